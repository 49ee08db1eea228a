import { describe, expect, it, vi } from 'vitest';
import { createReviewStore } from '@/lib/browser/review';
import { REVIEW_NOTE_MAX } from '@/lib/rules/agreed';
import {
  clashOf,
  decodeReview,
  emptyReview,
  encodeReview,
  filterCounts,
  inFilter,
  isEmptyReview,
  keepShown,
  moveTo,
  rankOf,
  reviewedItems,
  setIntent,
  setNote,
  toggleVerdict,
  type Review,
} from '@/lib/rules/review';

const SHOWN = [238, 214, 140];

/** A review with something of each kind: 214 first, yes, an option and a note; 140 declined. */
function reviewed(): Review {
  let review = emptyReview(SHOWN);
  review = toggleVerdict(review, 214, 'yes');
  review = setIntent(review, 214, 'option');
  review = setNote(review, 214, 'Ótima — “linda”,\nsegunda opção');
  review = moveTo(review, 214, 0);
  return toggleVerdict(review, 140, 'no');
}

describe('the review in the fragment', () => {
  it('carries nothing while nothing is judged and the order is the page’s', () => {
    expect(encodeReview(emptyReview(SHOWN), SHOWN)).toBe('');
    expect(isEmptyReview(emptyReview(SHOWN), SHOWN)).toBe(true);
    expect(isEmptyReview(moveTo(emptyReview(SHOWN), 140, 0), SHOWN)).toBe(false);
  });

  it('writes a versioned, compact fragment that needs no escaping, and reads it back whole', () => {
    const fragment = encodeReview(reviewed(), SHOWN);
    expect(fragment).toMatch(/^r1,214yo~[A-Za-z0-9_-]+,238xx,140nx$/);
    expect(encodeURIComponent(fragment).replace(/%2C/g, ',')).toBe(fragment);
    const decoded = decodeReview(`#${fragment}`, SHOWN);
    expect(decoded.status).toBe('ok');
    expect(decoded.review).toEqual(reviewed());
  });

  it('keeps a note of the longest length with any letters', () => {
    const note = 'ç'.repeat(REVIEW_NOTE_MAX - 1) + 'é';
    const review = setNote(emptyReview(SHOWN), 238, note);
    expect(decodeReview(encodeReview(review, SHOWN), SHOWN).review.talents[238]?.note).toBe(note);
    expect(setNote(emptyReview(SHOWN), 238, 'x'.repeat(REVIEW_NOTE_MAX + 5)).talents[238]?.note).toHaveLength(REVIEW_NOTE_MAX);
  });

  it('is not a review when the fragment is another anchor (the skip link’s)', () => {
    expect(decodeReview('#main-content', SHOWN).status).toBe('none');
    expect(decodeReview('', SHOWN).status).toBe('none');
  });

  it.each([
    ['another version', 'r2,238yx'],
    ['an unknown letter', 'r1,238zx'],
    ['a repeated talent', 'r1,238yx,238nx'],
    ['a note that is not base64url of UTF-8', 'r1,238yx~%%%'],
    ['a note over the limit', `r1,238yx~${Buffer.from('a'.repeat(REVIEW_NOTE_MAX + 1)).toString('base64url')}`],
    ['a note with a control character', `r1,238yx~${Buffer.from('a\u0007b').toString('base64url')}`],
    ['nothing after the version', 'r1,'],
    ['an id of zero', 'r1,0yx'],
  ])('ignores %s, leaving the page’s order and nothing judged', (_, fragment) => {
    const decoded = decodeReview(fragment, SHOWN);
    expect(decoded.status).toBe('ignored');
    expect(decoded.review).toEqual(emptyReview(SHOWN));
  });

  it('leaves out talents no longer shown (partial) and puts new ones last, undecided', () => {
    const decoded = decodeReview('r1,999mx,140yx,238nx', [238, 214, 140]);
    expect(decoded.status).toBe('partial');
    expect(decoded.review.order).toEqual([140, 238, 214]);
    expect(decoded.review.talents).toEqual({ 140: { verdict: 'yes' }, 238: { verdict: 'no' } });
  });
});

describe('changing a review', () => {
  it('toggles a verdict off when the same one is chosen again', () => {
    const once = toggleVerdict(emptyReview(SHOWN), 238, 'maybe');
    expect(once.talents[238]).toEqual({ verdict: 'maybe' });
    expect(toggleVerdict(once, 238, 'maybe').talents[238]).toBeUndefined();
    expect(toggleVerdict(once, 238, 'yes').talents[238]).toEqual({ verdict: 'yes' });
  });

  it('moves a talent to any place, clamped at both ends, and ranks from 1', () => {
    const review = moveTo(emptyReview(SHOWN), 140, -3);
    expect(review.order).toEqual([140, 238, 214]);
    expect(moveTo(review, 140, 99).order).toEqual([238, 214, 140]);
    expect(rankOf(review, 140)).toBe(1);
    expect(moveTo(review, 12345, 0)).toBe(review);
  });

  it('counts and filters: all, yes and maybe, undecided', () => {
    const review = toggleVerdict(reviewed(), 238, 'maybe');
    expect(filterCounts(review)).toEqual({ all: 3, chosen: 2, undecided: 0 });
    expect(filterCounts(reviewed())).toEqual({ all: 3, chosen: 1, undecided: 1 });
    expect(inFilter(reviewed(), 140, 'chosen')).toBe(false);
    expect(inFilter(reviewed(), 238, 'undecided')).toBe(true);
  });

  it('follows the talents shown: gone ones leave, new ones join last', () => {
    expect(keepShown(reviewed(), [140, 238, 7])).toEqual({ order: [238, 140, 7], talents: { 140: { verdict: 'no' } } });
  });
});

