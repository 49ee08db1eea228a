'use client';

import { useSyncExternalStore } from 'react';
import { toastStore } from '@/lib/browser/toasts';
import { CloseIcon } from './icons';

const tone = {
  success: 'border-l-ink',
  warning: 'border-l-accent',
  error: 'border-l-alert',
} as const;

/**
 * The live region where toasts appear; screen readers hear each one once.
 * It is the only live region: a toast keeps its role (status, or alert for
 * an error) with `aria-live="off"`, since a live region inside another is
 * announced by both (a heart's toast was read twice).
 */
export function Toasts({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 top-[72px] z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-8"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          aria-live="off"
          onPointerEnter={() => toastStore.pause(toast.id)}
          onPointerLeave={() => toastStore.resume(toast.id)}
          onFocus={() => toastStore.pause(toast.id)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toastStore.resume(toast.id);
          }}
          className={`toast-in pointer-events-auto flex max-w-sm items-start gap-3 border border-l-4 border-line bg-paper px-4 py-3 text-sm shadow-lg ${tone[toast.kind]}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => toastStore.dismiss(toast.id)}
            className="-m-2 p-2 text-stone hover:text-ink"
            aria-label={dismissLabel}
          >
            <CloseIcon width={14} height={14} />
          </button>
        </div>
      ))}
    </div>
  );
}
