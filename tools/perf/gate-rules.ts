// The speed gate's rules (tools/perf/gate.ts): what a measurement is held
// against, kept apart from the measuring so they have unit tests.

/** A page may grow by this much first-load JS (gzip bytes) before the gate fails. */
export const JS_GROWTH_ALLOWED = 2048;
/**
 * The site's server CPU per request, as a ratio to the bare page's, may grow by this factor: the tightest the
 * run-to-run spread on two shared cores allows (docs/decisions/0061-speed-gate-in-npm-test.md).
 */
export const CPU_REGRESSION_FACTOR = 1.25;

export type GatePage = 'home' | 'models' | 'profile' | 'favourites' | 'beModel' | 'contact';
export type CpuPage = 'models' | 'profile';

/** tools/perf/gate-baseline.json: raised only by a commit that says what the bytes buy. */
export interface GateBaseline {
  /** gzip bytes of every script the served HTML loads, per page. */
  firstLoadJs: Record<GatePage, number>;
  /** server CPU per request of the page ÷ the bare list-weight page's, served alike. */
  cpuRatio: Record<CpuPage, number>;
}

export interface Check {
  name: string;
  ok: boolean;
  /** What was measured against what, for the output. */
  detail: string;
}

export function checkFirstLoad(page: GatePage, bytes: number, baseline: GateBaseline): Check {
  const allowed = baseline.firstLoadJs[page];
  const growth = bytes - allowed;
  const sign = growth >= 0 ? '+' : '−';
  return {
    name: `first-load JS, ${page}`,
    ok: growth <= JS_GROWTH_ALLOWED,
    detail: `${kb(bytes)} against ${kb(allowed)} (${sign}${kb(Math.abs(growth))}; fails above +${kb(JS_GROWTH_ALLOWED)})`,
  };
}

export function checkCpu(page: CpuPage, ratio: number, baseline: GateBaseline): Check {
  const limit = baseline.cpuRatio[page] * CPU_REGRESSION_FACTOR;
  return {
    name: `server CPU per request, ${page}`,
    ok: Number.isFinite(ratio) && ratio < limit,
    detail: `${ratio.toFixed(2)} × the bare page (baseline ${baseline.cpuRatio[page].toFixed(2)} ×; fails at ${limit.toFixed(2)} ×)`,
  };
}

/** CPU milliseconds per request from two readings of a process's CPU time (ms) around `requests` requests. */
export function cpuPerRequest(beforeMs: number, afterMs: number, requests: number): number {
  if (requests <= 0) throw new Error('no requests measured');
  return (afterMs - beforeMs) / requests;
}

/** utime + stime of /proc/<pid>/stat, in ms (`ticksPerSecond`: the kernel's USER_HZ, 100 on Linux). */
export function procCpuMs(stat: string, ticksPerSecond = 100): number {
  // The command (field 2) is in parentheses and may hold spaces: count the fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the whole line are the 12th and 13th after the command.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('unreadable /proc stat line');
  return ((utime + stime) * 1000) / ticksPerSecond;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
