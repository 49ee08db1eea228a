/** Where the agency is (spec §9: Brasília, DF); the address text itself lives in messages (Contact). */
export const AGENCY_POSITION = { lat: -15.7985, lng: -47.8897 } as const;

/** Google Maps' search for an address: works without a key, in any browser or the Maps app. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
