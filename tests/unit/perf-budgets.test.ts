import { describe, expect, it } from 'vitest';
import { checkBudgets, type Row } from '@/scripts/perf/budgets';
import { barePage, bareWeightedPage, sitePages, type LoadTarget } from '@/scripts/perf/config';
import { renderLoadTable, renderSearchedVisits } from '@/scripts/perf/table';
import type { LoadFigures } from '@/scripts/perf/load';
import type { VisitorFigures } from '@/scripts/perf/throttled';

// The budgets of issue 14 that `npm run perf` exits 1 on: which figures pass and which do not.
const visitor = (figures: Partial<VisitorFigures>): { ok: true; value: VisitorFigures } => ({
  ok: true,
  value: { fcp: 500, lcp: 900, interactive: 1500, tap: 40, tapUnder16: false, visits: [], ...figures },
});
const load = (rps: number, failures = 0): { ok: true; value: LoadFigures } => ({
  ok: true,
  value: { rps, p50: 10, p99: 20, non2xx: failures, errors: 0, timeouts: 0, total: rps * 10 },
});
const nextStart: LoadTarget = { key: 'nextStart', label: 'one `next start`', siteBase: 'http://a', bareBase: 'http://b', rpsRatio: 0.7 };
const nginx: LoadTarget = { key: 'nginx', label: 'through nginx', siteBase: 'http://c', bareBase: 'http://d', rpsRatio: 0.9 };
const page = (key: string) => sitePages('/modelos/1/ana').find((p) => p.key === key)!;
const bare: Row = { page: barePage, visitor: { slow: visitor({ lcp: 600, interactive: 1000 }) }, load: { nextStart: load(1000), nginx: load(2000) } };
const failed = (rows: Row[], targets = [nextStart]) => checkBudgets(rows, bare, targets).filter((c) => !c.ok).map((c) => `${c.page.key} ${c.name}`);

describe('perf budgets', () => {
  it('holds LCP to 1.2 s and interactive to 2.0 s on slow 4G, shown against the bare page', () => {
    const rows: Row[] = [{ page: page('profile'), visitor: { slow: visitor({ lcp: 1250, interactive: 2000 }) } }];
    expect(failed(rows)).toEqual(['profile slow 4G LCP']);
    const lcp = checkBudgets(rows, bare, []).find((c) => c.name === 'slow 4G LCP')!;
    expect(lcp.actual).toBe('1.25 s = 2.08× bare');
  });

  it('holds a first tap to 100 ms on both lines, and only where the page has something to tap', () => {
    const rows: Row[] = [
      { page: page('models'), visitor: { slow: visitor({ tap: 16, tapUnder16: true }), fast: visitor({ tap: 104 }) } },
      { page: page('home'), visitor: { slow: visitor({ tap: Number.NaN }), fast: visitor({ tap: Number.NaN }) } },
    ];
    expect(failed(rows)).toEqual(['models first tap (fast line)']);
    expect(checkBudgets(rows, bare, []).filter((c) => c.page.key === 'home' && c.name.startsWith('first tap'))).toEqual([]);
  });

  it('wants 0.7 × the bare page through next start, 0.9 × through nginx, and no error', () => {
    const rows: Row[] = [
      { page: page('models'), load: { nextStart: load(700), nginx: load(1700) } },
      { page: page('profile'), load: { nextStart: load(5000, 1), nginx: load(1800) } },
    ];
    expect(failed(rows, [nextStart, nginx])).toEqual(['models requests/s (through nginx)', 'profile non-2xx + errors (one `next start`)']);
    // Without the cluster's URLs nothing is checked through nginx.
    expect(failed(rows, [nextStart])).toEqual(['profile non-2xx + errors (one `next start`)']);
  });

  it('fails a page whose visits could not be measured', () => {
    expect(failed([{ page: page('favourites'), visitor: { slow: { ok: false, error: 'timeout' } } }])).toEqual(['favourites visits (slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up, CPU ×4))']);
  });

  it("shows each page's requests/s beside the bare page at the list's weight too, with no budget of its own", () => {
    const weighted: Row = { page: bareWeightedPage, load: { nextStart: load(800), nginx: load(1000) } };
    const rows: Row[] = [{ page: page('models'), load: { nextStart: load(600), nginx: load(940) } }];
    const table = renderLoadTable(rows, bare, checkBudgets(rows, bare, [nextStart, nginx]), [nextStart, nginx], weighted).split('\n');
    expect(table[0]).toContain('| next start: req/s | × bare | × bare at list weight | p50 |');
    expect(table.find((line) => line.startsWith('| Models list'))).toContain('| 600 | 0.60× ✗ | 0.75× | 10 ms | 20 ms | 0 | 940 | 0.47× ✗ | 0.94× |');
    expect(table.find((line) => line.startsWith('| Bare page at the list'))).toContain('| 800 | 0.80× | 1.00× |');
  });

  it('puts the searched list beside the models list as a visitor waits for it', () => {
    const rows: Row[] = [
      { page: page('models'), visitor: { slow: visitor({ lcp: 800, interactive: 1900 }), fast: visitor({ lcp: 400 }) } },
      { page: page('searched'), visitor: { slow: visitor({ lcp: 880, interactive: 1900 }), fast: { ok: false, error: 'timeout' } } },
    ];
    expect(renderSearchedVisits(rows)).toBe(
      'Searched list against the models list, as a visitor waits for it: slow 4G: LCP 0.88 s vs 0.80 s (1.10×), interactive 1.90 s vs 1.90 s (1.00×); fast line: not measured.',
    );
  });
});
