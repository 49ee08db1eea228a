import 'server-only';
import { agency, tags, type AgencyLang } from '@/lib/api';
import { cachedCall } from '@/lib/server/cache';

export interface Place {
  id: number;
  name: string;
}

/** Countries and cities change a few times a year: an hour of cache is plenty. */
const PLACES_REVALIDATE_S = 60 * 60;

const countries = cachedCall(
  'attributes:countries',
  async (lang: AgencyLang): Promise<Place[]> =>
    (await agency().getAttributes(lang, { countries: true })).countries.map(({ id, name }) => ({ id, name })),
  { revalidate: PLACES_REVALIDATE_S, tags: (lang) => [tags.attributes(lang), tags.all] },
);

const cities = cachedCall(
  'attributes:cities',
  async (lang: AgencyLang, country: number): Promise<Place[]> =>
    (await agency().getAttributes(lang, { cities: true, country })).cities
      // The filter is the back office's job; a list of another country is never shown.
      .filter((city) => city.id_country === country)
      .map(({ id, name }) => ({ id, name })),
  { revalidate: PLACES_REVALIDATE_S, tags: (lang) => [tags.attributes(lang), tags.all] },
);

/** The countries of the scouting form, in the visitor's language, as the back office sorts them. */
export function loadCountries(lang: AgencyLang): Promise<Place[]> {
  return countries(lang);
}

/**
 * The cities of one country. Asked per country rather than all at once: a
 * real back office may list every municipality (Brazil alone has 5,570),
 * which the page should not carry for the one list a visitor opens.
 */
export function loadCities(lang: AgencyLang, country: number): Promise<Place[]> {
  return cities(lang, country);
}

/** Whether a country id is on the cached country list: an unknown id never reaches the back office. */
export async function isKnownCountry(lang: AgencyLang, country: number): Promise<boolean> {
  return (await countries(lang)).some((c) => c.id === country);
}
