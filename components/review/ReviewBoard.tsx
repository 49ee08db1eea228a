'use client';

import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { reviewStore } from '@/lib/browser/review';
import { reviewBrief } from '@/lib/browser/review-brief';
import { notify } from '@/lib/browser/toasts';
import { selectionLayout } from '@/components/selection/selection-layout';
import {
  filterCounts,
  inFilter,
  moveTo,
  rankOf,
  REVIEW_FILTERS,
  reviewedItems,
  toggleVerdict,
  type ReviewFilter,
  type Verdict,
} from '@/lib/rules/review';
import { ReviewControls } from './ReviewControls';
import { useClashes } from './useClashes';
import { useReview } from './useReview';
import { useReviewBrief } from './useReviewBrief';

export type BoardTalent = {
  id: number;
  name: string;
  /** The talent's card as the page draws it (cover, name, measures), inside the board's list item. */
  card: ReactNode;
};

/** Where focus goes back after a move re-orders the list (the same button of the moved card). */
type PendingFocus = { id: number; control: 'earlier' | 'later' } | null;

const FILTER_BUTTON =
  'min-h-11 border border-line px-3 text-xs tracking-[0.15em] uppercase tabular-nums transition-colors hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper';

/**
 * The client's review of the talents shown (a shared selection, or the
 * favourites): per card a verdict, a next step, a note and the place in the
 * client's order (dragged, or moved with the card's earlier / later buttons,
 * announced); a filter with counts; the link with the review to copy. The
 * review is the URL's fragment (lib/browser/review.ts), so the server draws
 * the cards in the page's order and the board reorders them once it has
 * read the fragment. Without script the controls are not drawn
 * (`noscript:hidden`) and a line says that reviewing needs it.
 */
