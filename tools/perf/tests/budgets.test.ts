import { describe, expect, it } from 'vitest';
import { checkBudgets, type Row } from '../budgets';
import { barePage, bareWeightedPage, loadTargets, sitePages, type LoadTarget } from '../config';
import type { FirstLoad } from '../first-load';
import type { LighthouseFigures, LighthouseResult } from '../lighthouse';
import { renderLoadTable, renderSearchedVisits } from '../table';
import type { LoadFigures } from '../load';
import type { VisitorFigures } from '../throttled';

// The budgets `npm run perf` exits 1 on, each a ratio to a bare page of the same run (Lighthouse's scores aside): which figures pass and which do not.
const visitor = (figures: Partial<VisitorFigures>): { ok: true; value: VisitorFigures } => ({
  ok: true,
  value: { fcp: 500, lcp: 900, interactive: 1500, tap: 40, tapUnder16: false, visits: [], ...figures },
});
const load = (rps: number, failures = 0): { ok: true; value: LoadFigures } => ({
  ok: true,
  value: { rps, p50: 10, p99: 20, non2xx: failures, errors: 0, timeouts: 0, total: rps * 10 },
});
const js = (gzip: number): { ok: true; value: FirstLoad } => ({ ok: true, value: { url: 'http://a/', scripts: [], gzip } });
const lighthouse = (figures: Partial<LighthouseFigures>): { ok: true; value: LighthouseResult } => ({
  ok: true,
  value: {
    figures: {
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 1500,
      cls: 0,
      tbt: 50,
      runs: 1,
      perRun: [],
      ...figures,
    },
    lhr: {} as LighthouseResult['lhr'],
  },
});
const targets = loadTargets({ site: 'http://c', bare: 'http://d' });
const [nextStart, nginx] = targets as [LoadTarget, LoadTarget];
const page = (key: string) => sitePages('/modelos/1/ana').find((p) => p.key === key)!;
const bare: Row = {
  page: barePage,
  js: js(100_000),
  visitor: { slow: visitor({ lcp: 600, interactive: 1000 }) },
  lighthouse: lighthouse({ tbt: 100 }),
  load: { nextStart: load(1000), nginx: load(2000) },
};
const bareWeighted: Row = { page: bareWeightedPage, load: { nextStart: load(800), nginx: load(1000) } };
const failed = (rows: Row[], loadThrough = [nextStart]) =>
  checkBudgets(rows, bare, bareWeighted, loadThrough)
    .filter((c) => !c.ok)
    .map((c) => `${c.page.key} ${c.name}`);

