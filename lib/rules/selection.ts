/**
 * A shared selection is its talent ids in the path (`/selecao/238-214-140`):
 * no account and nothing stored on the server. This is the one rule that
 * reads such a list, for the page, the proxy and the package PDF.
 */
import { talentIdOf } from './talent-id';

/** The most talents one selection may hold (docs/decisions/0014-shared-selection-is-a-path-of-ids.md). */
export const MAX_SELECTION = 50;

/** What separates ids in the path. */
export const SELECTION_SEPARATOR = '-';

/**
 * Longest list text read at all: fifty ids of nine digits and their
 * separators, plus room for the junk a hand-edited link may carry. Anything
 * longer is refused before it is split.
 */
const MAX_TEXT_LENGTH = 1000;

export type SelectionIds = {
  /** Distinct positive ids, in the order first given. */
  ids: number[];
  /** The path segment of those ids: the one spelling other spellings redirect to. */
  canonical: string;
};

/**
 * Reads a list of ids: pieces that are not plain numbers (or are 0) are
 * skipped, repeats are dropped keeping the first place. Null when no id is
 * left or more than MAX_SELECTION distinct ids are given (the caller answers
 * 404 for a page, 400 for the PDF).
 */
export function parseSelectionIds(text: string): SelectionIds | null {
  if (text.length === 0 || text.length > MAX_TEXT_LENGTH) return null;
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const piece of text.split(SELECTION_SEPARATOR)) {
    const id = talentIdOf(piece.trim());
    if (id === null || id === 0 || seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    if (ids.length > MAX_SELECTION) return null;
  }
  return ids.length === 0 ? null : { ids, canonical: selectionSegment(ids) };
}

/** The path segment of a list of ids (already distinct), as a share link writes it. */
export function selectionSegment(ids: readonly number[]): string {
  return ids.join(SELECTION_SEPARATOR);
}
