import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';

/** RFC 9309: the longest matching rule decides; allow wins a tie. */
function allowed(path: string): boolean {
  const [rule] = [robots().rules].flat();
  const list = (value: string | string[] | undefined) => [value ?? []].flat();
  const matches = [
    ...list(rule!.allow).map((prefix) => ({ prefix, allow: true })),
    ...list(rule!.disallow).map((prefix) => ({ prefix, allow: false })),
  ].filter(({ prefix }) => path.startsWith(prefix));
  matches.sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matches[0]?.allow ?? true;
}

describe('robots.txt', () => {
  it("lets crawlers fetch the share images pages name, and nothing else of the site's API", () => {
    expect(allowed('/api/talent-image/238')).toBe(true);
    expect(allowed('/api/selection-image/1-123-238')).toBe(true);
    expect(allowed('/modelos/238/agatha-leao')).toBe(true);
    for (const path of ['/api/comp-cards?ids=1', '/api/forms/budget', '/api/talents', '/api/revalidate']) {
      expect(allowed(path), path).toBe(false);
    }
  });
});
