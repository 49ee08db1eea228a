import { describe, expect, it } from 'vitest';
import {
  canonicalListQuery,
  foldText,
  hasSearch,
  matchesSearch,
  nameMatches,
  parseRange,
  parseRosterSearch,
  Q_MAX_LENGTH,
  searchEntries,
} from '@/lib/rules/roster-filter';

const parse = (query: string) => parseRosterSearch(new URLSearchParams(query));
const canonical = (query: string) => canonicalListQuery(new URLSearchParams(query))?.toString() ?? null;

describe('name search', () => {
  it('ignores accents and case', () => {
    expect(foldText('  Ágatha   LEÃO ')).toBe('agatha leao');
    expect(nameMatches('Ágatha Leão', 'agatha')).toBe(true);
    expect(nameMatches('Ágatha Leão', 'AGATHA leao')).toBe(true);
    expect(nameMatches('Ágatha Leão', 'leão ágatha')).toBe(true);
    expect(nameMatches('João Pedro Simões', 'simoes')).toBe(true);
    expect(nameMatches('Ágatha Leão', 'agata')).toBe(false);
  });
});

describe('parseRosterSearch', () => {
  it('reads every filter of a shared link', () => {
    const search = parse('q=agatha&height=170-180&hair=dark-brown&eyes=green&age=18-25');
    expect(search.q).toBe('agatha');
    expect(search.height).toEqual({ min: 170, max: 180 });
    expect(search.hair?.pt).toBe('Castanho Escuro');
    expect(search.eyes?.pt).toBe('Verde');
    expect(search.age).toEqual({ min: 18, max: 25 });
  });

  it('reads the form (min and max sent as two values, empty ones ignored)', () => {
    expect(parse('height=170&height=180').height).toEqual({ min: 170, max: 180 });
    expect(parse('height=&height=180').height).toEqual({ min: 140, max: 180 });
    expect(parse('height=170&height=').height).toEqual({ min: 170, max: 210 });
    expect(parse('q=&height=&height=&hair=&eyes=&age=&age=')).toEqual(parse(''));
    expect(hasSearch(parse('q=&height=&height='))).toBe(false);
  });

  it('ignores unknown values and keys', () => {
    const search = parse('hair=purple&eyes=%3Cscript%3E&height=tall&age=x-y&colour=red&q=%20%20');
    expect(hasSearch(search)).toBe(false);
    expect(parse('height=1e3').height).toBeNull();
    expect(parse('height=170.5-180').height).toEqual({ min: 140, max: 180 });
  });

  it('swaps ranges out of order and clamps them to their bounds', () => {
    expect(parse('height=180-170').height).toEqual({ min: 170, max: 180 });
    expect(parse('height=100-300').height).toBeNull(); // the whole span: no filter
    expect(parse('height=100-175').height).toEqual({ min: 140, max: 175 });
    expect(parse('height=9999-190').height).toEqual({ min: 190, max: 210 });
    expect(parse('age=40-3').age).toEqual({ min: 14, max: 40 });
    expect(parse('age=20').age).toEqual({ min: 20, max: 20 });
    expect(parseRange(['-'], { min: 1, max: 9 })).toBeNull();
  });

  it('cuts q at 100 characters and drops control characters', () => {
    const long = 'a'.repeat(250);
    expect(parse(`q=${long}`).q).toHaveLength(Q_MAX_LENGTH);
    expect(parse('q=ana%00%0Ajulia').q).toBe('ana julia');
    expect([...(parse(`q=${'é'.repeat(150)}`).q ?? '')]).toHaveLength(Q_MAX_LENGTH);
  });

  it('takes colours by their Portuguese name too', () => {
    expect(parse('eyes=Verde').eyes?.value).toBe('green');
    expect(parse('hair=castanho%20escuro').hair?.value).toBe('dark brown');
  });
});

describe('canonical query', () => {
  it('leaves a canonical query alone', () => {
    expect(canonical('gender=woman&q=ana&height=170-180&eyes=green')).toBeNull();
    expect(canonical('gender=woman&page=2')).toBeNull();
  });

  it('writes the form query as a shared link has it, dropping the page', () => {
    expect(canonical('gender=woman&q=ana&height=170&height=180&hair=&eyes=green&age=&age=&page=3')).toBe(
      'gender=woman&q=ana&height=170-180&eyes=green',
    );
    expect(canonical('eyes=green&q=ana')).toBe('q=ana&eyes=green');
    expect(canonical('hair=purple')).toBe('');
  });

  it('is stable: the canonical form of a canonical form is itself', () => {
    for (const q of ['height=190-150&q=%20Ana%20&eyes=Verde', 'age=5&age=99', 'q=' + 'x'.repeat(300)]) {
      const once = canonical(q);
      expect(once).not.toBeNull();
      expect(canonical(once ?? '')).toBeNull();
    }
    expect(searchEntries(parse('height=170-170'))).toEqual([['height', '170']]);
  });
});

