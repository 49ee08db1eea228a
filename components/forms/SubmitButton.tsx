'use client';

import { useId } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { useTranslations } from 'next-intl';
import type { SubmissionStatus } from './useFormSubmission';

/**
 * Enviar → Enviando → Enviado (docs/product.md §4). The label sits in a polite live
 * region so a screen reader hears each state; the button cannot be pressed
 * again while a submission is under way or just sent, nor before the page
 * is interactive (a native submit would bypass the form's handling). While
 * sending and once sent it says so with `aria-disabled` and refuses presses
 * itself: a `disabled` button would drop the keyboard visitor's focus to the
 * page at the very moment they pressed it.
 */
export function SubmitButton({
  status,
  disabled = false,
  why,
  sentLine = null,
  className = '',
}: {
  status: SubmissionStatus;
  disabled?: boolean;
  /** Why the button is disabled (`disabled`), said beside it. */
  why?: string;
  /**
   * What the status beside the button says once a form was sent, and keeps
   * saying after the reset empties it (the budget request: when, for how
   * many talents), until another is sent. Without it the thanks show only
   * while the button says sent.
   */
  sentLine?: string | null;
  className?: string;
}) {
  const hydrated = useHydrated();
  const t = useTranslations('Form');
  const reason = useId();
  const label = status === 'sending' ? t('sending') : status === 'sent' ? t('sent') : t('send');
  return (
    <div className={`flex flex-wrap items-center gap-x-5 gap-y-2 ${className}`}>
      <button
        type="submit"
        disabled={!hydrated || disabled}
        aria-disabled={status !== 'idle' || undefined}
        aria-describedby={disabled && why ? reason : undefined}
        onClick={(event) => {
          // Enter in a field presses this button too: nothing is sent twice.
          if (status !== 'idle') event.preventDefault();
        }}
        aria-busy={status === 'sending' || undefined}
        className="inline-flex min-h-12 min-w-40 items-center justify-center gap-3 bg-ink px-8 text-xs tracking-[0.25em] text-paper uppercase transition-opacity hover:opacity-85 focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-ink disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 data-[status=sent]:opacity-100"
        data-status={status}
      >
        {status === 'sending' ? (
          <span
            aria-hidden="true"
            className="h-3 w-3 animate-spin rounded-full border border-paper/40 border-t-paper motion-reduce:animate-none"
          />
        ) : null}
        <span aria-live="polite">{label}</span>
      </button>
      <p role="status" className="text-sm text-stone">
        {sentLine ?? (status === 'sent' ? t('sentMessage') : null)}
      </p>
      {/* Why it cannot be pressed: script is off (the browser alone decides, so nothing shifts where it runs), or what is missing. */}
      <p id={reason} className={`basis-full text-sm text-stone ${disabled && why ? '' : 'hidden noscript:block'}`}>
        <span className="hidden noscript:inline">{t('needsScript')} </span>
        {disabled && why ? why : null}
      </p>
    </div>
  );
}
