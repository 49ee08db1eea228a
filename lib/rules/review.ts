/**
 * The client's review of a selection or of favourites (docs/product.md §4):
 * per talent a verdict (yes, maybe, no), a note and what the client asks
 * for next (an option on the job's dates, a casting, ready to confirm), and
 * an order of preference. It lives only in the URL's fragment, which never
 * reaches a server, a log or a `Referer`; it reaches the agency inside a
 * budget request (contract 1.2.0's optional item keys, and the message's
 * lines) and the decision kit's PDF. Pure rules; the words are the
 * messages' (Review).
 */
import {
  compareDates,
  FIELD_LIMITS,
  parseIsoDay,
  REVIEW_INTENTS,
  REVIEW_NOTE_MAX,
  REVIEW_VERDICTS,
  type CalendarDate,
  type Intent,
  type Verdict,
} from './agreed';
import { currentAvailability, type Availability } from './casting';
import { composeBudgetMessage, type BriefLabels, type QuoteBrief } from './quote-brief';
import { isTalentId } from './talent-id';
import { textProblem } from './text';

export { REVIEW_INTENTS, REVIEW_NOTE_MAX, REVIEW_VERDICTS, type Intent, type Verdict };

export type TalentReview = { verdict?: Verdict; note?: string; intent?: Intent };

export type Review = {
  /** Every shown talent's id, in the client's order of preference (rank 1 first). */
  order: readonly number[];
  talents: Readonly<Record<number, TalentReview>>;
};

/** The review of talents nobody has judged yet: the page's order. */
export function emptyReview(ids: readonly number[]): Review {
  return { order: [...ids], talents: {} };
}

function hasContent(review: TalentReview | undefined): boolean {
  return Boolean(review && (review.verdict || review.note || review.intent));
}

/** Nothing judged, noted or asked for, and the page's order kept: no review to carry. */
export function isEmptyReview(review: Review, shownIds: readonly number[]): boolean {
  return (
    review.order.every((id) => !hasContent(review.talents[id])) &&
    review.order.length === shownIds.length &&
    review.order.every((id, index) => id === shownIds[index])
  );
}

/** 1 for the first choice. */
export function rankOf(review: Review, id: number): number {
  return review.order.indexOf(id) + 1;
}

/**
 * The review of the talents shown now (favourites come and go): those no
 * longer shown leave it, new ones join at the end, undecided.
 */
export function keepShown(review: Review, shownIds: readonly number[]): Review {
  const shown = new Set(shownIds);
  const order = review.order.filter((id) => shown.has(id));
  for (const id of shownIds) if (!order.includes(id)) order.push(id);
  const talents: Record<number, TalentReview> = {};
  for (const id of order) if (review.talents[id]) talents[id] = review.talents[id];
  return { order, talents };
}

// --- changes (each returns a new review) ---------------------------------------------

function withTalent(review: Review, id: number, change: Partial<TalentReview>): Review {
  const next: TalentReview = { ...review.talents[id], ...change };
  for (const key of Object.keys(next) as (keyof TalentReview)[]) if (!next[key]) delete next[key];
  const talents = { ...review.talents, [id]: next };
  if (!hasContent(next)) delete talents[id];
  return { order: review.order, talents };
}

/** The verdict given, or taken back when `verdict` is the one already given. */
export function toggleVerdict(review: Review, id: number, verdict: Verdict): Review {
  return withTalent(review, id, { verdict: review.talents[id]?.verdict === verdict ? undefined : verdict });
}

export function setNote(review: Review, id: number, note: string): Review {
  return withTalent(review, id, { note: note.slice(0, REVIEW_NOTE_MAX) || undefined });
}

export function setIntent(review: Review, id: number, intent: Intent | undefined): Review {
  return withTalent(review, id, { intent });
}

/** `id` moved to `index` (0-based, clamped) of the order. */
export function moveTo(review: Review, id: number, index: number): Review {
  const from = review.order.indexOf(id);
  if (from < 0) return review;
  const order = review.order.filter((other) => other !== id);
  const to = Math.max(0, Math.min(order.length, index));
  order.splice(to, 0, id);
  return { order, talents: review.talents };
}

// --- the filter -----------------------------------------------------------------------

