import { trackedFetch } from '@/lib/browser/progress';
import type { Lang } from '@/lib/rules/agreed';
import { SELECTION_PDF_FILE_NAME, type CardSize } from '@/lib/rules/compo';
import type { ReviewedItem } from '@/lib/rules/review';
import type { UnitSystem } from '@/lib/rules/units';

/** What the kit needs of each talent: `reviewedItems(review, talents)` gives these, in the client's order. */
export type DecisionKitItem = Pick<ReviewedItem, 'id' | 'verdict' | 'note' | 'intent'>;

export type DecisionKitRequest = {
  /** The client's order, rank 1 first (at most MAX_SELECTION, each talent once). */
  items: readonly DecisionKitItem[];
  lang: Lang;
  units: UnitSystem;
  size: CardSize;
  /** The brief's company: "Prepared for {company} · {date}" on every page; blank prints none. */
  company?: string | null;
};

/**
 * The selection's decision kit, made on the server from the client's review
 * and saved as the package PDF is named. The review goes in a POST body, never
 * in a URL, so no log or cache holds it. file-saver is loaded only when a kit
 * is saved, out of every page's first load. Resolves to what happened, never
 * throws: the caller says it.
 */
export async function downloadDecisionKit({
  items,
  lang,
  units,
  size,
  company,
}: DecisionKitRequest): Promise<'saved' | 'failed'> {
  // Only the keys the route takes (it refuses others): a ReviewedItem also carries name and rank.
  const body = {
    lang,
    units,
    size,
    items: items.map(({ id, verdict, note, intent }) => ({ id, verdict, note: note || undefined, intent })),
    company: company?.trim() || undefined,
  };
  try {
    const response = await trackedFetch('/api/decision-kit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) return 'failed';
    const [blob, { saveAs }] = await Promise.all([response.blob(), import('file-saver')]);
    saveAs(blob, SELECTION_PDF_FILE_NAME);
    return 'saved';
  } catch {
    return 'failed';
  }
}
