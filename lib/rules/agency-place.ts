/** Where the agency is (docs/product.md §9: Brasília, DF); the address text itself lives in messages (Contact). */
export const AGENCY_POSITION = { lat: -15.7985, lng: -47.8897 } as const;

/** The address's parts for search engines (JSON-LD); the street, as shown, is in messages (Contact). */
export const AGENCY_ADDRESS = { locality: 'Brasília', region: 'DF', postalCode: '70307-901', country: 'BR' } as const;

/** Google Maps' search for an address: works without a key, in any browser or the Maps app. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