export const REVIEW_FILTERS = ['all', 'chosen', 'undecided'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Whether a talent shows under a filter: `chosen` is yes and maybe, `undecided` has no verdict. */
export function inFilter(review: Review, id: number, filter: ReviewFilter): boolean {
  const verdict = review.talents[id]?.verdict;
  if (filter === 'chosen') return verdict === 'yes' || verdict === 'maybe';
  if (filter === 'undecided') return !verdict;
  return true;
}

export function filterCounts(review: Review): Record<ReviewFilter, number> {
  const counts: Record<ReviewFilter, number> = { all: 0, chosen: 0, undecided: 0 };
  for (const id of review.order) for (const filter of REVIEW_FILTERS) if (inFilter(review, id, filter)) counts[filter] += 1;
  return counts;
}

// --- the fragment ---------------------------------------------------------------------

/**
 * `#r1,238yo,214mx~Tm90ZQ,140xx`: the version, then each talent in the
 * client's order as its id, a verdict letter (y, m, n; x none), an intent
 * letter (o option, c casting, k confirm; x none) and, after `~`, its note
 * as base64url of UTF-8. Letters and base64url need no escaping in a URL.
 */
export const REVIEW_FRAGMENT_VERSION = 'r1';
const VERDICT_LETTERS: Record<Verdict, string> = { yes: 'y', maybe: 'm', no: 'n' };
const INTENT_LETTERS: Record<Intent, string> = { option: 'o', casting: 'c', confirm: 'k' };
const NONE = 'x';
const ENTRY = /^(\d{1,15})([ymnx])([ockx])(?:~([A-Za-z0-9_-]{1,1000}))?$/;
/** Whatever looks like a review of any version: `r` and a number, then a comma. */
const ANY_VERSION = /^r\d+,/;
/** Longest fragment read at all: two hundred talents with full notes, and some. */
const FRAGMENT_MAX = 200 * 400;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The fragment (without `#`) that holds `review`; empty when there is nothing to carry. */
export function encodeReview(review: Review, shownIds: readonly number[]): string {
  if (isEmptyReview(review, shownIds)) return '';
  const entries = review.order.map((id) => {
    const talent = review.talents[id] ?? {};
    const verdict = talent.verdict ? VERDICT_LETTERS[talent.verdict] : NONE;
    const intent = talent.intent ? INTENT_LETTERS[talent.intent] : NONE;
    return `${id}${verdict}${intent}${talent.note ? `~${toBase64Url(talent.note)}` : ''}`;
  });
  return [REVIEW_FRAGMENT_VERSION, ...entries].join(',');
}

const byLetter = <T extends string>(letters: Record<T, string>, letter: string): T | undefined =>
  (Object.keys(letters) as T[]).find((key) => letters[key] === letter);

export type DecodedReview =
  /** No review in the fragment (none, or another anchor such as the skip link's). */
  | { status: 'none'; review: Review }
  | { status: 'ok'; review: Review }
  /** Read, but some talents it named are not shown here any more: those are left out. */
  | { status: 'partial'; review: Review }
  /** Not a review this site can read (another version, edited by hand): the page's order, nothing judged. */
  | { status: 'ignored'; review: Review };

/**
 * Reads a fragment (with or without `#`) against the talents shown. Talents
 * shown but not named keep the page's order after those named. Never
 * throws: what does not decode is ignored.
 */
export function decodeReview(fragment: string, shownIds: readonly number[]): DecodedReview {
  const text = fragment.replace(/^#/, '');
  const empty = emptyReview(shownIds);
  if (!ANY_VERSION.test(text)) return { status: 'none', review: empty };
  const [version, ...entries] = text.length > FRAGMENT_MAX ? [''] : text.split(',');
  if (version !== REVIEW_FRAGMENT_VERSION || entries.length === 0) return { status: 'ignored', review: empty };
  const shown = new Set(shownIds);
  const order: number[] = [];
  const talents: Record<number, TalentReview> = {};
  let dropped = false;
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match) return { status: 'ignored', review: empty };
    const id = Number(match[1]);
    if (!isTalentId(id) || order.includes(id)) return { status: 'ignored', review: empty };
    let note: string | undefined;
    if (match[4]) {
      const decoded = fromBase64Url(match[4]);
      if (decoded === null || decoded.length > REVIEW_NOTE_MAX || textProblem(decoded, { multiline: true }))
        return { status: 'ignored', review: empty };
      note = decoded;
    }
    if (!shown.has(id)) {
      dropped = true;
      continue;
    }
    order.push(id);
    const talent: TalentReview = {};
    const verdict = byLetter(VERDICT_LETTERS, match[2]!);
    const intent = byLetter(INTENT_LETTERS, match[3]!);
    if (verdict) talent.verdict = verdict;
    if (intent) talent.intent = intent;
    if (note) talent.note = note;
    if (hasContent(talent)) talents[id] = talent;
  }
  for (const id of shownIds) if (!order.includes(id)) order.push(id);
  return { status: dropped ? 'partial' : 'ok', review: { order, talents } };
}

