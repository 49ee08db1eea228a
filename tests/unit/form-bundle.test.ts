import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable, ROOT } from './imports';

/**
 * What each form loads with it, in its own chunk (components/forms/lazy-forms.tsx):
 * the static imports reachable from the form. zod and the schemas are loaded
 * on demand (lib/forms/validation.ts), so neither may be among them; the words
 * come through next-intl's provider and hooks (components/i18n/IslandMessages.tsx).
 */
const ENTRIES = [
  'components/contact/ContactForm.tsx',
  'components/favorites/BudgetForm.tsx',
  'components/scouting/ScoutingForm.tsx',
];

describe.each(ENTRIES)('%s loads with the form', (entry) => {
  const { files, packages } = reachable(entry);

  it('no zod and no schema', () => {
    expect([...packages].filter((p) => p === 'zod' || p.startsWith('zod/'))).toEqual([]);
    const schemas = [...files]
      .map((f) => path.relative(ROOT, f))
      .filter((f) => /lib\/forms\/(schemas|scouting-schema)\.ts$/.test(f));
    expect(schemas).toEqual([]);
  });

  it('its words through next-intl, with no message runtime of our own beside it', () => {
    expect([...packages]).toContain('next-intl');
    expect([...packages].filter((p) => p.startsWith('use-intl') || p.startsWith('intl-messageformat'))).toEqual([]);
  });

  it('is what the walk expects (the walk itself works)', () => {
    expect([...files].map((f) => path.relative(ROOT, f))).toContain('lib/forms/validation.ts');
    expect([...packages]).toContain('react-hook-form');
  });
});
