import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports';

/**
 * The repository stands alone: no tracked code, script, test or config reads
 * a path outside it (the contract once came from a folder beside it). Paths written
 * with `..` segments are resolved against the file's folder and the
 * repository root; one that leaves the root fails. What is resolved where:
 * - imports, `new URL(p, import.meta.url)`, joins on `__dirname` and
 *   next/font's `src` are relative to the file: resolved against its folder;
 * - other `path.resolve/join` and fs calls, and path-like strings of non-test
 *   code, depend on a base the reader cannot know: both must stay inside;
 * - JSON (tsconfig, package.json) is relative to its folder; shell, YAML and
 *   nginx config words against both.
 * Test files hold hostile strings on purpose (`../../etc/passwd` sent to the
 * API), so only their imports and path calls are read.
 */

export interface Escape {
  file: string;
  path: string;
}

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(json|ya?ml|conf|sh)$/;
const PATH_CALLS = new Set(['resolve', 'join', 'normalize']);
const FS_CALLS = new Set([
  'readFileSync',
  'readFile',
  'existsSync',
  'readdirSync',
  'readdir',
  'statSync',
  'stat',
  'lstatSync',
  'createReadStream',
  'openSync',
  'open',
  'accessSync',
  'access',
  'realpathSync',
  'copyFileSync',
  'cpSync',
  'writeFileSync',
  'writeFile',
  'fileURLToPath',
  'pathToFileURL',
]);

const isTestFile = (file: string) => /(^|\/)tests?\//.test(file) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

/** A relative path with a `..` segment (URLs, absolute paths and prose are not read). */
function hasParentSegment(text: string): boolean {
  if (text === '' || /\s/.test(text) || text.startsWith('/') || /^[a-z][\w+.-]*:/i.test(text)) return false;
  return text.split(/[\\/]/).includes('..');
}

function escapes(base: string, target: string): boolean {
  const relative = path.relative(ROOT, path.resolve(base, target));
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
}

/** Where a path leaves the root: against the file's folder only, or against it and the root. */
function check(found: Escape[], file: string, target: string, bases: 'file' | 'both'): void {
  if (!hasParentSegment(target)) return;
  const folder = path.join(ROOT, path.dirname(file));
  if (escapes(folder, target) || (bases === 'both' && escapes(ROOT, target))) found.push({ file, path: target });
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // A substitution stands for one plain segment (`../../messages/${locale}.json`).
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
  return null;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

const isImportMeta = (node: ts.Node | undefined, property: string) =>
  !!node && ts.isPropertyAccessExpression(node) && ts.isMetaProperty(node.expression) && node.name.text === property;

/** The paths of one source file that leave the repository. */
export function escapesInCode(file: string, source: string): Escape[] {
  const found: Escape[] = [];
  const handled = new Set<ts.Node>();
  const test = isTestFile(file);
  const kind = /\.[cm]?jsx?$/.test(file) ? ts.ScriptKind.JS : file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);

  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const text = literalText(node.moduleSpecifier);
      if (text !== null) check(found, file, text, 'file');
      handled.add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const args = [...(node.arguments ?? [])];
      const name = calleeName(node);
      const first = args[0];
      const fileRelative =
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isCallExpression(node) && ['require', 'mock', 'doMock', 'importActual', 'importMock'].includes(name)) ||
        (ts.isNewExpression(node) && name === 'URL' && isImportMeta(args[1], 'url')) ||
        isImportMeta(node.expression, 'resolve');
      if (fileRelative && first) {
        const text = literalText(first);
        if (text !== null) check(found, file, text, 'file');
        handled.add(first);
      } else if (ts.isCallExpression(node) && (PATH_CALLS.has(name) || FS_CALLS.has(name)) && args.length > 0) {
        // The literal segments after the base, joined: `path.resolve(root, '..', 'shared')` is `..` then `shared` from root.
        const onFile = !!first && ((ts.isIdentifier(first) && first.text === '__dirname') || isImportMeta(first, 'dirname'));
        const start = first && literalText(first) === null ? 1 : 0;
        const segments: string[] = [];
        for (const arg of args.slice(start)) {
          const text = literalText(arg);
          if (text === null) break;
          segments.push(text);
          handled.add(arg);
        }
        if (segments.length > 0) check(found, file, segments.join('/'), onFile ? 'file' : 'both');
      }
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'src') {
      // next/font/local and friends read `src` relative to the file.
      const text = literalText(node.initializer);
      if (text !== null) check(found, file, text, 'file');
      handled.add(node.initializer);
    } else if (!test && !handled.has(node)) {
      const text = literalText(node);
      if (text !== null && text.includes('/')) check(found, file, text, 'both');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [key, ...jsonStrings(item)]);
  return [];
}