describe('what a budget request carries', () => {
  const talents = SHOWN.map((id) => ({ id, name: `Talent ${id}` }));

  it('without a review, the talents as given and no review keys', () => {
    expect(reviewedItems(null, talents)).toEqual(talents);
    expect(reviewedItems(emptyReview([]), talents)).toEqual(talents);
  });

  it('with one, every talent in the client’s order with its rank and what was said', () => {
    expect(reviewedItems(reviewed(), talents)).toEqual([
      { id: 214, name: 'Talent 214', rank: 1, verdict: 'yes', intent: 'option', note: 'Ótima — “linda”,\nsegunda opção' },
      { id: 238, name: 'Talent 238', rank: 2 },
      { id: 140, name: 'Talent 140', rank: 3, verdict: 'no' },
    ]);
  });
});

describe('a clash with the job’s dates', () => {
  const today = { year: 2026, month: 11, day: 28 };
  const away = (until: string | null) => ({ status: 'away' as const, city: 'Lisboa', until });

  it('away until a day inside the dates, or after them, or with no end: a clash', () => {
    expect(clashOf(away('2026-12-05'), { from: '2026-12-01', to: '2026-12-10' }, today)).toEqual({
      city: 'Lisboa',
      until: { year: 2026, month: 12, day: 5 },
    });
    expect(clashOf(away('2027-01-05'), { from: '2026-12-01', to: '2026-12-10' }, today)).not.toBeNull();
    expect(clashOf(away(null), { to: '2026-12-10' }, today)).toEqual({ city: 'Lisboa', until: null });
  });

  it('back before the first day, in town, nothing known, no dates, or a stale status: no clash', () => {
    expect(clashOf(away('2026-11-30'), { from: '2026-12-01' }, today)).toBeNull();
    expect(clashOf({ status: 'in_town', city: 'São Paulo', until: null }, { from: '2026-12-01' }, today)).toBeNull();
    expect(clashOf(null, { from: '2026-12-01' }, today)).toBeNull();
    expect(clashOf(away(null), {}, today)).toBeNull();
    expect(clashOf(away('2026-11-01'), { from: '2026-12-01' }, today)).toBeNull();
  });
});

describe('the page’s review store', () => {
  function fakeWindow(hash: string) {
    const location = { pathname: '/selecao/238-214-140', search: '', hash };
    const history = {
      state: { kept: true },
      replaceState: vi.fn((_state: unknown, _title: string, url: string) => {
        location.hash = url.includes('#') ? url.slice(url.indexOf('#')) : '';
      }),
    };
    return { location, history } as unknown as Window & { history: { replaceState: ReturnType<typeof vi.fn> } };
  }

  it('reads the fragment once the talents are known, and writes each change back to the address bar', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow(`#${encodeReview(reviewed(), SHOWN)}`);
      const store = createReviewStore(win);
      store.show(SHOWN);
      expect(store.getSnapshot().read).toBe('ok');
      expect(store.getSnapshot().review).toEqual(reviewed());
      store.change((review) => toggleVerdict(review, 238, 'yes'));
      // Typing waits a moment before the address bar follows; the copied link never waits.
      expect(store.fragment()).toContain('238yx');
      vi.runAllTimers();
      expect(win.location.hash).toBe(`#${store.fragment()}`);
      expect(win.history.replaceState).toHaveBeenLastCalledWith({ kept: true }, '', `/selecao/238-214-140#${store.fragment()}`);
      // Everything taken back: the fragment goes.
      store.change(() => emptyReview(SHOWN));
      vi.runAllTimers();
      expect(win.location.hash).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a link pasted in the same tab again, and leaves the review when the anchor is another', () => {
    const win = fakeWindow('');
    const store = createReviewStore(win);
    store.show(SHOWN);
    win.location.hash = '#r1,140yx';
    store.reread();
    expect(store.getSnapshot().review.talents[140]).toEqual({ verdict: 'yes' });
    expect(store.getSnapshot().read).toBe('ok');
    win.location.hash = '#main-content';
    store.reread();
    expect(store.getSnapshot().review.talents[140]).toEqual({ verdict: 'yes' });
  });

  it('says quietly that a link did not read, and leaves another anchor alone', () => {
    vi.useFakeTimers();
    try {
      const bad = fakeWindow('#r9,1yx');
      const store = createReviewStore(bad);
      store.show(SHOWN);
      expect(store.getSnapshot().read).toBe('ignored');
      const anchor = fakeWindow('#main-content');
      const other = createReviewStore(anchor);
      other.show(SHOWN);
      vi.runAllTimers();
      expect(anchor.location.hash).toBe('#main-content');
      expect(anchor.history.replaceState).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
