import type { Talent } from '@/lib/api';
import { measuresOfTalent, type TalentMeasures } from '@/lib/rules/key-measures';

/**
 * The roster's list items carry no measures (contract: TalentSummary), so
 * the search and the cards read them from each talent's profile. They are
 * collected once for the whole roster into one cached entry (lib/roster.ts),
 * never per request or per query.
 */
export type { TalentMeasures };
export type MeasuresIndex = Record<string, TalentMeasures>;

/** Revalidated with the roster, and whenever one profile is (app/api/revalidate). */
export const MEASURES_TAG = 'agency:measures';

/** Profiles asked of the back office at once while the index is built. */
const CONCURRENCY = 6;

/**
 * Every talent's measures, a few profiles at a time. One failed profile call
 * fails the whole index (it is not cached, and asked again on the next
 * request): a partial index would silently drop talents from a search.
 */
export async function collectMeasures(ids: readonly number[], profile: (id: number) => Promise<Talent | null>): Promise<MeasuresIndex> {
  const index: MeasuresIndex = {};
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as number;
      const talent = await profile(id);
      if (talent) index[String(id)] = measuresOfTalent(talent);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return index;
}

