import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports';

/**
 * The repository explains itself (docs/decisions/0032-repository-stands-alone.md):
 * what code comments cite lives in docs/, and README.md stays a short guide
 * rather than a log of measurement runs.
 */
const rel = (file: string) => path.relative(ROOT, file);

const CODE = /\.(tsx?|mts|mjs|cjs|js|css|conf|sh)$/;
const SKIP = new Set(['node_modules', '.next', '.git', 'data']);

function filesUnder(entry: string, pattern: RegExp): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return pattern.test(full) ? [full] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    if (SKIP.has(child.name) || child.name.startsWith('.next')) return [];
    return filesUnder(path.join(entry, child.name), pattern);
  });
}

/** Where code (and so code comments) lives. */
const codeFiles = [
  'app',
  'components',
  'lib',
  'proxy.ts',
  'next.config.ts',
  'cache-handler.mjs',
  'deploy',
  'scripts',
  'agency-api',
  'tests',
  'tools',
].flatMap((entry) => filesUnder(entry, CODE));

const docFiles = [path.join(ROOT, 'README.md'), ...filesUnder('docs', /\.md$/)].filter((file) => existsSync(file));

/** The decision records: `docs/decisions/NNNN-….md`. */
const recordFiles = filesUnder('docs/decisions', /\/\d{4}-[a-z0-9-]+\.md$/);

/**
 * Figures a run measured, as the docs used to write them: "about 110 KB", "8.7 KB gzip",
 * "188 → 163 KB", "13 % less". A constant of the product or of a budget is written without them.
 */
const RUN_FIGURE = new RegExp(
  [
    String.raw`\b(?:about|some|roughly|nearly|almost|around)\s+\d[\d,.]*\s*(?:%|×|ms\b|s\b|seconds?\b|minutes?\b|KB|kB|MB|MiB|px\b)`,
    String.raw`\d[\d.]*\s*KB gzip`,
    String.raw`\d[\d.,]*\s*(?:→|->)\s*\d[\d.,]*\s*(?:KB|MB|ms|s)\b`,
    String.raw`\d+(?:\.\d+)?\s*%\s+(?:less|more|faster|slower|smaller|larger)\b`,
  ].join('|'),
);

const productPath = path.join(ROOT, 'docs/product.md');
const product = existsSync(productPath) ? readFileSync(productPath, 'utf8') : '';
/** The § numbers docs/product.md has headings for (`## §3 …`). */
const productSections = new Set([...product.matchAll(/^#{1,6}\s+§(\d+)\b/gm)].map((m) => m[1] ?? ''));

/** `docs/product.md §2, §3 and §5` → ['2', '3', '5']. */
function citedSections(text: string): string[] {
  return [...text.matchAll(/docs\/product\.md((?:(?:,\s*|\s+and\s+|\/|\s+)§\d+)+)/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/§(\d+)/g)].map((s) => s[1] ?? ''),
  );
}

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*$/.exec(line);
    if (!heading) continue;
    const text = (heading[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

describe('docs cited by code', () => {
  it('finds the code and the docs', () => {
    expect(codeFiles.length).toBeGreaterThan(100);
    expect(product).not.toBe('');
    expect(productSections.size).toBeGreaterThanOrEqual(9);
  });

  it('every docs/decisions record a file names exists', () => {
    const missing: string[] = [];
    for (const file of [...codeFiles, ...docFiles]) {
      for (const [cited, name = ''] of readFileSync(file, 'utf8').matchAll(/docs\/decisions\/(\d{4}-[a-z0-9-]+\.md)/g)) {
        if (!existsSync(path.join(ROOT, 'docs/decisions', name))) missing.push(`${rel(file)}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every docs/product.md § a file cites has its heading', () => {
    const missing: string[] = [];
    for (const file of [...codeFiles, ...docFiles]) {
      for (const section of citedSections(readFileSync(file, 'utf8'))) {
        if (!productSections.has(section)) missing.push(`${rel(file)}: docs/product.md §${section}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every relative link between the docs resolves, to a heading where it names one', () => {
    const missing: string[] = [];
    for (const file of docFiles) {
      for (const [, target = '', anchor] of readFileSync(file, 'utf8').matchAll(/\]\(([^)#\s]*\.md)?(?:#([^)\s]*))?\)/g)) {
        if (/^[a-z]+:/i.test(target) || (!target && anchor === undefined)) continue;
        const linked = target ? path.resolve(path.dirname(file), target) : file;
        if (!existsSync(linked)) missing.push(`${rel(file)}: ${target}`);
        else if (anchor && !headingAnchors(linked).has(anchor)) missing.push(`${rel(file)}: ${target}#${anchor}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every record cited by its number exists', () => {
    const numbers = new Set(recordFiles.map((file) => path.basename(file).slice(0, 4)));
    const cited = /(?:docs\/decisions\/|\b(?:decisions?|records?)\s+)(\d{4}(?:(?:,\s*|\s+and\s+)\d{4})*)/gi;
    const missing: string[] = [];
    for (const file of [...codeFiles, ...docFiles]) {
      for (const [, list = ''] of readFileSync(file, 'utf8').matchAll(cited)) {
        for (const [number] of list.matchAll(/\d{4}/g)) if (!numbers.has(number)) missing.push(`${rel(file)}: ${number}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no code in app/, components/, lib/ or proxy.ts cites a file outside the repository', () => {
    const outside = /DESIGN\.md|DESIGN decision|spec\.md|\bspec §|\.\.\/shared\//i;
    const offenders = ['app', 'components', 'lib', 'proxy.ts']
      .flatMap((entry) => filesUnder(entry, CODE))
      .filter((file) => outside.test(readFileSync(file, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });
});

describe('decision records', () => {
  it('finds the records', () => {
    expect(recordFiles.length).toBeGreaterThanOrEqual(70);
  });

  it('each stays within 1.5 KB: the why of one choice, not its history', () => {
    const large = recordFiles
      .filter((file) => statSync(file).size > 1536)
      .map((file) => `${rel(file)}: ${statSync(file).size} B`);
    expect(large).toEqual([]);
  });
});

describe('README.md and docs/', () => {
  it('README.md is at most 10 KiB', () => {
    expect(statSync(path.join(ROOT, 'README.md')).size).toBeLessThanOrEqual(10_240);
  });

  it('carry no clock time of a run (figures go to tools/perf, not a diary)', () => {
    const time = String.raw`\b[0-2]?\d:[0-5]\d\b(?:\s*UTC)?`;
    const words = String.raw`\b(?:runs?|measured)\b`;
    const dated = new RegExp(`${words}[^\\n]{0,40}?${time}|${time}[^\\n]{0,40}?${words}`, 'i');
    const offenders = docFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (dated.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('no figure written as a run writes it (figures belong to the reports the scripts write)', () => {
    const offenders = docFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (RUN_FIGURE.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