describe('perf budgets', () => {
  it('holds first-load JS to 1.25 × the bare page, 1.35 × for the profile and the forms', () => {
    const rows: Row[] = [
      { page: page('home'), js: js(125_000) },
      { page: page('models'), js: js(126_000) },
      { page: page('profile'), js: js(135_000) },
      { page: page('beModel'), js: js(136_000) },
      { page: page('favourites'), js: js(135_000) },
      { page: page('contact'), js: js(135_000) },
    ];
    expect(failed(rows)).toEqual(['models first-load JS', 'beModel first-load JS']);
  });

  it('holds interactive on slow 4G to 1.35 × the bare page, and shows LCP and the first tap without a budget', () => {
    const rows: Row[] = [
      {
        page: page('profile'),
        visitor: { slow: visitor({ lcp: 5000, interactive: 1350, tap: 400 }), fast: visitor({ tap: 300 }) },
      },
      { page: page('models'), visitor: { slow: visitor({ interactive: 1360 }) } },
    ];
    expect(failed(rows)).toEqual(['models slow 4G interactive']);
    const interactive = checkBudgets(rows, bare, bareWeighted, []).find((c) => c.page.key === 'models')!;
    expect(interactive.actual).toBe('1.36 s = 1.36× bare');
    expect(interactive.limit).toBe('≤ 1.35× bare (1.35 s)');
  });

  it('fails interactive when the bare page could not be measured, rather than passing it', () => {
    const rows: Row[] = [{ page: page('home'), visitor: { slow: visitor({ interactive: 100 }) } }];
    const noBare: Row = { page: barePage, visitor: { slow: { ok: false, error: 'timeout' } } };
    expect(
      checkBudgets(rows, noBare, bareWeighted, [])
        .filter((c) => !c.ok)
        .map((c) => c.name),
    ).toEqual(['slow 4G interactive']);
  });

  it('wants 0.8 × the list-weight bare page through next start, 1.0 × through nginx, and no error', () => {
    expect(nextStart.rpsRatio).toBe(0.8);
    expect(nginx.rpsRatio).toBe(1);
    const rows: Row[] = [
      { page: page('models'), load: { nextStart: load(640), nginx: load(990) } },
      { page: page('profile'), load: { nextStart: load(5000, 1), nginx: load(1000) } },
    ];
    expect(failed(rows, [nextStart, nginx])).toEqual([
      'models requests/s (through nginx)',
      'profile non-2xx + errors (one `next start`)',
    ]);
    // Without the cluster's URLs nothing is checked through nginx.
    expect(failed(rows, [nextStart])).toEqual(['profile non-2xx + errors (one `next start`)']);
  });

  it("holds Lighthouse's performance to 95, accessibility and SEO to 100 (SEO where indexable), and only those scores", () => {
    const rows: Row[] = [
      { page: page('home'), lighthouse: lighthouse({ performance: 94, bestPractices: 70, cls: 0.3 }) },
      { page: page('models'), lighthouse: lighthouse({ accessibility: 99, seo: 92 }) },
      { page: page('profile'), lighthouse: lighthouse({ performance: 95 }) },
      // The favourites are noindex: Lighthouse's SEO score counts that, and no budget holds it.
      { page: page('favourites'), lighthouse: lighthouse({ seo: 66 }) },
    ];
    expect(failed(rows)).toEqual(['home performance', 'models accessibility', 'models SEO']);
  });

  it("holds Lighthouse's Total Blocking Time to 2 × the bare page's, never under 50 ms", () => {
    const rows: Row[] = [
      { page: page('home'), lighthouse: lighthouse({ tbt: 200 }) },
      { page: page('models'), lighthouse: lighthouse({ tbt: 201 }) },
    ];
    expect(failed(rows)).toEqual(['models Total Blocking Time']);
    const quiet: Row = { ...bare, lighthouse: lighthouse({ tbt: 0 }) };
    const checks = checkBudgets([{ page: page('home'), lighthouse: lighthouse({ tbt: 50 }) }], quiet, bareWeighted, []);
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it('fails a page whose visits could not be measured', () => {
    expect(failed([{ page: page('favourites'), visitor: { slow: { ok: false, error: 'timeout' } } }])).toEqual([
      'favourites visits (slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up, CPU ×4))',
    ]);
  });

  it("shows each page's requests/s beside both bare pages and marks the budget's column, the list-weight one", () => {
    const rows: Row[] = [{ page: page('models'), load: { nextStart: load(600), nginx: load(940) } }];
    const table = renderLoadTable(
      rows,
      bare,
      checkBudgets(rows, bare, bareWeighted, [nextStart, nginx]),
      [nextStart, nginx],
      bareWeighted,
    ).split('\n');
    expect(table[0]).toContain('| next start: req/s | × bare | × bare at list weight | p50 |');
    expect(table.find((line) => line.startsWith('| Models list'))).toContain(
      '| 600 | 0.60× | 0.75× ✗ | 10 ms | 20 ms | 0 | 940 | 0.47× | 0.94× ✗ |',
    );
    expect(table.find((line) => line.startsWith('| Bare page at the list'))).toContain('| 800 | 0.80× | 1.00× |');
  });

  it("through nginx, with the run's own servers, holds what a request costs them, not requests/s (decision 0076)", () => {
    const withServers = loadTargets({ site: 'http://c', bare: 'http://d', servers: { site: () => [1], bare: () => [2] } });
    const nginxCpu = withServers.find((target) => target.key === 'nginx')!;
    const served = (rps: number, serverCpuMs: number) => ({
      ok: true as const,
      value: { ...load(rps).value, serverCpuMs, serverCpuRatio: 0.05 / serverCpuMs },
    });
    const weighted: Row = { page: bareWeightedPage, load: { nginx: served(1000, 0.05) } };
    const rows: Row[] = [
      // Fewer requests/s (the load generator's ceiling) at the same cost a request: within the budget.
      { page: page('models'), load: { nginx: served(700, 0.05) } },
      // As many requests/s, each costing the servers a fifth more: over it.
      { page: page('profile'), load: { nginx: served(1000, 0.06) } },
    ];
    const checks = checkBudgets(rows, bare, weighted, [nginxCpu]);
    expect(checks.filter((c) => !c.ok).map((c) => `${c.page.key} ${c.name}`)).toEqual([
      'profile requests per server CPU-second (through nginx)',
    ]);
    expect(checks.find((c) => c.page.key === 'models' && c.name.startsWith('requests per'))?.actual).toBe(
      '20000 (0.050 ms a request) = 1.00× bare at list weight (median of rounds)',
    );
    // Without a reading of either side's servers, requests/s stay the budget.
    expect(failed([{ page: page('models'), load: { nginx: load(990) } }], [nginxCpu])).toEqual([
      'models requests/s (through nginx)',
    ]);
    const table = renderLoadTable(rows, bare, checks, [nextStart, nginxCpu], weighted).split('\n');
    expect(table[0]).toContain(
      '| through nginx: req/s | × bare | × bare at list weight | server CPU a request | requests per CPU-second × bare at list weight | p50 |',
    );
    expect(table.find((line) => line.startsWith('| Profile'))).toContain('| 1000 | 0.50× | 1.00× | 0.060 ms | 0.83× ✗ | 10 ms |');
  });

  it('puts the searched list beside the models list as a visitor waits for it', () => {
    const rows: Row[] = [
      { page: page('models'), visitor: { slow: visitor({ lcp: 800, interactive: 1900 }), fast: visitor({ lcp: 400 }) } },
      {
        page: page('searched'),
        visitor: { slow: visitor({ lcp: 880, interactive: 1900 }), fast: { ok: false, error: 'timeout' } },
      },
    ];
    expect(renderSearchedVisits(rows)).toBe(
      'Searched list against the models list, as a visitor waits for it: slow 4G: LCP 0.88 s vs 0.80 s (1.10×), interactive 1.90 s vs 1.90 s (1.00×); fast line: not measured.',
    );
  });
});