/** The paths of one file of any kind the check reads; [] for other files. */
export function escapesIn(file: string, source: string): Escape[] {
  if (CODE.test(file)) return escapesInCode(file, source);
  const found: Escape[] = [];
  if (file.endsWith('.json')) {
    for (const text of jsonStrings(JSON.parse(source))) check(found, file, text.trim(), 'file');
  } else if (TEXT.test(file) || file === '.ci/run' || source.startsWith('#!')) {
    for (const word of source.split(/[\s'"`=,;:()[\]{}<>|&]+/)) check(found, file, word, 'both');
  }
  return found;
}

/** The repository's files as git sees them: tracked, and new ones not ignored. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))].filter((file) => {
    if (file === '' || file.split('/').includes('node_modules')) return false;
    if (!CODE.test(file) && !TEXT.test(file) && !file.startsWith('.ci/')) return false;
    const full = path.join(ROOT, file);
    return existsSync(full) && statSync(full).isFile();
  });
}

/** The folder beside the repository that the contract once came from, spelled so no search for it finds this file. */
const BESIDE = ['..', 'shared'].join('/');

const OLD_CONTRACT_FILE = `import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function contractFile(): string {
  const candidates = [process.env.AGENCY_API_CONTRACT, path.resolve(root, '${BESIDE}/agency-api.openapi.yaml')];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) throw new Error('agency-api.openapi.yaml not found');
  return found;
}
`;

describe('the repository stands alone', () => {
  it('would have caught the contract read from beside the repository', () => {
    expect(escapesIn('scripts/contract-file.ts', OLD_CONTRACT_FILE)).toEqual([
      { file: 'scripts/contract-file.ts', path: `${BESIDE}/agency-api.openapi.yaml` },
    ]);
  });

  it('catches an escape however the path is written, and lets paths that stay inside through', () => {
    const escaping: [string, string][] = [
      ['scripts/a.ts', "const file = path.resolve(root, '..', 'shared', 'agency-api.openapi.yaml');"],
      ['scripts/a.ts', "readFileSync(path.join(__dirname, '..', '..', 'shared/spec.md'));"],
      ['scripts/a.ts', `const data = fileURLToPath(new URL('../${BESIDE}/x.yaml', import.meta.url));`],
      ['lib/a.ts', `import spec from '../${BESIDE}/spec.json';`],
      ['lib/a.ts', `export const CONTRACT = '${BESIDE}/agency-api.openapi.yaml';`],
      ['tests/unit/a.test.ts', `const text = readFileSync('${BESIDE}/spec.md', 'utf8');`],
      ['agency-api/tsconfig.json', '{ "extends": "../../tsconfig.base.json" }'],
      ['.ci/run', `#!/bin/sh\ncp ${BESIDE}/agency-api.openapi.yaml contract/\n`],
    ];
    for (const [file, source] of escaping) expect(escapesIn(file, source), `${file}: ${source}`).not.toEqual([]);

    const inside: [string, string][] = [
      ['agency-api/src/routes/talents.ts', "import { EYE_COLOURS } from '../../../lib/rules/colours';"],
      ['agency-api/tests/helpers.ts', "export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));"],
      ['tools/perf/bare/next.config.ts', "export default { turbopack: { root: path.join(__dirname, '..', '..', '..') } };"],
      ['lib/i18n/request.ts', 'const messages = await import(`../../messages/${locale}.json`);'],
      ['app/fonts.ts', "const geist = localFont({ src: '../node_modules/@fontsource/geist/files/geist.woff2' });"],
      ['tests/unit/a.test.ts', "const hostile = ['../../../../etc/passwd', '/storage/../agency.sqlite'];"],
      ['lib/a.ts', `// read from ${BESIDE}/spec.md once\nconst n = 'a..b';`],
      ['agency-api/tsconfig.json', '{ "extends": "../tsconfig.json" }'],
      ['.ci/run', '#!/bin/sh\ncd "$(dirname "$0")/.."\n'],
    ];
    for (const [file, source] of inside) expect(escapesIn(file, source), `${file}: ${source}`).toEqual([]);
  });

  it('no tracked code, script, test or config reads a path outside the repository', () => {
    const files = repositoryFiles();
    expect(files).toContain('scripts/contract-file.ts');
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => escapesIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('reads the agency API contract from the repository', () => {
    expect(existsSync(path.join(ROOT, 'contract/agency-api.openapi.yaml'))).toBe(true);
  });
});
