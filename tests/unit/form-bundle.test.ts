import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, resolveLocal, ROOT } from './imports';

/**
 * What the form screens load with the page: the static imports reachable
 * from their client components. zod and the schemas are loaded on demand
 * (lib/forms/validation.ts), so neither may be among them; the words come
 * through next-intl's provider and hooks (components/i18n/IslandMessages.tsx).
 */
const ENTRIES = [
  'components/contact/ContactForm.tsx',
  'components/favorites/FavoritesScreen.tsx',
  'components/scouting/ScoutingForm.tsx',
];

/** Static value imports and re-exports (`import type` and `import()` are not loaded with the page). */
function staticImports(source: string): string[] {
  return importsOf(source)
    .filter((i) => !i.typeOnly && !i.dynamic)
    .map((i) => i.specifier);
}

function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else packages.add(specifier);
    }
  };
  visit(path.join(ROOT, entry));
  return { files, packages };
}

describe.each(ENTRIES)('%s loads with the page', (entry) => {
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
