// The budgets of issues 8 and 14, checked against one run's figures.
import { LH_BUDGET, LINES, VISITOR_BUDGET, type Line, type LoadTarget, type Page } from './config';
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';
import type { LoadFigures } from './load';
import type { VisitorFigures } from './throttled';

/** A measurement, or why it could not be taken. */
export type Measured<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Row {
  page: Page;
  js?: Measured<FirstLoad>;
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
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Names of the visitor checks, shared with the table (which flags the cells). */
export const visitorCheck = {
  lcp: 'slow 4G LCP',
  interactive: 'slow 4G interactive',
  tap: (line: Line['key']) => `first tap (${line === 'slow' ? 'slow 4G' : 'fast line'})`,
};
export const loadCheck = {
  rps: (target: LoadTarget) => `requests/s (${target.label})`,
  errors: (target: LoadTarget) => `non-2xx + errors (${target.label})`,
};

export function checkBudgets(rows: Row[], bare: Row, targets: LoadTarget[]): Check[] {
  const checks: Check[] = [];
  const bareJs = bare.js?.ok ? bare.js.value.gzip : Number.NaN;
  const bareSlow = bare.visitor?.slow?.ok ? bare.visitor.slow.value : undefined;
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
          checks.push({ page, kind: 'visitor', name: `visits (${LINES[key].label})`, actual: `not measured: ${measured.error}`, limit: 'a median', ok: false });
          continue;
        }
        const v = measured.value;
        if (key === 'slow') {
          const versus = (value: number, reference: number | undefined) => (reference ? ` = ${x(value / reference)} bare` : '');
          checks.push(
            { page, kind: 'visitor', name: visitorCheck.lcp, actual: `${s(v.lcp)}${versus(v.lcp, bareSlow?.lcp)}`, limit: `≤ ${s(VISITOR_BUDGET.lcp)}`, ok: v.lcp <= VISITOR_BUDGET.lcp },
            {
              page,
              kind: 'visitor',
              name: visitorCheck.interactive,
              actual: `${s(v.interactive)}${versus(v.interactive, bareSlow?.interactive)}`,
              limit: `≤ ${s(VISITOR_BUDGET.interactive)}`,
              ok: v.interactive <= VISITOR_BUDGET.interactive,
            },
          );
        }
        if (page.tap) {
          checks.push({
            page,
            kind: 'visitor',
            name: visitorCheck.tap(key),
            actual: v.tapUnder16 ? '≤ 16 ms' : `${Math.round(v.tap)} ms`,
            limit: `≤ ${VISITOR_BUDGET.tap} ms`,
            ok: v.tap <= VISITOR_BUDGET.tap,
          });
        }
      }
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
    if (page.load) {
      for (const target of targets) {
        const measured = row.load?.[target.key];
        if (!measured) continue;
        const bareLoad = bare.load?.[target.key];
        if (!measured.ok || !bareLoad?.ok) {
          checks.push({
            page,
            kind: 'load',
            name: `load (${target.label})`,
            actual: measured.ok ? 'bare page not measured' : `not measured: ${measured.error}`,
            limit: 'a run',
            ok: false,
          });
          continue;
        }
        const l = measured.value;
        const reference = bareLoad.value.rps;
        checks.push(
          {
            page,
            kind: 'load',
            name: loadCheck.rps(target),
            actual: `${l.rps.toFixed(0)} = ${x(l.rps / reference)} bare`,
            limit: `≥ ${x(target.rpsRatio)} bare (${(reference * target.rpsRatio).toFixed(0)})`,
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
