/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`
 * (requestIdleCallback); where that API is missing (Safari before 18.2),
 * after `fallbackMs`. Work that can wait for the page's own load (a module,
 * a slider's setup, rows drawn ahead of a tap) goes through here.
 * Returns a function that cancels it, for an effect's cleanup.
 */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}
