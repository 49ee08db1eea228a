import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/lib/server/list-query';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('the query of the next-cards endpoint', () => {
  it('reads category, gender and page, with page 1 by default', () => {
    expect(parse('category=mainboard&gender=man&page=12')).toEqual({
      query: { category: 'mainboard', gender: 'man', page: 12, filters: [] },
      locale: 'pt',
    });
    expect(parse('')).toEqual({ query: { category: null, gender: null, page: 1, filters: [] }, locale: 'pt' });
  });

  it('reads the search as the list page does, in its canonical form', () => {
    expect(parse('page=2&q=%C3%81gatha&height=180-170&hair=purple&locale=en')).toEqual({
      query: {
        category: null,
        gender: null,
        page: 2,
        filters: [
          ['q', 'Ágatha'],
          ['height', '170-180'],
        ],
      },
      locale: 'en',
    });
  });

  it.each(['locale=fr', 'q=' + 'a'.repeat(401), 'height=1&height=2'])('refuses %s', (query) => expect(parse(query)).toBeNull());

  it.each(['page=0x10', 'page=1e1', 'page=%202', 'page=0', 'page=1000', 'page=1.5', 'page=', 'gender=other', 'category=paris'])(
    'refuses %s',
    (query) => expect(parse(query)).toBeNull(),
  );

  it.each(['page=1&role=admin', 'page=1&__proto__=x', 'constructor=1', 'page=1&page=2'])(
    'refuses unknown or repeated keys: %s',
    (query) => expect(parse(query)).toBeNull(),
  );
});