export function ReviewBoard({
  talents,
  listLabel,
  gridClassName,
  selectionPath,
}: {
  talents: readonly BoardTalent[];
  listLabel: string;
  gridClassName: string;
  /** The selection's path (no fragment), where the link with the review points; null when it cannot be shared. */
  selectionPath: string | null;
}) {
  const t = useTranslations('ReviewBoard');
  const state = useReview();
  const ids = talents.map((talent) => talent.id);
  const key = ids.join('-');
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<PendingFocus>(null);
  /** The card being dragged by its number, and the card it would land on. */
  const [drag, setDrag] = useState<{ id: number; over: number | null } | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());

  useEffect(() => {
    reviewStore().show(key ? key.split('-').map(Number) : []);
  }, [key]);
  useEffect(() => {
    const store = reviewStore();
    const reread = () => store.reread();
    window.addEventListener('hashchange', reread);
    // The budget request names the talents as reviewed here.
    const withdraw = reviewBrief.provideItems((named) => reviewedItems(store.getSnapshot().review, named));
    return () => {
      window.removeEventListener('hashchange', reread);
      withdraw();
      store.close();
    };
  }, []);
  // After every render: a move re-orders the items, and the moved card's button gets focus back.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    items.current.get(pending.id)?.querySelector<HTMLButtonElement>(`[data-move="${pending.control}"]`)?.focus();
  });

  // Before the fragment is read (and on the server), the page's order, nothing judged.
  const known = state.shown.length === ids.length && state.shown.every((id, i) => id === ids[i]);
  const review = known ? state.review : { order: ids, talents: {} };
  const byId = new Map(talents.map((talent) => [talent.id, talent]));
  const ordered = review.order.map((id) => byId.get(id)).filter((talent): talent is BoardTalent => Boolean(talent));
  const counts = filterCounts(review);
  const brief = useReviewBrief();
  const clashes = useClashes(ids, brief);

  const move = (talent: BoardTalent, to: number, control: 'earlier' | 'later' | null) => {
    const count = review.order.length;
    const rank = Math.max(1, Math.min(count, to + 1));
    if (rank === rankOf(review, talent.id)) return;
    reviewStore().change((current) => moveTo(current, talent.id, to));
    setAnnouncement(t('moved', { name: talent.name, rank, count }));
    if (control) pendingFocus.current = { id: talent.id, control };
  };

  /** A verdict given or taken back: the filter's counts are announced. */
  const judge = (talent: BoardTalent, verdict: Verdict) => {
    reviewStore().change((current) => toggleVerdict(current, talent.id, verdict));
    const next = filterCounts(reviewStore().getSnapshot().review);
    setAnnouncement(t('counted', { chosen: next.chosen, undecided: next.undecided }));
  };

  /**
   * Dragging a card by its number, with pointer events (a mouse, a finger or
   * a pen alike; HTML drag and drop does not start from a finger on most
   * phones): the card under the pointer when it is let go takes its place.
   */
  const startDrag = (talent: BoardTalent, event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const cardAt = (e: globalThis.PointerEvent) => {
      const item = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('li[data-talent-id]');
      return item ? Number(item.dataset.talentId) : null;
    };
    setDrag({ id: talent.id, over: null });
    const over = (e: globalThis.PointerEvent) => setDrag({ id: talent.id, over: cardAt(e) });
    const end = (e: globalThis.PointerEvent) => {
      handle.removeEventListener('pointermove', over);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      setDrag(null);
      const target = e.type === 'pointerup' ? cardAt(e) : null;
      if (target !== null && target !== talent.id) move(talent, reviewStore().getSnapshot().review.order.indexOf(target), null);
    };
    handle.addEventListener('pointermove', over);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  const copy = async () => {
    if (!selectionPath) return;
    // The host the visitor reached the site by, as the share bar's link.
    const url = new URL(selectionPath, window.location.origin).toString();
    const fragment = reviewStore().fragment();
    try {
      await navigator.clipboard.writeText(fragment ? `${url}#${fragment}` : url);
      notify('success', t('copied'));
    } catch {
      notify('error', t('copyFailed'));
    }
  };

  const readNote = state.read === 'ignored' ? t('ignored') : state.read === 'partial' ? t('partial') : '';

  return (
    <div>
      <p className="mb-4 hidden max-w-2xl text-stone noscript:block">{t('noscript')}</p>
      <div className={`${selectionLayout.reviewRow} noscript:hidden`}>
        <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap gap-2">
          {REVIEW_FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={filter === name}
              className={FILTER_BUTTON}
              onClick={() => setFilter(name)}
            >
              {t(`filters.${name}`, { count: counts[name] })}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={copy}
          disabled={!selectionPath}
          className="min-h-11 text-xs tracking-[0.15em] uppercase underline underline-offset-4 disabled:opacity-50"
        >
          {t('copy')}
        </button>
        {/* A link that did not read is said quietly, once; the page stays as it is. */}
        <p role="status" className="text-sm text-stone">
          {readNote}
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ul className={gridClassName} aria-label={listLabel}>
        {ordered.map((talent, index) => {
          const shown = inFilter(review, talent.id, filter);
          const verdict = review.talents[talent.id]?.verdict;
          return (
            <li
              key={talent.id}
              ref={(element) => {
                if (element) items.current.set(talent.id, element);
                else items.current.delete(talent.id);
              }}
              hidden={!shown}
              data-talent-id={talent.id}
              data-verdict={verdict ?? ''}
              className={`group relative ${drag?.id === talent.id ? 'opacity-40' : ''} ${
                drag && drag.over === talent.id && drag.id !== talent.id ? 'outline-2 outline-offset-4 outline-ink' : ''
              }`}
            >
              <div className={verdict === 'no' ? 'opacity-45 transition-opacity' : 'transition-opacity'}>{talent.card}</div>
              <ReviewControls
                talent={talent}
                rank={index + 1}
                count={ordered.length}
                review={review.talents[talent.id]}
                clash={clashes[String(talent.id)]}
                onMove={(to, control) => move(talent, to, control)}
                onVerdict={(verdict) => judge(talent, verdict)}
                onDragStart={(event) => startDrag(talent, event)}
              />
            </li>
          );
        })}
      </ul>
      {counts[filter] === 0 ? <p className="mt-6 text-stone">{t('emptyFilter')}</p> : null}
    </div>
  );
}
