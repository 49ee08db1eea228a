/**
 * A small notification queue for the favourite toggle's messages (docs/product.md §4).
 * Hand-written rather than a toast library: it is a few lines, and every
 * page with a heart would otherwise ship the library's JavaScript.
 */
export type ToastKind = 'success' | 'warning' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

export const TOAST_MS = 4000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Each toast's countdown: running (timer set) or paused with what was left. */
const clocks = new Map<number, { timer: ReturnType<typeof setTimeout> | null; left: number; since: number }>();

function run(id: number, ms: number) {
  clocks.set(id, { timer: setTimeout(() => toastStore.dismiss(id), ms), left: ms, since: Date.now() });
}

export const toastStore = {
  getSnapshot: () => toasts,
  getServerSnapshot: (): readonly Toast[] => [],
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number) {
    const clock = clocks.get(id);
    if (clock?.timer) clearTimeout(clock.timer);
    clocks.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  /** Stops a toast's countdown while the visitor points at it or has focus in it (WCAG 2.2.1). */
  pause(id: number) {
    const clock = clocks.get(id);
    if (!clock?.timer) return;
    clearTimeout(clock.timer);
    clocks.set(id, { timer: null, left: Math.max(0, clock.left - (Date.now() - clock.since)), since: Date.now() });
  },
  /** Runs the countdown on from where it stopped (a second at least, to read it once more). */
  resume(id: number) {
    const clock = clocks.get(id);
    if (!clock || clock.timer) return;
    run(id, Math.max(clock.left, 1000));
  },
};

export function notify(kind: ToastKind, message: string): number {
  const id = nextId++;
  // At most three at once: the newest replace the oldest.
  for (const dropped of toasts.slice(0, -2)) {
    const clock = clocks.get(dropped.id);
    if (clock?.timer) clearTimeout(clock.timer);
    clocks.delete(dropped.id);
  }
  toasts = [...toasts.slice(-2), { id, kind, message }];
  emit();
  run(id, TOAST_MS);
  return id;
}
