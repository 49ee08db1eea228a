import { describe, expect, it } from 'vitest';
import { summarize } from '../main-thread';

const main = { pid: 1, tid: 7 };
const other = { pid: 1, tid: 8 };
const events = [
  { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...other, args: { name: 'Compositor' } },
  // A long task: 100 ms, of which a script's evaluation takes 50 ms, 20 of them parsing a function.
  { name: 'RunTask', ph: 'X', ts: 1_000_000, dur: 100_000, ...main },
  {
    name: 'EvaluateScript',
    ph: 'X',
    ts: 1_010_000,
    dur: 50_000,
    ...main,
    args: { data: { url: 'http://x/_next/static/chunks/a.js?dpl=1' } },
  },
  { name: 'V8.ParseFunction', ph: 'X', ts: 1_020_000, dur: 20_000, ...main },
  // A short task, and work on another thread that does not count.
  { name: 'RunTask', ph: 'X', ts: 3_000_000, dur: 10_000, ...main },
  { name: 'RunTask', ph: 'X', ts: 1_000_000, dur: 500_000, ...other },
];

describe("a load's main thread from its trace", () => {
  const result = summarize('http://x/', events, 42, 900);

  it('adds up the main thread only, and lists each task over 50 ms with what it is made of, by self time', () => {
    expect(result.total).toBe(110);
    expect(result.longTasks).toEqual([
      {
        start: 0,
        duration: 100,
        parts: [
          ['RunTask', 50],
          ['EvaluateScript a.js', 30],
          ['V8.ParseFunction', 20],
        ],
      },
    ]);
  });

  it('gives the time by kind of work and what the page still does at rest', () => {
    expect(result.byKind).toEqual([
      ['RunTask', 60],
      ['EvaluateScript a.js', 30],
      ['V8.ParseFunction', 20],
    ]);
    // The last 2 s before the last task ended hold only the short task.
    expect(result.atRest).toBe(10);
    expect(result).toMatchObject({ elements: 42, hydrated: 900 });
  });
});
