import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectScreen,
  isPendingScreen,
  pendingScreen,
  screenArrived,
  subscribePendingScreen,
} from '@/lib/browser/pending-screen';
import { PROGRESS } from '@/lib/rules/constants';

describe('the screen on its way (the loading state)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    screenArrived();
    vi.useRealTimers();
  });

  it('shows after the progress bar throttle, so a screen that comes at once never flashes one', () => {
    const heard = vi.fn();
    const stop = subscribePendingScreen(heard);
    expectScreen('post');
    vi.advanceTimersByTime(PROGRESS.throttleMs - 1);
    expect(pendingScreen()).toBeNull();
    screenArrived();
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    expect(pendingScreen()).toBeNull();
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('stays until the screen arrives, and is given up after 20 s', () => {
    const heard = vi.fn();
    const stop = subscribePendingScreen(heard);
    expectScreen('list');
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    expect(pendingScreen()).toBe('list');
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(19_000);
    expect(pendingScreen()).toBe('list');
    vi.advanceTimersByTime(1_000);
    expect(pendingScreen()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a second navigation replaces the first', () => {
    expectScreen('post');
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    expectScreen('selection');
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    expect(pendingScreen()).toBe('selection');
  });

  it('knows only the screens rendered on demand', () => {
    expect(['list', 'post', 'selection'].every(isPendingScreen)).toBe(true);
    expect(isPendingScreen('profile')).toBe(false);
    expect(isPendingScreen(null)).toBe(false);
  });
});
