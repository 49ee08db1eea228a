import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, resolveLocal, ROOT } from './imports';

/**
 * lib/ is split by where code runs and what it knows (docs/architecture.md,
 * "The layers of lib/"). These rules keep it so: lib/ never reaches into components/ or
 * app/, no module imports itself back through a circle, and each folder
 * imports only the folders below it.
 */
const LIB = path.join(ROOT, 'lib');
const rel = (file: string) => path.relative(ROOT, file);

function libFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return libFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.mts') ? [full] : [];
  });
}

/** Every lib module's local imports, type-only and dynamic ones too: a circle of types is still a circle to read. */
const graph = new Map(
  libFiles(LIB).map((file) => [
    rel(file),
    importsOf(readFileSync(file, 'utf8'))
      .map((i) => resolveLocal(file, i.specifier))
      .filter((target): target is string => target !== null)
      .map(rel),
  ]),
);

/** What each folder may import besides itself. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  // The bottom layer: its agreed.ts is what agency-api/ imports too.
  'lib/rules': [],
  // The environment, read and checked once (env.ts), for every layer above.
  'lib/config': [],
  'lib/agency': ['lib/rules', 'lib/config'],
  'lib/i18n': ['lib/rules'],
  'lib/forms': ['lib/rules'],
  'lib/browser': ['lib/rules', 'lib/i18n'],
  'lib/server': ['lib/rules', 'lib/config', 'lib/agency', 'lib/i18n', 'lib/forms'],
  // The proxy's room: the roster and news it keeps (lib/agency), Redis and the query rule (lib/server).
  'lib/proxy': ['lib/rules', 'lib/config', 'lib/agency', 'lib/i18n', 'lib/server'],
};

const folderOf = (file: string) => file.split('/').slice(0, 2).join('/');
const within = (file: string, place: string) => file === place || file.startsWith(`${place}/`);

describe('lib/ by layer', () => {
  it('the walk reads the imports (it sees the talents module call the fetch helper)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('lib/agency/talents.ts')).toContain('lib/agency/fetch.ts');
  });

  it('imports nothing from components/ or app/', () => {
    const backwards = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => within(t, 'components') || within(t, 'app')).map((t) => `${file} -> ${t}`),
    );
    expect(backwards).toEqual([]);
  });

  it('each folder imports only itself and the folders it may use', () => {
    const wrong = [...graph].flatMap(([file, targets]) => {
      const folder = folderOf(file);
      const allowed = [folder, ...(MAY_IMPORT[folder] ?? [])];
      return targets.filter((t) => !allowed.some((place) => within(t, place))).map((t) => `${file} -> ${t}`);
    });
    expect(Object.keys(MAY_IMPORT).sort()).toEqual([...new Set([...graph.keys()].map(folderOf))].sort());
    expect(wrong).toEqual([]);
  });

  it('has no import circle', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
