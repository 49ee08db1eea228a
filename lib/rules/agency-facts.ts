/**
 * What the site itself knows of the agency, never asked of the back office:
 * its names, where it is, its time zone, and the email the privacy policy
 * gives when the back office has none. Sentences around them are in messages.
 */
import type { Lang } from './agreed';

/** The agency's name: schema.org data (LocalBusiness, publisher, employer) and file names. */
export const AGENCY_NAME = 'Ravage Management';

/** The wordmark: the logo, a news card without a photo (their style sets it in capitals). */
export const AGENCY_SHORT_NAME = 'Ravage';

/** The short name as titles write it ('{title} | RAVAGE' in messages): the app's name, the map's marker. */
export const AGENCY_MARK = AGENCY_SHORT_NAME.toUpperCase();

/** The name inside a file name: '{talent name}-Ravage-Management.zip' (docs/product.md §7). */
export const AGENCY_FILE_NAME = AGENCY_NAME.replaceAll(' ', '-');

/** Where the privacy policy sends data requests when /api/social-media has no email. */
export const AGENCY_EMAIL = 'contato@ravagemanagement.com.br';

/** Where the agency is (docs/product.md §9: Brasília, DF); the address text itself lives in messages (Contact). */
export const AGENCY_POSITION = { lat: -15.7985, lng: -47.8897 } as const;

/** The address's parts for search engines (JSON-LD); the street, as shown, is in messages (Contact). */
export const AGENCY_ADDRESS = { locality: 'Brasília', region: 'DF', postalCode: '70307-901', country: 'BR' } as const;

/** Google Maps' search for an address: works without a key, in any browser or the Maps app. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The agency's time zone: a moment late in the evening in Brasília keeps its day everywhere. */
const AGENCY_TIME_ZONE = 'America/Sao_Paulo';

const LOCALE_TAGS = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;

/** The agency's day of a moment in the visitor's language ("5 de março de 2025", "March 5, 2025"): news posts, the decision kit. */
export function agencyDayText(moment: Date, locale: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }).format(moment);
}
