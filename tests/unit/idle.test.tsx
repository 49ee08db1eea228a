import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/browser/idle';

describe('whenIdle: work that waits for the page to be idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks requestIdleCallback with the timeout and cancels through it', () => {
    let idleTask: (() => void) | undefined;
    const request = vi.fn<(task: () => void, options?: IdleRequestOptions) => number>((task) => {
      idleTask = task;
      return 7;
    });
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();

    const stop = whenIdle(task, { timeoutMs: 3000, fallbackMs: 1000 });
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled(); // only the idle callback runs it, never a timer beside it
    idleTask?.();
    expect(task).toHaveBeenCalledOnce();

    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, runs after the fallback delay, and not at all once cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 3000, fallbackMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const stop = whenIdle(cancelled, { timeoutMs: 3000, fallbackMs: 1000 });
    stop();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
