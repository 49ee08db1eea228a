import { parseSelectionIds } from '@/lib/rules/selection';
import { matchLocalizedPath } from './match-path';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * The canonical path of a selection link spelled another way (repeats,
 * pieces that are not ids, `%2D` for the dash): the proxy answers 308 to it,
 * so that one selection has one URL. Null when the path is not a selection,
 * is already canonical, or names no id at all (the 404 decides that).
 */
export function canonicalSelectionPath(pathname: string): string | null {
  const match = matchLocalizedPath(pathname);
  if (!match || match.pathname !== '/selection/[ids]') return null;
  const raw = match.params.ids ?? '';
  const selection = parseSelectionIds(raw);
  if (!selection) return null;
  const target = getPathname({
    locale: match.locale,
    href: { pathname: '/selection/[ids]', params: { ids: selection.canonical } },
  });
  return target === pathname ? null : target;
}
