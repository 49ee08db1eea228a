// The budgets, checked against one run's figures: each a ratio to a bare page
// measured in the same run, the same way, except Lighthouse's own scores.
import { CLS_NOTICE, INTERACTIVE_RATIO, LH_BUDGET, TBT_RATIO, LINES, type Line, type LoadTarget, type Page } from './config';
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';
import type { LoadFigures } from './load';
import type { SentScripts } from './served';
import type { VisitorFigures } from './throttled';

/** A measurement, or why it could not be taken. */
export type Measured<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Row {
  page: Page;
  js?: Measured<FirstLoad>;
  /** The same scripts as sent through nginx (information, no budget). */
  sent?: Measured<SentScripts>;
  lighthouse?: Measured<LighthouseResult>;
  visitor?: Partial<Record<Line['key'], Measured<VisitorFigures>>>;
  load?: Partial<Record<LoadTarget['key'], Measured<LoadFigures>>>;
}

export interface Check {
  page: Page;
  kind: 'js' | 'lighthouse' | 'visitor' | 'load';
  name: string;
  actual: string;
  limit: string;
  ok: boolean;
}

/** What the details explain: missed score budgets, and best practices or CLS worth a look. */
export interface LighthouseFailures {
  performance: boolean;
  accessibility: boolean;
  bestPractices: boolean;
  seo: boolean;
  cls: boolean;
}

