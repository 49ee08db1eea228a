import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Reading the project's own imports as text, for tests of what loads what. */
export const ROOT = path.resolve(__dirname, '../..');

export type Import = { specifier: string; typeOnly: boolean; dynamic: boolean };

/** Every import and re-export of a module's source: static ones (type-only marked), side-effect ones and `import()`. */
export function importsOf(source: string): Import[] {
  const imports: Import[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'/gm)) {
    const [, , typeOnly, clause = '', specifier = ''] = match;
    const allTypes =
      /^\{[^}]*\}$/.test(clause) &&
      clause
        .slice(1, -1)
        .split(',')
        .every((part) => /^\s*(type\s|$)/.test(part));
    imports.push({ specifier, typeOnly: Boolean(typeOnly) || allTypes, dynamic: false });
  }
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm))
    imports.push({ specifier: match[1] ?? '', typeOnly: false, dynamic: false });
  for (const match of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
    imports.push({ specifier: match[1] ?? '', typeOnly: false, dynamic: true });
  return imports;
}

/** The project file an `@/` or relative specifier names; null for a package; throws when nothing matches. */
export function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.(tsx?|mjs)$/.test(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Static value imports and re-exports (`import type` and `import()` are not loaded with the page). */
function staticImports(source: string): string[] {
  return importsOf(source)
    .filter((i) => !i.typeOnly && !i.dynamic)
    .map((i) => i.specifier);
}

/** The project files and packages a module loads with it (static imports, followed through the project's files). */
export function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
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
