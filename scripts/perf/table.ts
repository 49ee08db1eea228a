// The markdown of one run: the table (bare reference first), the budgets,
// the burst count, then the details behind missed budgets.
import type { BurstResult } from './load';
import type { Check, Row } from './budgets';

const MISS = ' ✗';
const dash = '–';

function cellFlag(checks: Check[], row: Row, name: string): string {
  const check = checks.find((c) => c.page.key === row.page.key && c.name === name);
  return check && !check.ok ? MISS : '';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, reference: number) => (Number.isFinite(value / reference) ? `${(value / reference).toFixed(2)}×` : dash);
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : dash);

export function renderTable(rows: Row[], bare: Row, checks: Check[]): string {
  const header = [
    'Page',
    'First-load JS (gzip)',
    '× bare',
    'Perf',
    'A11y',
    'Best pr.',
    'SEO',
    'LCP',
    'CLS',
    'TBT',
    'req/s',
    '× bare',
    'p50',
    'p99',
    '× bare',
    'non-2xx + errors',
  ];
  const bareJs = bare.js?.ok ? bare.js.value.gzip : Number.NaN;
  const bareLoad = bare.load?.ok ? bare.load.value : undefined;
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? ':--' : '--:')).join('|')}|`];
  for (const row of [bare, ...rows]) {
    const cells: string[] = [row === bare ? `**${row.page.label}**` : row.page.label];
    if (!row.js) cells.push(dash, dash);
    else if (!row.js.ok) cells.push('error', dash);
    else {
      const scripts = row.js.value.scripts.length;
      cells.push(`${kb(row.js.value.gzip)} (${scripts} scripts)`, row === bare ? '1.00×' : `${ratio(row.js.value.gzip, bareJs)}${cellFlag(checks, row, 'first-load JS')}`);
    }
    if (!row.lighthouse) cells.push(dash, dash, dash, dash, dash, dash, dash);
    else if (!row.lighthouse.ok) cells.push('error', dash, dash, dash, dash, dash, dash);
    else {
      const f = row.lighthouse.value.figures;
      cells.push(
        `${f.performance}${cellFlag(checks, row, 'performance')}`,
        `${f.accessibility}${cellFlag(checks, row, 'accessibility')}`,
        `${f.bestPractices}${cellFlag(checks, row, 'best practices')}`,
        `${f.seo}${cellFlag(checks, row, 'SEO')}`,
        seconds(f.lcp),
        `${f.cls.toFixed(3)}${cellFlag(checks, row, 'CLS')}`,
        `${Math.round(f.tbt)} ms`,
      );
    }
    if (!row.load) cells.push(dash, dash, dash, dash, dash, dash);
    else if (!row.load.ok) cells.push('error', dash, dash, dash, dash, dash);
    else {
      const l = row.load.value;
      const isBare = row === bare;
      cells.push(
        l.rps.toFixed(0),
        isBare ? '1.00×' : `${ratio(l.rps, bareLoad?.rps ?? Number.NaN)}${cellFlag(checks, row, 'requests/s')}`,
        `${l.p50} ms`,
        `${l.p99} ms`,
        isBare ? '1.00×' : `${ratio(l.p99, bareLoad?.p99 ?? Number.NaN)}${cellFlag(checks, row, 'p99 latency')}`,
        `${l.non2xx + l.errors + l.timeouts}${cellFlag(checks, row, 'non-2xx + errors')}`,
      );
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function renderBudgets(checks: Check[]): string {
  const missed = checks.filter((check) => !check.ok);
  const lines = [
    missed.length === 0
      ? `**All ${checks.length} budgets met.**`
      : `**${missed.length} of ${checks.length} budgets missed:**`,
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