// --- what the agency receives ----------------------------------------------------------

/** A budget request's item (contract 1.2.0): who, and the client's review of them when there is one. */
export type ReviewedItem = { id: number; name: string; verdict?: Verdict; rank?: number; note?: string; intent?: Intent };

/**
 * The items of a budget request in the client's order, each with its rank
 * and whatever the client said of it; without a review, the talents as
 * given and no review keys (as before 1.2.0).
 */
export function reviewedItems(review: Review | null, talents: readonly { id: number; name: string }[]): ReviewedItem[] {
  const ids = talents.map((talent) => talent.id);
  const current = review && keepShown(review, ids);
  if (!current || isEmptyReview(current, ids)) return talents.map(({ id, name }) => ({ id, name }));
  const byId = new Map(talents.map((talent) => [talent.id, talent]));
  return current.order.map((id, index) => {
    const { name } = byId.get(id)!;
    const talent = current.talents[id] ?? {};
    const item: ReviewedItem = { id, name, rank: index + 1 };
    if (talent.verdict) item.verdict = talent.verdict;
    if (talent.note) item.note = talent.note;
    if (talent.intent) item.intent = talent.intent;
    return item;
  });
}

// --- a clash with the job's dates ---------------------------------------------------------

/** Away on the job's dates: where, and until when (null: no return day given). */
export type Clash = { city: string | null; until: CalendarDate | null };

/**
 * Whether a talent's known availability overlaps the job's dates
 * (`yyyy-mm-dd`, either or both; none gives no clash): away with no end, or
 * away until a day on or after the first day of the job. In town, a status
 * whose last day has passed, or no availability at all: no clash.
 */
export function clashOf(
  availability: Availability | null | undefined,
  dates: { from?: string | null; to?: string | null },
  today: CalendarDate,
): Clash | null {
  const first = parseIsoDay(dates.from || dates.to || '');
  if (!first) return null;
  const current = currentAvailability(availability, today);
  if (current?.status !== 'away') return null;
  if (current.until && compareDates(current.until, first) < 0) return null;
  return { city: current.city, until: current.until };
}

// --- the message's lines ------------------------------------------------------------------

export type ReviewLabels = {
  /** The line that opens the review inside the message. */
  heading: string;
  verdicts: Record<Verdict, string>;
  intents: Record<Intent, string>;
  /** "3 declined". */
  declined: (count: number) => string;
};

/** A note on one line: runs of white space made one space, so no note passes for another labelled line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The review in words, for a back office that ignores the items' keys:
 * one labelled line per talent the client said yes or maybe to, in rank
 * order (`1. Name: Yes · Option on our dates · "note" · Away in Lisboa…`),
 * a line for each undecided talent whose availability clashes with the
 * dates, then how many were declined. Empty when there is nothing to say.
 */
export function reviewLines(
  items: readonly ReviewedItem[],
  labels: ReviewLabels,
  clashLines: ReadonlyMap<number, string> = new Map(),
): string[] {
  const lines: string[] = [];
  let declined = 0;
  const undecided: string[] = [];
  for (const item of items) {
    const clash = clashLines.get(item.id);
    if (item.verdict === 'no') declined += 1;
    else if (item.verdict === 'yes' || item.verdict === 'maybe') {
      const parts = [labels.verdicts[item.verdict]];
      if (item.intent) parts.push(labels.intents[item.intent]);
      if (item.note) parts.push(`“${oneLine(item.note)}”`);
      if (clash) parts.push(clash);
      lines.push(`${item.rank ?? lines.length + 1}. ${item.name}: ${parts.join(' · ')}`);
    } else if (clash) undecided.push(`${item.name}: ${clash}`);
  }
  lines.push(...undecided);
  if (declined > 0) lines.push(labels.declined(declined));
  return lines;
}

