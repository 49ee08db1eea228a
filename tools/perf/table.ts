// The markdown of one run: three tables with the same rows (bare reference
// first) — what a visitor gets, Lighthouse, load — then the budgets and the
// burst count. Three tables rather than one: the thirty-odd columns of one
// would not read in a terminal or a README.
import { LINES, type LoadTarget } from './config';
import { loadCheck, visitorCheck, type Check, type Row } from './budgets';
import type { BurstResult } from './load';

const MISS = ' ✗';
const dash = '–';

function cellFlag(checks: Check[], row: Row, name: string): string {
  const check = checks.find((c) => c.page.key === row.page.key && c.name === name);
  return check && !check.ok ? MISS : '';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, reference: number) =>
  Number.isFinite(value / reference) ? `${(value / reference).toFixed(2)}×` : dash;
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : dash);

function markdown(header: string[], body: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? ':--' : '--:')).join('|')}|`,
    ...body.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

const label = (row: Row, bare: Row) => (row === bare ? `**${row.page.label}**` : row.page.label);

/** First-load JS and the throttled visits on both lines. */
export function renderVisitorTable(rows: Row[], bare: Row, checks: Check[]): string {
  const header = [
    'Page',
    'First-load JS (gzip)',
    '× bare',
    'Slow 4G FCP',
    'LCP',
    '× bare',
    'Interactive',
    '× bare',
    'First tap',
    'Fast FCP',
    'LCP',
    'Interactive',
    'First tap',
  ];
  const bareJs = bare.js?.ok ? bare.js.value.gzip : Number.NaN;
  const bareSlow = bare.visitor?.slow?.ok ? bare.visitor.slow.value : undefined;
  const body = [bare, ...rows].map((row) => {
    const cells = [label(row, bare)];
    if (!row.js) cells.push(dash, dash);
    else if (!row.js.ok) cells.push('error', dash);
    else
      cells.push(
        `${kb(row.js.value.gzip)} (${row.js.value.scripts.length} scripts)`,
        row === bare ? '1.00×' : `${ratio(row.js.value.gzip, bareJs)}${cellFlag(checks, row, 'first-load JS')}`,
      );
    for (const key of ['slow', 'fast'] as const) {
      const measured = row.visitor?.[key];
      const width = key === 'slow' ? 6 : 4;
      if (!measured) {
        cells.push(...Array<string>(width).fill(dash));
        continue;
      }
      if (!measured.ok) {
        cells.push('error', ...Array<string>(width - 1).fill(dash));
        continue;
      }
      const v = measured.value;
      const tap = !row.page.tap ? dash : v.tapUnder16 ? '≤ 16 ms' : `${Math.round(v.tap)} ms`;
      if (key === 'slow') {
        cells.push(
          seconds(v.fcp),
          seconds(v.lcp),
          row === bare ? '1.00×' : ratio(v.lcp, bareSlow?.lcp ?? Number.NaN),
          seconds(v.interactive),
          row === bare
            ? '1.00×'
            : `${ratio(v.interactive, bareSlow?.interactive ?? Number.NaN)}${cellFlag(checks, row, visitorCheck.interactive)}`,
          tap,
        );
      } else {
        cells.push(seconds(v.fcp), seconds(v.lcp), seconds(v.interactive), tap);
      }
    }
    return cells;
  });
  return markdown(header, body);
}

export function renderLighthouseTable(rows: Row[], bare: Row, checks: Check[]): string {
  const header = ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP (simulated)', 'CLS', 'TBT'];
  const body = [bare, ...rows]
    .filter((row) => row.page.lighthouse)
    .map((row) => {
      const cells = [label(row, bare)];
      if (!row.lighthouse) cells.push(...Array<string>(7).fill(dash));
      else if (!row.lighthouse.ok) cells.push('error', ...Array<string>(6).fill(dash));
      else {
        const f = row.lighthouse.value.figures;
        cells.push(
          `${f.performance}${cellFlag(checks, row, 'performance')}`,
          `${f.accessibility}${cellFlag(checks, row, 'accessibility')}`,
          String(f.bestPractices),
          `${f.seo}${cellFlag(checks, row, 'SEO')}`,
          seconds(f.lcp),
          f.cls.toFixed(3),
          `${Math.round(f.tbt)} ms`,
        );
      }
      return cells;
    });
  return markdown(header, body);
}

/**
 * One column group per load target; "through nginx" stays dashes until the
 * cluster's URLs are given. The budget is read against the bare page at the
 * list's weight: that column carries the ✗.
 */
export function renderLoadTable(rows: Row[], bare: Row, checks: Check[], targets: LoadTarget[], bareWeighted?: Row): string {
  const groups: Array<{ key: LoadTarget['key']; label: string; target?: LoadTarget }> = [
    { key: 'nextStart', label: 'next start' },
    { key: 'nginx', label: 'through nginx' },
  ].map((group) => ({ ...group, target: targets.find((t) => t.key === group.key) })) as Array<{
    key: LoadTarget['key'];
    label: string;
    target?: LoadTarget;
  }>;
  const references = bareWeighted ? [bare, bareWeighted] : [bare];
  // Where the run read its servers' CPU: what a request cost them, beside the list-weight page's (0076).
  const withCpu = (group: (typeof groups)[number]) => Boolean(group.target?.servers && bareWeighted);
  const header = ['Page'];
  for (const group of groups)
    header.push(
      `${group.label}: req/s`,
      '× bare',
      ...(bareWeighted ? ['× bare at list weight'] : []),
      ...(withCpu(group) ? ['server CPU a request', 'requests per CPU-second × bare at list weight'] : []),
      'p50',
      'p99',
      'non-2xx + errors',
    );
  const rps = (row: Row | undefined, key: LoadTarget['key']) => {
    const measured = row?.load?.[key];
    return measured?.ok ? measured.value.rps : Number.NaN;
  };
  const body = [...references, ...rows]
    .filter((row) => row.page.load)
    .map((row) => {
      const cells = [label(row, bare)];
      for (const group of groups) {
        const measured = row.load?.[group.key];
        const width = (bareWeighted ? 6 : 5) + (withCpu(group) ? 2 : 0);
        if (!measured || !group.target) cells.push(...Array<string>(width).fill(dash));
        else if (!measured.ok) cells.push('error', ...Array<string>(width - 1).fill(dash));
        else {
          const l = measured.value;
          cells.push(
            l.rps.toFixed(0),
            row === bare ? '1.00×' : ratio(l.rps, rps(bare, group.key)),
            ...(!bareWeighted
              ? []
              : row === bare
                ? [dash]
                : [`${ratio(l.rps, rps(bareWeighted, group.key))}${cellFlag(checks, row, loadCheck.rps(group.target))}`]),
            ...(!withCpu(group)
              ? []
              : [
                  l.serverCpuMs === undefined ? dash : `${l.serverCpuMs.toFixed(3)} ms`,
                  row === bare || row === bareWeighted
                    ? dash
                    : `${l.serverCpuRatio === undefined ? dash : `${l.serverCpuRatio.toFixed(2)}×`}${cellFlag(checks, row, loadCheck.serverCpu(group.target))}`,
                ]),
            `${l.p50} ms`,
            `${l.p99} ms`,
            `${l.non2xx + l.errors + l.timeouts}${cellFlag(checks, row, loadCheck.errors(group.target))}`,
          );
        }
      }
      return cells;
    });
  return markdown(header, body);
}

/**
 * First-load JS as a browser on the production arrangement receives it: the
 * same scripts as the visitor table's, asked of each side's nginx (information).
 */
export function renderSentTable(rows: Row[], bare: Row): string {
  const bareBytes = bare.sent?.ok ? bare.sent.value.bytes : Number.NaN;
  const body = [bare, ...rows]
    .filter((row) => row.sent)
    .map((row) => {
      const sent = row.sent!;
      if (!sent.ok) return [label(row, bare), 'error', dash, dash];
      return [
        label(row, bare),
        kb(sent.value.bytes),
        row === bare ? '1.00×' : ratio(sent.value.bytes, bareBytes),
        `${sent.value.encodings} (${sent.value.source})`,
      ];
    });
  return markdown(['Page', 'First-load JS as sent through nginx', '× bare', 'Encoding (from)'], body);
}

export function renderBudgets(checks: Check[]): string {
  const missed = checks.filter((check) => !check.ok);
  const lines = [
    missed.length === 0 ? `**All ${checks.length} budgets met.**` : `**${missed.length} of ${checks.length} budgets missed:**`,
  ];
  for (const check of missed) lines.push(`- ✗ ${check.page.label}: ${check.name} ${check.actual} (budget ${check.limit})`);
  const met = checks.filter((check) => check.ok);
  if (met.length > 0 && missed.length > 0) {
    lines.push('', `Met: ${met.map((check) => `${check.page.label.replace(/ `.*`$/, '')} ${check.name}`).join('; ')}.`);
  }
  return lines.join('\n');
}

export function renderBurst(result: BurstResult | undefined, error: string | undefined, revalidateNote: string): string {
  if (!result) return `Roster fetches during a burst: not measured (${error ?? 'unknown error'}).`;
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return (
    `Roster fetches (\`POST /api/talents\` in the agency API's log) during a burst of ${result.requests} concurrent requests ` +
    `to the models list and profiles: **${result.rosterFetches}** (answers: ${statuses}; ${(result.ms / 1000).toFixed(1)} s). ${revalidateNote}`
  );
}

export const lineNote = `Slow 4G: ${LINES.slow.label}; fast: ${LINES.fast.label}.`;

/**
 * Issue 18 as a visitor waits for it: the searched list beside the unsearched
 * one, on both lines (the server's own times are in "Searched models lists").
 */
export function renderSearchedVisits(rows: Row[]): string {
  const searched = rows.find((row) => row.page.key === 'searched');
  const list = rows.find((row) => row.page.key === 'models');
  if (!searched || !list) return '';
  const parts: string[] = [];
  for (const key of ['slow', 'fast'] as const) {
    const a = searched.visitor?.[key];
    const b = list.visitor?.[key];
    if (!a?.ok || !b?.ok) {
      parts.push(`${LINES[key].label.replace(/ \(.*/, '')}: not measured`);
      continue;
    }
    const figure = (name: string, s: number, l: number) => `${name} ${seconds(s)} vs ${seconds(l)} (${ratio(s, l)})`;
    parts.push(
      `${LINES[key].label.replace(/ \(.*/, '')}: ${figure('LCP', a.value.lcp, b.value.lcp)}, ${figure('interactive', a.value.interactive, b.value.interactive)}`,
    );
  }
  return `Searched list against the models list, as a visitor waits for it: ${parts.join('; ')}.`;
}
