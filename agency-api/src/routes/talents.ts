import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
// The site's colour table (pure, no imports): the Portuguese names this stand-in
// back office stores and the labels its attributes answer in each language.
import { EYE_COLOURS, HAIR_COLOURS, type Colour } from '../../../lib/rules/colours';
import type { AppDeps } from '../context';
import { errorAnswer, invalidAnswer, tooLargeAnswer } from '../http';
import type { Lang } from '../languages';
import type { ContractAnswer } from '../contract';
import { listTalents, talentProfile } from '../roster';
import { flagText, genderField, integerText, issuesToErrors, langField, parseQuery } from '../validation';

const listQuery = z.object({
  language: langField,
  paginate: integerText(1, 1000),
  page: integerText(1).default(1),
  cover_web: flagText.optional(),
});

/** An empty or null filter means "no filter" (a cleared gender toggle sends one). */
const unset = (value: unknown) => (value === '' || value === null ? undefined : value);

const listBody = z.object({
  filters: z
    .union([
      z.object({
        gender: z.preprocess(unset, genderField.optional()),
        categories: z.preprocess(
          unset,
          z
            .array(
              z.union([
                z.number().int('must hold integers'),
                z
                  .string()
                  .regex(/^\d{1,15}$/, 'must hold integers')
                  .transform(Number),
              ]),
              'must be an array of category ids',
            )
            .optional(),
        ),
        name: z.preprocess(unset, z.string('must be text').max(120, 'must be at most 120 characters').optional()),
      }),
      // Some clients send an empty list for "no filters".
      z
        .array(z.never())
        .length(0)
        .transform(() => ({})),
      z.null().transform(() => ({})),
    ])
    .optional(),
});

const profileQuery = z.object({
  language: langField,
  id: integerText(1),
  cover2: flagText.optional(),
  cover_web: flagText.optional(),
  skills: flagText.optional(),
});

const attributesQuery = z.object({
  language: langField,
  countries: flagText.optional(),
  cities: flagText.optional(),
  country: integerText(1).optional(),
});

export function talentRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.post('/api/talents', bodyLimit({ maxSize: 64 * 1024, onError: tooLargeAnswer }), async (c) => {
    // The body is read before any refusal: an unread body breaks the kept-alive connection.
    const text = await c.req.text();
    const query = parseQuery(c, listQuery);
    let json: unknown = {};
    let bodyError: string | null = null;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        bodyError = 'must be JSON';
      }
    }
    const body = listBody.safeParse(json);
    const errors = query.success ? {} : query.errors;
    if (bodyError) errors.body = [bodyError];
    else if (!body.success) issuesToErrors(body.error.issues, errors);
    if (!query.success || !body.success || bodyError) return invalidAnswer(c, errors);

    const { paginate: perPage, page } = query.data;
    const all = listTalents(db, body.data.filters ?? {}, { coverWeb: query.data.cover_web === '1' });
    const start = (page - 1) * perPage;
    return c.json({
      current_page: page,
      last_page: Math.max(1, Math.ceil(all.length / perPage)),
      per_page: perPage,
      total: all.length,
      from: all.length > start ? start + 1 : null,
      to: all.length > start ? Math.min(start + perPage, all.length) : null,
      data: all.slice(start, start + perPage),
    });
  });

  app.get('/api/talent/profile', (c) => {
    const query = parseQuery(c, profileQuery);
    if (!query.success) return invalidAnswer(c, query.errors);
    const talent = talentProfile(db, query.data.id, query.data.language, { coverWeb: query.data.cover_web === '1' });
    if (!talent) return errorAnswer(c, 404, 'Talent not found.');
    return c.json({ data: talent } satisfies ContractAnswer<'/api/talent/profile', 'get', 200>);
  });

  const countries = db.prepare('SELECT id, name_pt, name_en, name_es FROM countries').all() as ({
    id: number;
  } & Record<`name_${Lang}`, string>)[];
  const allCities = db.prepare('SELECT id, name, id_country FROM cities');
  const citiesOfCountry = db.prepare('SELECT id, name, id_country FROM cities WHERE id_country = ?');

  app.get('/api/talents/attributes', (c) => {
    const query = parseQuery(c, attributesQuery);
    if (!query.success) return invalidAnswer(c, query.errors);
    const { language, country } = query.data;
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    const data: Record<string, unknown> = {
      hair: colourOptions(HAIR_COLOURS, language),
      eyes: colourOptions(EYE_COLOURS, language),
    };
    if (query.data.countries === '1') {
      data.countries = countries
        .map((row) => ({ id: row.id, name: row[`name_${language}`] }))
        .sort((a, b) => collator.compare(a.name, b.name));
    }
    // A country filter implies the cities are wanted.
    if (query.data.cities === '1' || country !== undefined) {
      const cities = (country === undefined ? allCities.all() : citiesOfCountry.all(country)) as { name: string }[];
      data.cities = cities.sort((a, b) => collator.compare(a.name, b.name));
    }
    return c.json({ data });
  });

  return app;
}

/** Attributes' colour options: the contract's English value, the label in the requested language. */
function colourOptions(colours: readonly Colour[], lang: Lang): { value: string; label: string }[] {
  return colours.map((colour) => ({ value: colour.value, label: colour[lang] }));
}
