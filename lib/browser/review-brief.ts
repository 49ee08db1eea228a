/**
 * What the budget request's form and the review of the talents tell each
 * other, kept apart from the review's own code (lib/browser/review.ts) so
 * that the form, in the favourites' first load, loads none of it: the brief's
 * dates and company as the client types them (the cards' clash lines, the
 * decision kit's "Prepared for"), and the items a request names, in the
 * client's order with their review, once a review board is on the page.
 */
import type { ReviewedItem } from '@/lib/rules/review';

export type Brief = { from: string; to: string; company: string };
type Talent = { id: number; name: string };

export const NO_BRIEF: Brief = { from: '', to: '', company: '' };

let brief: Brief = NO_BRIEF;
let reviewedItems: ((talents: readonly Talent[]) => ReviewedItem[]) | null = null;
const listeners = new Set<() => void>();

export const reviewBrief = {
  getSnapshot: () => brief,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: Brief) {
    if (next.from === brief.from && next.to === brief.to && next.company === brief.company) return;
    brief = next;
    listeners.forEach((listener) => listener());
  },
  /** The review board says how the talents are reviewed while it is on the page; the returned function takes it back. */
  provideItems(items: (talents: readonly Talent[]) => ReviewedItem[]) {
    reviewedItems = items;
    return () => {
      if (reviewedItems === items) reviewedItems = null;
    };
  },
  /** The talents as a budget request names them: reviewed when a board is on the page, else as given. */
  itemsOf(talents: readonly Talent[]): ReviewedItem[] {
    return reviewedItems ? reviewedItems(talents) : talents.map(({ id, name }) => ({ id, name }));
  },
};
