import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const getTalent = vi.hoisted(() => vi.fn(async () => null));
const getSelection = vi.hoisted(() => vi.fn(async () => []));
vi.mock('@/lib/agency/talents', () => ({ getTalent, getSelection }));

const { cardRequestOf } = await import('@/lib/server/downloads/comp-card-cache');
const { GET: compCard } = await import('@/app/api/comp-card/[id]/route');
const { GET: compCards } = await import('@/app/api/comp-cards/route');

let address = 0;
const get = (url: string) => new Request(`http://localhost${url}`, { headers: { 'x-forwarded-for': `10.5.0.${++address}` } });
const one = (query: string) => compCard(get(`/api/comp-card/7?${query}`), { params: Promise.resolve({ id: '7' }) } as never);

describe('the comp card routes’ parameters', () => {
  it('refuse a parameter sent twice with 400 and a message, before anything is loaded', async () => {
    for (const query of ['lang=en&lang=pt', 'lang=pt&lang=pt', 'units=cm&units=in', 'size=a5&size=letter-half&lang=en']) {
      const response = await one(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ message: expect.stringMatching(/only once/) });
    }
    for (const query of ['ids=1-2&lang=en&lang=pt', 'ids=1-2&ids=3']) {
      const response = await compCards(get(`/api/comp-cards?${query}`));
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ message: expect.any(String) });
    }
    expect(getTalent).not.toHaveBeenCalled();
    expect(getSelection).not.toHaveBeenCalled();
  });

  it('still take each once, or leave them out', async () => {
    expect(cardRequestOf(new URLSearchParams('lang=en&units=in&size=letter-half'))).toEqual({
      lang: 'en',
      units: 'in',
      size: 'letter-half',
    });
    expect(cardRequestOf(new URLSearchParams(''))).toEqual({ lang: 'pt', units: 'cm', size: 'a5' });
    // An unknown talent is looked up, and is 404: the query itself was fine.
    expect((await one('lang=en')).status).toBe(404);
  });
});