describe('matchesSearch', () => {
  const on = new Date(2026, 10, 24);
  const talent = { name: 'Ágatha Leão', height: '176/177', hair: 'Castanho', eyes: 'Verde', birthdate: '2004-05-01' };

  it('matches on every filter at once', () => {
    expect(matchesSearch(talent, parse('q=agatha&height=175-180&hair=brown&eyes=green&age=20-25'), on)).toBe(true);
  });

  it('refuses a talent outside any one filter', () => {
    expect(matchesSearch(talent, parse('height=170-175'), on)).toBe(false);
    expect(matchesSearch(talent, parse('eyes=blue'), on)).toBe(false);
    expect(matchesSearch(talent, parse('hair=black'), on)).toBe(false);
    expect(matchesSearch(talent, parse('age=23-30'), on)).toBe(false);
    expect(matchesSearch(talent, parse('q=bruna'), on)).toBe(false);
  });

  it('leaves out a talent whose measure is unknown when that measure is asked for', () => {
    expect(matchesSearch({ name: 'X', height: null }, parse('height=170-180'), on)).toBe(false);
    expect(matchesSearch({ name: 'X', birthdate: null }, parse('age=18-25'), on)).toBe(false);
    expect(matchesSearch({ name: 'X' }, parse(''), on)).toBe(true);
  });

  it('availability=in_town keeps who can be booked in town on the day, and is written last in the canonical URL', () => {
    const inTown = { name: 'X', availability: { status: 'in_town' as const, city: 'Brasília', until: null } };
    const leaving = { name: 'X', availability: { status: 'in_town' as const, city: 'Brasília', until: '2026-11-23' } };
    const away = { name: 'X', availability: { status: 'away' as const, city: 'Paris', until: '2026-12-20' } };
    expect(matchesSearch(inTown, parse('availability=in_town'), on)).toBe(true);
    expect(matchesSearch(leaving, parse('availability=in_town'), on)).toBe(false);
    expect(matchesSearch(away, parse('availability=in_town'), on)).toBe(false);
    expect(matchesSearch({ name: 'X' }, parse('availability=in_town'), on)).toBe(false);
    expect(matchesSearch(away, parse(''), on)).toBe(true);
    expect(parse('availability=away').availability).toBeNull();
    expect(hasSearch(parse('availability=in_town'))).toBe(true);
    expect(canonical('availability=in_town&q=ana')).toBe('q=ana&availability=in_town');
    expect(canonical('q=ana&availability=in_town')).toBeNull();
    expect(canonical('availability=in_town&availability=in_town')).toBe('availability=in_town');
  });

  it('finds a height typed in metres in a range of centimetres', () => {
    expect(matchesSearch({ name: 'X', height: '1,76' }, parse('height=175-180'), on)).toBe(true);
    expect(matchesSearch({ name: 'X', height: '1,76' }, parse('height=170-175'), on)).toBe(false);
  });
});

describe('the proxy: searched lists', () => {
  it('sends a list with a search to its on-demand path, and only then', async () => {
    const { listRewritePath } = await import('@/lib/proxy/list-rewrite');
    const rewrite = (path: string, query: string) => listRewritePath(path, new URLSearchParams(query));
    expect(rewrite('/modelos', 'gender=woman')).toBe('/pt/models/all/woman/1');
    expect(rewrite('/en/models/mainboard', 'gender=man&eyes=green')).toBe('/en/models/mainboard/man/1/search');
    expect(rewrite('/es/modelos', 'hair=purple')).toBe('/es/models/all/all/1');
  });

  it('redirects a form query to the canonical URL of the same list', async () => {
    const { listCanonicalRedirect } = await import('@/lib/proxy/list-rewrite');
    const redirect = (path: string, query: string) => listCanonicalRedirect(path, new URLSearchParams(query));
    expect(redirect('/en/models', 'gender=woman&q=&height=170&height=180')).toBe('/en/models?gender=woman&height=170-180');
    expect(redirect('/modelos/mainboard', 'q=&eyes=')).toBe('/modelos/mainboard');
    expect(redirect('/modelos', 'q=ana')).toBeNull();
    expect(redirect('/contato', 'q=')).toBeNull();
  });
});
