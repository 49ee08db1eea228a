import type { Messages } from 'next-intl';

/**
 * The `Favorites` messages as the server hands them to the favourites
 * screen (lib/i18n/client-messages.ts): plain ones translated,
 * `{name}` templates and plurals kept for the browser to fill (lib/rules/format.ts
 * `fill`, lib/forms/plural.ts).
 */
export type FavoritesText = Messages['Favorites'];
