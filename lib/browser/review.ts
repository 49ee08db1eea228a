/**
 * The page's review (lib/rules/review.ts) in the browser: read from the
 * URL's fragment when the board's talents are known, written back to it as
 * the client changes it (the address bar always holds the current review,
 * and no request carries it), and shared by the board, the budget request
 * and the decision kit. One review per page. The budget request's form
 * reaches it through lib/browser/review-brief.ts, which loads none of it.
 */
import { decodeReview, emptyReview, encodeReview, keepShown, type DecodedReview, type Review } from '@/lib/rules/review';

export type ReviewState = {
  /** The talents the board shows, in the page's order. */
  shown: readonly number[];
  review: Review;
  /** How the fragment read when the page opened it (`ignored` and `partial` are told, quietly). */
  read: DecodedReview['status'];
};

/** Before the board reads the fragment, and on the server. */
export const NO_REVIEW: ReviewState = {
  shown: [],
  review: emptyReview([]),
  read: 'none',
};

/** How long typing may run before the address bar follows (browsers throttle history calls). */
const WRITE_DELAY_MS = 250;

export type ReviewStore = ReturnType<typeof createReviewStore>;

export function createReviewStore(win: Window) {
  let state = NO_REVIEW;
  let opened = false;
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  /** The fragment of the current review, or empty. */
  const fragment = () => encodeReview(state.review, state.shown);

  const writeAddress = () => {
    writeTimer = undefined;
    const { pathname, search } = win.location;
    const hash = fragment();
    const current = win.location.hash.replace(/^#/, '');
    if (hash === current) return;
    // Another anchor (the skip link's) stays until there is a review to hold.
    if (!hash && decodeReview(current, state.shown).status === 'none') return;
    win.history.replaceState(win.history.state, '', `${pathname}${search}${hash ? `#${hash}` : ''}`);
  };

  const set = (next: Partial<ReviewState>, write = true) => {
    state = { ...state, ...next };
    if (write) {
      clearTimeout(writeTimer);
      writeTimer = setTimeout(writeAddress, WRITE_DELAY_MS);
    }
    emit();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * The talents on the board. The first time, the fragment is read against
     * them; later (a favourite removed or added) the review follows them.
     */
    show(ids: readonly number[]) {
      if (!opened) {
        opened = true;
        const decoded = decodeReview(win.location.hash, ids);
        set({ shown: ids, review: decoded.review, read: decoded.status }, decoded.status !== 'none');
      } else set({ shown: ids, review: keepShown(state.review, ids) });
    },
    /** The board is gone (a client-side navigation): the next page reads its own fragment. */
    close() {
      clearTimeout(writeTimer);
      opened = false;
      set(NO_REVIEW, false);
    },
    /** A link pasted or edited in the same tab: read again (another anchor leaves the review as it is). */
    reread() {
      const decoded = decodeReview(win.location.hash, state.shown);
      if (decoded.status !== 'none') set({ review: decoded.review, read: decoded.status }, false);
    },
    change(change: (review: Review) => Review) {
      set({ review: change(state.review) });
    },
    /** The fragment now, for the link the client copies (without waiting for the address bar). */
    fragment,
  };
}

let store: ReviewStore | null = null;

/** The page's one review store, made on first use in the browser. */
export function reviewStore(): ReviewStore {
  store ??= createReviewStore(window);
  return store;
}