export function lighthouseFailures(result: LighthouseResult): LighthouseFailures {
  const f = result.figures;
  return {
    performance: !(f.performance >= LH_BUDGET.performance),
    accessibility: !(f.accessibility >= LH_BUDGET.accessibility),
    bestPractices: !(f.bestPractices >= 100),
    seo: !(f.seo >= LH_BUDGET.seo),
    cls: !(f.cls <= CLS_NOTICE),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const x = (ratio: number) => `${ratio.toFixed(2)}×`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Names of the checks, shared with the tables (which flag the cells). */
export const visitorCheck = {
  interactive: 'slow 4G interactive',
};
export const loadCheck = {
  rps: (target: LoadTarget) => `requests/s (${target.label})`,
  serverCpu: (target: LoadTarget) => `requests per server CPU-second (${target.label})`,
  errors: (target: LoadTarget) => `non-2xx + errors (${target.label})`,
};

/**
 * `bare` is the reference of first-load JS and visits; `bareWeighted` (the
 * bare page at the models list's weight) that of load.
 */
export function checkBudgets(rows: Row[], bare: Row, bareWeighted: Row, targets: LoadTarget[]): Check[] {
  const checks: Check[] = [];
  const bareJs = bare.js?.ok ? bare.js.value.gzip : Number.NaN;
  const bareSlow = bare.visitor?.slow?.ok ? bare.visitor.slow.value : undefined;
  const bareTbt = bare.lighthouse?.ok ? bare.lighthouse.value.figures.tbt : Number.NaN;
  for (const row of rows) {
    const { page } = row;
    if (page.jsBudget !== null && row.js) {
      const ratio = row.js.ok ? row.js.value.gzip / bareJs : Number.NaN;
      checks.push({
        page,
        kind: 'js',
        name: 'first-load JS',
        actual: row.js.ok ? `${kb(row.js.value.gzip)} = ${x(ratio)} bare` : `not measured: ${row.js.error}`,
        limit: `≤ ${x(page.jsBudget)} bare (${kb(bareJs * page.jsBudget)})`,
        ok: ratio <= page.jsBudget,
      });
    }
    if (page.visitor && row.visitor) {
      for (const key of ['slow', 'fast'] as const) {
        const measured = row.visitor[key];
        if (!measured) continue;
        if (!measured.ok) {
          checks.push({
            page,
            kind: 'visitor',
            name: `visits (${LINES[key].label})`,
            actual: `not measured: ${measured.error}`,
            limit: 'a median',
            ok: false,
          });
          continue;
        }
        // LCP and the first tap are shown beside the bare page's, not budgeted.
        if (key !== 'slow') continue;
        const v = measured.value;
        const reference = bareSlow?.interactive ?? Number.NaN;
        const ratio = v.interactive / reference;
        checks.push({
          page,
          kind: 'visitor',
          name: visitorCheck.interactive,
          actual: Number.isFinite(ratio)
            ? `${s(v.interactive)} = ${x(ratio)} bare`
            : `${s(v.interactive)}, bare page not measured`,
          limit: `≤ ${x(INTERACTIVE_RATIO)} bare (${s(reference * INTERACTIVE_RATIO)})`,
          ok: ratio <= INTERACTIVE_RATIO,
        });
      }
    }
    if (page.lighthouse && row.lighthouse) {
      if (!row.lighthouse.ok) {
        checks.push({
          page,
          kind: 'lighthouse',
          name: 'Lighthouse',
          actual: `not measured: ${row.lighthouse.error}`,
          limit: 'a report',
          ok: false,
        });
      } else {
        const f = row.lighthouse.value.figures;
        const failing = lighthouseFailures(row.lighthouse.value);
        checks.push(
          {
            page,
            kind: 'lighthouse',
            name: 'performance',
            actual: String(f.performance),
            limit: `≥ ${LH_BUDGET.performance}`,
            ok: !failing.performance,
          },
          {
            page,
            kind: 'lighthouse',
            name: 'accessibility',
            actual: String(f.accessibility),
            limit: `= ${LH_BUDGET.accessibility}`,
            ok: !failing.accessibility,
          },
          {
            page,
            kind: 'lighthouse',
            name: 'SEO',
            actual: String(f.seo),
            limit: page.indexable === false ? 'none (noindex)' : `= ${LH_BUDGET.seo}`,
            ok: page.indexable === false || !failing.seo,
          },
          {
            page,
            kind: 'lighthouse',
            name: 'Total Blocking Time',
            actual: `${f.tbt.toFixed(0)} ms = ${x(f.tbt / bareTbt)} bare`,
            limit: `≤ ${x(TBT_RATIO)} bare (${(bareTbt * TBT_RATIO).toFixed(0)} ms)`,
            // A bare page blocking 0 ms makes any ratio infinite: then 50 ms (one long task) is the line.
            ok: f.tbt <= Math.max(bareTbt * TBT_RATIO, 50),
          },
        );
      }
    }
    if (page.load) {
      for (const target of targets) {
        const measured = row.load?.[target.key];
        if (!measured) continue;
        const bareLoad = bareWeighted.load?.[target.key];
        if (!measured.ok || !bareLoad?.ok) {
          checks.push({
            page,
            kind: 'load',
            name: `load (${target.label})`,
            actual: measured.ok ? 'bare page at the list’s weight not measured' : `not measured: ${measured.error}`,
            limit: 'a run',
            ok: false,
          });
          continue;
        }
        const l = measured.value;
        const reference = bareLoad.value.rps;
        const siteCpu = l.serverCpuMs;
        const cpuRatio = l.serverCpuRatio;
        checks.push(
          // Where the run read its servers' CPU, the budget is on what a request costs them; the
          // requests per second are then the load generator's ceiling, shown in the table (0076).
          target.servers && siteCpu !== undefined && cpuRatio !== undefined
            ? {
                page,
                kind: 'load',
                name: loadCheck.serverCpu(target),
                actual: `${(1000 / siteCpu).toFixed(0)} (${siteCpu.toFixed(3)} ms a request) = ${x(cpuRatio)} bare at list weight (median of rounds)`,
                limit: `≥ ${x(target.rpsRatio)} bare at list weight`,
                ok: cpuRatio >= target.rpsRatio,
              }
            : {
                page,
                kind: 'load',
                name: loadCheck.rps(target),
                actual: `${l.rps.toFixed(0)} = ${x(l.rps / reference)} bare at list weight`,
                limit: `≥ ${x(target.rpsRatio)} bare at list weight (${(reference * target.rpsRatio).toFixed(0)})`,
                ok: l.rps >= reference * target.rpsRatio,
              },
          {
            page,
            kind: 'load',
            name: loadCheck.errors(target),
            actual: `${l.non2xx} non-2xx, ${l.errors} errors (${l.timeouts} timeouts)`,
            limit: '0',
            ok: l.non2xx + l.errors + l.timeouts === 0,
          },
        );
      }
    }
  }
  return checks;
}
