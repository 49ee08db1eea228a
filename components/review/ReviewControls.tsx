'use client';

import type { PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { REVIEW_CONTROLS_ROOM } from '@/components/favorites/favorites-grid';
// Drawn, not the arrow characters: axe cannot judge a lone glyph's contrast and asks for a review of each.
import { ArrowLeftIcon } from '@/components/ui/icons';
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
  'flex w-11 items-center justify-center border border-line text-base transition-colors hover:border-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
const FIELD = 'w-full border border-line bg-paper px-2 text-sm focus:border-ink';

/**
 * One talent's review inside its card: over the photo, once the job's
 * dates are given, a clash with its availability, announced politely;
 * under the card its place in the client's order (the number, the handle to
 * drag it by, and the buttons that move it earlier or later), the verdict
 * (three toggle buttons), the next step and a note. The controls keep one
 * room whatever is chosen (REVIEW_CONTROLS_ROOM, which the favourites'
 * placeholders keep too), so nothing moves when a verdict changes.
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
      <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[2/3] flex-col justify-end noscript:hidden">
        <p aria-live="polite" data-testid="review-clash" className="bg-ink px-2 py-1.5 text-xs leading-4 text-paper empty:hidden">
          {clash ?? ''}
        </p>
      </div>
      <div className={`${REVIEW_CONTROLS_ROOM} grid grid-rows-[2.75rem_2.75rem_2.75rem_1fr] gap-2 noscript:hidden`}>
        {/* The card's place: its number (the handle it is dragged by), then earlier and later. */}
        <div className="flex gap-1">
          <span
            onPointerDown={onDragStart}
            data-testid="review-rank"
            title={t('drag')}
            className="flex min-w-11 cursor-grab touch-none items-center justify-center bg-ink px-2 font-display text-lg text-paper tabular-nums select-none"
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
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            data-move="later"
            aria-label={t('later', name)}
            aria-disabled={last}
            className={MOVE_BUTTON}
            onClick={() => !last && onMove(rank, 'later')}
          >
            <ArrowLeftIcon className="-scale-x-100" />
          </button>
        </div>
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
          className={FIELD}
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
          value={review?.note ?? ''}
          onChange={(event) => change((current) => setNote(current, talent.id, event.target.value))}
          className={`${FIELD} h-full resize-none py-1.5`}
        />
      </div>
    </>
  );
}
