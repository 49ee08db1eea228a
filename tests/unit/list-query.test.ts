import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/lib/server/list-query';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('the query of the next-cards endpoint', () => {
  it('reads category, gender and page, with page 1 by default', () => {
    expect(parse('category=mainboard&gender=man&page=12')).toEqual({ category: 'mainboard', gender: 'man', page: 12 });
    expect(parse('')).toEqual({ category: null, gender: null, page: 1 });
  });

  it.each(['page=0x10', 'page=1e1', 'page=%202', 'page=0', 'page=1000', 'page=1.5', 'page=', 'gender=other', 'category=paris'])(
    'refuses %s',
    (query) => expect(parse(query)).toBeNull(),
  );

  it.each(['page=1&role=admin', 'page=1&__proto__=x', 'constructor=1', 'page=1&page=2'])(
    'refuses unknown or repeated keys: %s',
    (query) => expect(parse(query)).toBeNull(),
  );
});
