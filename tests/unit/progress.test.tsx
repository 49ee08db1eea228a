import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { doneProgress, failProgress, loadProgressBar, startProgress, trackedFetch } from '@/lib/browser/progress';
import { PROGRESS } from '@/lib/rules/constants';

const bar = () => document.getElementById('nprogress');

describe('the global progress bar (docs/product.md §4)', () => {
  // Pages fetch the bar's code when idle after hydration (warmProgress); here, before the first test.
  beforeAll(async () => {
    await loadProgressBar();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    doneProgress();
    vi.runAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays hidden for calls shorter than the 200 ms throttle', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS.throttleMs - 1);
    doneProgress();
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('shows after the throttle and fades out after done', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    expect(bar()).not.toBeNull();
    doneProgress();
    vi.advanceTimersByTime(PROGRESS.hideDelayMs * 3);
    expect(bar()).toBeNull();
  });

  it('draws a bar hidden from assistive technology, with no made-up ARIA role, that moves', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    const inner = bar()?.querySelector<HTMLElement>('.bar');
    expect(inner?.getAttribute('aria-hidden')).toBe('true');
    expect(bar()?.querySelector('[role]')).toBeNull();
    expect(inner?.style.transform).toMatch(/translate/);
  });

  it('turns red when a call fails, even a fast one', () => {
    startProgress();
    failProgress();
    expect(bar()?.classList.contains('failed')).toBe(true);
  });

  it('ends by itself after the 5 s duration', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS.throttleMs + PROGRESS.durationMs + PROGRESS.hideDelayMs * 3);
    expect(bar()).toBeNull();
  });

  it('marks a failed response of the site as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    startProgress();
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    const response = await trackedFetch('/api/talents?page=2');
    expect(response.status).toBe(503);
    expect(bar()?.classList.contains('failed')).toBe(true);
  });

  it('ends without red when the caller aborts its own call (a newer one replaced it)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const call = trackedFetch('/api/talents/availability?ids=1', { signal: controller.signal });
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    controller.abort();
    await expect(call).rejects.toThrow('aborted');
    expect(bar()?.classList.contains('failed')).toBe(false);
  });

  describe("before the bar's code has arrived (a navigation before the page was idle)", () => {
    it('draws the bar as soon as the code arrives', async () => {
      vi.resetModules();
      const fresh = await import('@/lib/browser/progress');
      fresh.startProgress();
      vi.advanceTimersByTime(PROGRESS.throttleMs);
      await vi.waitFor(() => expect(bar()).not.toBeNull());
      fresh.doneProgress();
      vi.advanceTimersByTime(PROGRESS.hideDelayMs * 3);
      expect(bar()).toBeNull();
    });

    it('draws nothing for a call that ended while the code was on its way', async () => {
      vi.resetModules();
      const fresh = await import('@/lib/browser/progress');
      fresh.startProgress();
      vi.advanceTimersByTime(PROGRESS.throttleMs);
      fresh.doneProgress();
      await fresh.loadProgressBar();
      vi.advanceTimersByTime(1000);
      expect(bar()).toBeNull();
    });
  });
});
