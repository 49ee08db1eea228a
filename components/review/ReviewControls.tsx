'use client';

import type { PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { reviewStore } from '@/lib/browser/review';
import {
  REVIEW_INTENTS,
  REVIEW_NOTE_MAX,
  REVIEW_VERDICTS,
  setIntent,
  setNote,
  type Intent,
  type Review,
  type TalentReview,
  type Verdict,
} from '@/lib/rules/review';

const VERDICT_BUTTON =
  'min-h-11 border border-line text-xs tracking-[0.08em] uppercase transition-colors hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper';
const MOVE_BUTTON =
  'flex h-9 items-center justify-center bg-paper/90 text-base transition-colors hover:bg-paper aria-disabled:cursor-not-allowed aria-disabled:text-stone/50';
const FIELD = 'w-full border border-line bg-paper px-2 text-sm focus:border-ink';

/**
 * One talent's review inside its card: over the photo its place in the
 * client's order (the handle to drag it by) with the buttons that move it
 * earlier or later and, once the job's dates are given, a clash with its
 * availability, announced politely; under the card the verdict (three
 * toggle buttons), the next step and a note. Every part keeps its room whatever is chosen, so nothing moves when
 * a verdict changes.
 */
export function ReviewControls({
  talent,
  rank,
  count,
  review,
  clash,
  onMove,
  onVerdict,
  onDragStart,
}: {
  talent: { id: number; name: string };
  rank: number;
  count: number;
  review: TalentReview | undefined;
  clash: string | undefined;
  onMove: (to: number, control: 'earlier' | 'later') => void;
  /** The verdict button pressed (the same again takes it back). */
  onVerdict: (verdict: Verdict) => void;
  /** The number over the photo is the handle a card is dragged by. */
  onDragStart: (event: PointerEvent<HTMLElement>) => void;
}) {
  const t = useTranslations('ReviewBoard');
  const words = useTranslations('Review');
  const name = { name: talent.name };
  // The store exists in the browser only: asked on a click, never while rendering.
  const change = (edit: (review: Review) => Review) => reviewStore().change(edit);
  const first = rank === 1;
  const last = rank === count;
  return (
    <>
      {/* Over the photo's corner, a column: the number (the handle a card is dragged by), earlier, later. */}
      <div className="absolute top-0 left-0 grid w-9 noscript:hidden">
        <span
          onPointerDown={onDragStart}
          data-testid="review-rank"
          title={t('drag')}
          className="flex h-9 cursor-grab touch-none items-center justify-center bg-ink font-display text-lg text-paper tabular-nums select-none"
        >
          <span aria-hidden="true">{rank}</span>
          <span className="sr-only">{t('rank', { rank, count })}</span>
        </span>
        <button
          type="button"
          data-move="earlier"
          aria-label={t('earlier', name)}
          aria-disabled={first}
          className={MOVE_BUTTON}
          onClick={() => !first && onMove(rank - 2, 'earlier')}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          data-move="later"
          aria-label={t('later', name)}
          aria-disabled={last}
          className={MOVE_BUTTON}
          onClick={() => !last && onMove(rank, 'later')}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[2/3] flex-col justify-end noscript:hidden">
        <p
          aria-live="polite"
          data-testid="review-clash"
          className="bg-ink/85 px-2 py-1.5 text-xs leading-4 text-paper empty:hidden"
        >
          {clash ?? ''}
        </p>
      </div>
      <div className="mt-3 grid gap-2 noscript:hidden">
        <div role="group" aria-label={t('verdictGroup', name)} className="grid grid-cols-3 gap-1">
          {REVIEW_VERDICTS.map((verdict) => (
            <button
              key={verdict}
              type="button"
              aria-pressed={review?.verdict === verdict}
              className={VERDICT_BUTTON}
              onClick={() => onVerdict(verdict)}
            >
              {words(`verdicts.${verdict}`)}
            </button>
          ))}
        </div>
        <select
          aria-label={t('intentLabel', name)}
          value={review?.intent ?? ''}
          onChange={(event) =>
            change((current) => setIntent(current, talent.id, (event.target.value || undefined) as Intent | undefined))
          }
          className={`${FIELD} min-h-11`}
        >
          <option value="">{t('intentNone')}</option>
          {REVIEW_INTENTS.map((intent) => (
            <option key={intent} value={intent}>
              {words(`intents.${intent}`)}
            </option>
          ))}
        </select>
        <textarea
          aria-label={t('noteLabel', name)}
          placeholder={t('notePlaceholder')}
          maxLength={REVIEW_NOTE_MAX}
          rows={2}
          value={review?.note ?? ''}
          onChange={(event) => change((current) => setNote(current, talent.id, event.target.value))}
          className={`${FIELD} resize-none py-1.5`}
        />
      </div>
    </>
  );
}
