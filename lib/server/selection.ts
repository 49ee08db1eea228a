import 'server-only';
import type { AgencyLang, Talent } from '@/lib/api';
import { isVisibleTalent, loadProfile } from '@/lib/server/roster';

/** Profiles asked of the back office at once when a selection's are not cached yet. */
const PROFILE_CONCURRENCY = 6;

/**
 * The talents of a selection in its order, each with its full profile (for
 * measures, book and compo). Ids that are not visible talents (unknown, or
 * in a division of category 1446) are skipped without asking the back office;
 * each profile comes from the server's cache (lib/roster), so a selection's
 * page costs the back office nothing once its talents have been seen.
 */
export async function loadSelection(lang: AgencyLang, ids: readonly number[]): Promise<Talent[]> {
  const visible: number[] = [];
  for (const id of ids) if (await isVisibleTalent(id)) visible.push(id);
  const talents: (Talent | null)[] = new Array(visible.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < visible.length) {
      const index = next++;
      talents[index] = await loadProfile(lang, visible[index] as number);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PROFILE_CONCURRENCY, visible.length) }, worker));
  return talents.filter((talent): talent is Talent => talent !== null);
}
