import { describe, expect, it } from 'vitest';
import { checkCpu, checkFirstLoad, cpuPerRequest, procCpuMs, type GateBaseline } from '../gate-rules';
import { median } from '../stats';

const baseline: GateBaseline = {
  firstLoadJs: { home: 150_000, models: 160_000, profile: 160_000, favourites: 170_000, beModel: 170_000, contact: 170_000 },
  cpuRatio: { models: 1.2, profile: 1.1 },
};

describe('first-load JS against the baseline', () => {
  it('lets a page grow by up to 2 KB and fails past it', () => {
    expect(checkFirstLoad('models', 160_000 + 2048, baseline).ok).toBe(true);
    expect(checkFirstLoad('models', 160_000 + 2049, baseline).ok).toBe(false);
  });

  it('passes a page that shrank, saying by how much', () => {
    const check = checkFirstLoad('home', 140_000, baseline);
    expect(check.ok).toBe(true);
    expect(check.detail).toContain('−9.8 KB');
  });
});

describe('server CPU per request against the baseline ratio', () => {
  it('fails at 1.25 × the committed ratio, not below', () => {
    expect(checkCpu('models', 1.49, baseline).ok).toBe(true);
    expect(checkCpu('models', 1.5, baseline).ok).toBe(false);
    expect(checkCpu('profile', 1.3, baseline).ok).toBe(true);
    expect(checkCpu('profile', 1.38, baseline).ok).toBe(false);
  });

  it('fails a ratio that could not be measured', () => {
    expect(checkCpu('models', Number.NaN, baseline).ok).toBe(false);
  });
});

describe('reading a process CPU time', () => {
  it('adds user and system time of /proc/<pid>/stat, a command with spaces and parentheses included', () => {
    const stat =
      '12801 (next-server (v16.4.6)) S 1 12801 12801 0 -1 4194560 50000 0 0 0 1234 567 0 0 20 0 11 0 1000 13551528960 51234 18446744073709551615';
    expect(procCpuMs(stat)).toBe((1234 + 567) * 10);
  });

  it('divides the CPU spent by the requests served', () => {
    expect(cpuPerRequest(1000, 1500, 100)).toBe(5);
    expect(() => cpuPerRequest(0, 1, 0)).toThrow();
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
