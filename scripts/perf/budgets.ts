// The budgets of issue 8, checked against one run's figures.
import { LH_BUDGET, LOAD_BUDGET, type Page } from './config';
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';
import type { LoadFigures } from './load';

/** A measurement, or why it could not be taken. */
export type Measured<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Row {
  page: Page;
  js?: Measured<FirstLoad>;
  lighthouse?: Measured<LighthouseResult>;
  load?: Measured<LoadFigures>;
}

export interface Check {
  page: Page;
  kind: 'js' | 'lighthouse' | 'load';
  name: string;
  actual: string;
  limit: string;
  ok: boolean;
}

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
    bestPractices: !(f.bestPractices >= LH_BUDGET.bestPractices),
    seo: !(f.seo >= LH_BUDGET.seo),
    cls: !(f.cls <= LH_BUDGET.cls),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const x = (ratio: number) => `${ratio.toFixed(2)}×`;

export function checkBudgets(rows: Row[], bare: Row): Check[] {
  const checks: Check[] = [];
  const bareJs = bare.js?.ok ? bare.js.value.gzip : Number.NaN;
  const bareLoad = bare.load?.ok ? bare.load.value : undefined;
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
    if (page.lighthouse && row.lighthouse) {
      if (!row.lighthouse.ok) {
        checks.push({ page, kind: 'lighthouse', name: 'Lighthouse', actual: `not measured: ${row.lighthouse.error}`, limit: 'a report', ok: false });
      } else {
        const f = row.lighthouse.value.figures;
        const failing = lighthouseFailures(row.lighthouse.value);
        checks.push(
          { page, kind: 'lighthouse', name: 'performance', actual: String(f.performance), limit: `≥ ${LH_BUDGET.performance}`, ok: !failing.performance },
          { page, kind: 'lighthouse', name: 'accessibility', actual: String(f.accessibility), limit: `= ${LH_BUDGET.accessibility}`, ok: !failing.accessibility },
          { page, kind: 'lighthouse', name: 'best practices', actual: String(f.bestPractices), limit: `≥ ${LH_BUDGET.bestPractices}`, ok: !failing.bestPractices },
          { page, kind: 'lighthouse', name: 'SEO', actual: String(f.seo), limit: `= ${LH_BUDGET.seo}`, ok: !failing.seo },
          { page, kind: 'lighthouse', name: 'CLS', actual: f.cls.toFixed(3), limit: `≤ ${LH_BUDGET.cls}`, ok: !failing.cls },
        );
      }
    }
    if (page.load && row.load) {
      if (!row.load.ok || !bareLoad) {
        checks.push({ page, kind: 'load', name: 'load', actual: row.load.ok ? 'bare page not measured' : `not measured: ${row.load.error}`, limit: 'a run', ok: false });
        continue;
      }
      const l = row.load.value;
      const failures = l.non2xx + l.errors + l.timeouts;
      checks.push(
        {
          page,
          kind: 'load',
          name: 'requests/s',
          actual: `${l.rps.toFixed(0)} = ${x(l.rps / bareLoad.rps)} bare`,
          limit: `≥ ${x(LOAD_BUDGET.rpsRatio)} bare (${(bareLoad.rps * LOAD_BUDGET.rpsRatio).toFixed(0)})`,
          ok: l.rps >= bareLoad.rps * LOAD_BUDGET.rpsRatio,
        },
        {
          page,
          kind: 'load',
          name: 'non-2xx + errors',
          actual: `${l.non2xx} non-2xx, ${l.errors} errors (${l.timeouts} timeouts)`,
          limit: '0',
          ok: failures === 0,
        },
        {
          page,
          kind: 'load',
          name: 'p99 latency',
          actual: `${l.p99} ms = ${x(l.p99 / bareLoad.p99)} bare`,
          limit: `< ${x(LOAD_BUDGET.p99Ratio)} bare (${bareLoad.p99 * LOAD_BUDGET.p99Ratio} ms)`,
          ok: l.p99 < bareLoad.p99 * LOAD_BUDGET.p99Ratio,
        },
      );
    }
  }
  return checks;
}