/** Whether any item carries a review key: a request without one is sent as before 1.2.0. */
export function isReviewed(items: readonly ReviewedItem[]): boolean {
  return items.some((item) => item.verdict || item.rank || item.note || item.intent);
}

/**
 * The worded clash of each talent whose availability (the roster's, by id)
 * overlaps the job's dates; talents without one are left out.
 */
export function clashLines(
  items: readonly ReviewedItem[],
  availability: ReadonlyMap<number, Availability>,
  dates: { from?: string | null; to?: string | null },
  today: CalendarDate,
  word: (clash: Clash) => string,
): Map<number, string> {
  const lines = new Map<number, string>();
  for (const item of items) {
    const clash = clashOf(availability.get(item.id), dates, today);
    if (clash) lines.set(item.id, word(clash));
  }
  return lines;
}

// --- the budget request's message ---------------------------------------------------------

/**
 * The length the back office counts: a form's line ends travel as CRLF
 * (multipart/form-data turns every line end into two characters), so a text
 * typed with LF is longer on arrival.
 */
export function sentLength(text: string): number {
  return text.replace(/\r\n|\r|\n/g, '\r\n').length;
}

export type BudgetRequestMessage = {
  /** The contract's `message`, as it is sent. */
  message: string;
  /** Characters past FIELD_LIMITS.budgetRequest.message as the back office counts them (sentLength); 0 when it fits. */
  over: number;
};

export type BudgetRequestParts = {
  /** The visitor's own words. */
  message: string;
  brief: QuoteBrief;
  briefLabels: BriefLabels;
  /** The visitor's language: the brief's dates are written in it. */
  locale: string;
  /** The request's talents, with the client's review keys where there is a review. */
  items: readonly ReviewedItem[];
  reviewLabels: ReviewLabels;
  /** Per talent id, its clash with the job's dates in words: the server's (clashLines); the browser has none. */
  clashes?: ReadonlyMap<number, string>;
};

/** Items by rank (1 first), those without one after them in the order given. */
function byRank(items: readonly ReviewedItem[]): ReviewedItem[] {
  const rankOf = (item: ReviewedItem) => item.rank ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => rankOf(a) - rankOf(b));
}

function withReview(base: string, items: readonly ReviewedItem[], labels: ReviewLabels, clashes: ReadonlyMap<number, string>) {
  const lines = reviewLines(items, labels, clashes);
  return lines.length === 0 ? base : `${base}\n\n${labels.heading}\n${lines.join('\n')}`;
}

const overOf = (text: string) => Math.max(0, sentLength(text) - FIELD_LIMITS.budgetRequest.message);

/**
 * The contract's `message` of a budget request: the visitor's words, the
 * quote brief under its heading (composeBudgetMessage), then the client's
 * review under its own (reviewLines, in rank order), and how far the whole
 * is past the contract's 5,000 characters. The route refuses a request
 * whose `over` is not 0 (Form error `reviewTooLong`, on `message`) and
 * sends nothing.
 *
 * The browser calls it too, before sending, with the parts it sends:
 * `composeBudgetRequestMessage({ message, brief: briefOf(values), briefLabels:
 * briefLabels(useTranslations('Brief')), locale, items, reviewLabels:
 * reviewLabels(useTranslations('Review'), useTranslations('ReviewReply')) })`
 * (lib/i18n/budget-labels.ts; none of it loads zod), where `items` are what
 * `favoritesText` sends (reviewedItems(review, talents)), and no `clashes`:
 * those are the server's additions, and they never make a request refused
 * (when the message with them is past the bound it is sent without them;
 * the agency's own back office knows where its talents are). So the
 * browser's `over` is the server's, and `over > 0` can be said before
 * anything is sent.
 */
export function composeBudgetRequestMessage(parts: BudgetRequestParts): BudgetRequestMessage {
  const base = composeBudgetMessage(parts.message, parts.brief, parts.briefLabels, parts.locale);
  // Nothing reviewed and no clash: the message as before 1.2.0. A clash alone still gets its line.
  if (!isReviewed(parts.items) && !parts.clashes?.size) return { message: base, over: overOf(base) };
  const items = byRank(parts.items);
  const withClashes = withReview(base, items, parts.reviewLabels, parts.clashes ?? new Map());
  if (overOf(withClashes) === 0 || !parts.clashes?.size) return { message: withClashes, over: overOf(withClashes) };
  const without = withReview(base, items, parts.reviewLabels, new Map());
  return { message: without, over: overOf(without) };
}
