import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FavoriteLabels } from './FavoriteButton';

/** The heart's messages as templates; the browser fills in the talent's name. */
export async function favoriteLabels(): Promise<FavoriteLabels> {
  const t = await getTranslations('Favorites');
  return { add: t.raw('add'), remove: t.raw('remove'), added: t.raw('added'), removed: t.raw('removed') };
}
