import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, toastStore, TOAST_MS } from '@/lib/browser/toasts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of toastStore.getSnapshot()) toastStore.dismiss(t.id);
    vi.useRealTimers();
  });

  const shown = (id: number) => toastStore.getSnapshot().some((t) => t.id === id);

  it('goes after its time', () => {
    const id = notify('success', 'Ana foi adicionada aos favoritos.');
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(shown(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown(id)).toBe(false);
  });

  it('stays while paused (pointer over it or focus in it) and runs on from where it stopped', () => {
    const id = notify('warning', 'Ana saiu dos seus favoritos.');
    vi.advanceTimersByTime(3000);
    toastStore.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(shown(id)).toBe(true);
    toastStore.resume(id);
    vi.advanceTimersByTime(999);
    expect(shown(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown(id)).toBe(false);
  });

  it('a paused toast pushed out by newer ones leaves no countdown behind', () => {
    const first = notify('success', 'one');
    toastStore.pause(first);
    notify('success', 'two');
    notify('success', 'three');
    notify('success', 'four');
    expect(shown(first)).toBe(false);
    toastStore.resume(first);
    vi.advanceTimersByTime(TOAST_MS);
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
