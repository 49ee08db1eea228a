import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import type { KnownTalent } from '@/lib/proxy/profile-canonical';
import type { SlidesHealth } from '@/lib/proxy/slides-health';

/** What the proxy keeps in memory, as each test sets it: a value, or a back office that fails. */
const memory = vi.hoisted(() => ({
  talents: new Map<number, KnownTalent>() as Map<number, KnownTalent> | Error,
  news: { slugs: new Set<string>(), lastPage: 1 } as { slugs: Set<string>; lastPage: number } | Error,
  health: { ok: true } as SlidesHealth,
  healthAsked: 0,
}));
const settle = <T>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));

vi.mock('@/lib/proxy/memory', () => ({
  visibleTalents: () => settle(memory.talents),
  isVisibleTalentId: (id: number) => settle(memory.talents).then((talents) => talents.has(id)),
  newsIndex: () => settle(memory.news),
  homeSlidesHealth: async () => {
    memory.healthAsked++;
    return memory.health;
  },
}));

const steps = await import('@/lib/proxy/proxy');

const ana: KnownTalent = { slug: 'ana-julia', gender: 'woman', categories: [1879] };
const request = (path: string) => new NextRequest(`http://localhost${path}`);
const location = (answer: NextResponse | null) => answer?.headers.get('location')?.replace('http://localhost', '');
const rewrite = (answer: NextResponse | null) => answer?.headers.get('x-middleware-rewrite')?.replace('http://localhost', '');
/** The static 404 page of a language, as the proxy answers it. */
const expectNotFoundPage = (answer: NextResponse | null, locale: string) => {
  expect(answer?.status).toBe(404);
  expect(rewrite(answer)).toBe(`/${locale}/missing`);
  expect(answer?.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
};

beforeEach(() => {
  memory.talents = new Map([[12, ana]]);
  memory.news = { slugs: new Set(['open-casting']), lastPage: 3 };
  memory.health = { ok: true };
  memory.healthAsked = 0;
});

describe('refuseMalformedEscape', () => {
  it('answers a path whose escapes do not decode with 400: text for a screen, JSON for the API', async () => {
    const screen = steps.refuseMalformedEscape(request('/modelos/%ff'));
    expect(screen?.status).toBe(400);
    expect(screen?.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const api = steps.refuseMalformedEscape(request('/api/talents/%'));
    expect(api?.status).toBe(400);
    expect(await api?.json()).toEqual({ message: 'Malformed URL encoding' });
  });
  it('passes a path that decodes', () => {
    expect(steps.refuseMalformedEscape(request('/modelos/ana%20julia'))).toBeNull();
  });
});

describe('refuseObjectPropertyParameter', () => {
  it('answers 400 to an API query naming a property every object has', async () => {
    const answer = steps.refuseObjectPropertyParameter(request('/api/talents?page=1&__proto__=x'));
    expect(answer?.status).toBe(400);
    expect(await answer?.json()).toEqual({ message: 'Unknown parameter: __proto__' });
  });
  it('passes the API’s own parameters, and screens whatever their query', () => {
    expect(steps.refuseObjectPropertyParameter(request('/api/talents?page=2'))).toBeNull();
    expect(steps.refuseObjectPropertyParameter(request('/modelos?__proto__=x'))).toBeNull();
  });
});

describe('passWhatIsNoScreen', () => {
  it('lets the API, Next’s internals and files at the root on, untouched', () => {
    for (const path of ['/api/talents', '/_next/static/x%20y.js', '/favicon.ico']) {
      const answer = steps.passWhatIsNoScreen(request(path));
      expect(answer?.headers.get('x-middleware-next'), path).toBe('1');
    }
  });
  it('passes a screen on to the next step', () => {
    expect(steps.passWhatIsNoScreen(request('/modelos'))).toBeNull();
    expect(steps.passWhatIsNoScreen(request('/wp/xmlrpc.php'))).toBeNull();
  });
});

describe('dropDefaultPrefix', () => {
  it('sends /pt/… to the same path without the prefix, for good, query kept', () => {
    const answer = steps.dropDefaultPrefix(request('/pt/modelos?gender=woman'));
    expect(answer?.status).toBe(308);
    expect(location(answer)).toBe('/modelos?gender=woman');
    expect(location(steps.dropDefaultPrefix(request('/pt')))).toBe('/');
  });
  it('passes every other path', () => {
    expect(steps.dropDefaultPrefix(request('/en/models'))).toBeNull();
  });
});

describe('redirectLegacyWords', () => {
  it('sends old words and another language’s words to the path’s own, for good', () => {
    const women = steps.redirectLegacyWords(request('/en/women'));
    expect(women?.status).toBe(308);
    expect(location(women)).toBe('/en/models?gender=woman');
    expect(location(steps.redirectLegacyWords(request('/en/noticias?utm_source=x')))).toBe('/en/news?utm_source=x');
  });
  it('passes the path’s own words', () => {
    expect(steps.redirectLegacyWords(request('/en/models'))).toBeNull();
  });
});

describe('notFoundUnknownPath', () => {
  it('answers a path that names no screen, visible talent or post with its language’s static 404 page', async () => {
    expectNotFoundPage(await steps.notFoundUnknownPath(request('/nothing')), 'pt');
    expectNotFoundPage(await steps.notFoundUnknownPath(request('/en/models/99/x')), 'en');
    expectNotFoundPage(await steps.notFoundUnknownPath(request('/es/noticias/nothing')), 'es');
  });
  it('passes known screens, and leaves the page to decide when the back office cannot be read', async () => {
    expect(await steps.notFoundUnknownPath(request('/modelos/12/ana-julia'))).toBeNull();
    expect(await steps.notFoundUnknownPath(request('/noticias/open-casting'))).toBeNull();
    memory.talents = new Error('down');
    memory.news = new Error('down');
    expect(await steps.notFoundUnknownPath(request('/modelos/99/x'))).toBeNull();
    expect(await steps.notFoundUnknownPath(request('/noticias/nothing'))).toBeNull();
  });
});

describe('redirectProfileSpelling', () => {
  it('sends a profile spelled another way to its one URL, for good, query kept', async () => {
    const answer = await steps.redirectProfileSpelling(request('/modelos/12?utm_source=x'));
    expect(answer?.status).toBe(308);
    expect(location(answer)).toBe('/modelos/12/ana-julia?utm_source=x');
  });
  it('passes the right URL, and a roster that cannot be read', async () => {
    expect(await steps.redirectProfileSpelling(request('/modelos/12/ana-julia'))).toBeNull();
    memory.talents = new Error('down');
    expect(await steps.redirectProfileSpelling(request('/modelos/12/x'))).toBeNull();
  });
});

describe('redirectSelectionSpelling', () => {
  it('sends a selection with repeats or stray pieces to its one URL, for good', () => {
    const answer = steps.redirectSelectionSpelling(request('/selecao/238-214-238'));
    expect(answer?.status).toBe(308);
    expect(location(answer)).toBe('/selecao/238-214');
  });
  it('passes a canonical selection', () => {
    expect(steps.redirectSelectionSpelling(request('/selecao/238-214'))).toBeNull();
  });
});

describe('homeWithoutSlides', () => {
  it('shows the home whose slides fail as its language’s 503 screen, with the code', async () => {
    memory.health = { ok: false, code: 'slides_failed' };
    const home = await steps.homeWithoutSlides(request('/'));
    expect(home?.status).toBe(503);
    expect(rewrite(home)).toBe('/pt/home-unavailable?code=slides_failed');
    expect(rewrite(await steps.homeWithoutSlides(request('/en')))).toBe('/en/home-unavailable?code=slides_failed');
  });
  it('passes a healthy home, and asks nothing for other screens', async () => {
    expect(await steps.homeWithoutSlides(request('/es'))).toBeNull();
    expect(memory.healthAsked).toBe(1);
    memory.health = { ok: false, code: 'slides_failed' };
    expect(await steps.homeWithoutSlides(request('/modelos'))).toBeNull();
    expect(memory.healthAsked).toBe(1);
  });
});

describe('modelsList', () => {
  it('redirects a form’s query to the list’s one URL', async () => {
    const answer = await steps.modelsList(request('/modelos/mainboard?q=&eyes='));
    expect(answer?.status).toBe(307);
    expect(location(answer)).toBe('/modelos/mainboard');
  });
  it('rewrites a list to its static internal page, a searched one with its query', async () => {
    expect(rewrite(await steps.modelsList(request('/en/models/mainboard?gender=woman')))).toBe('/en/models/mainboard/woman/1');
    expect(rewrite(await steps.modelsList(request('/modelos?eyes=green')))).toBe('/pt/models/all/all/1/search?eyes=green');
  });
  it('answers a page past the list’s end with the 404 page, unless the roster cannot be read', async () => {
    expectNotFoundPage(await steps.modelsList(request('/es/modelos?page=2')), 'es');
    memory.talents = new Error('down');
    expect(rewrite(await steps.modelsList(request('/es/modelos?page=2')))).toBe('/es/models/all/all/2');
  });
  it('passes other screens', async () => {
    expect(await steps.modelsList(request('/contato?gender=woman'))).toBeNull();
  });
});

describe('newsList', () => {
  it('rewrites ?page=N to the static later page and redirects ?page=1 to the list', async () => {
    expect(rewrite(await steps.newsList(request('/en/news?page=3')))).toBe('/en/news-list/3');
    const first = await steps.newsList(request('/es/noticias?page=1'));
    expect(first?.status).toBe(308);
    expect(location(first)).toBe('/es/noticias');
  });
  it('answers another spelling, or a page past the last, with the 404 page', async () => {
    expectNotFoundPage(await steps.newsList(request('/noticias?page=02')), 'pt');
    expectNotFoundPage(await steps.newsList(request('/noticias?page=4')), 'pt');
    memory.news = new Error('down');
    expect(rewrite(await steps.newsList(request('/noticias?page=4')))).toBe('/pt/news-list/4');
  });
  it('passes the list itself and other screens', async () => {
    expect(await steps.newsList(request('/noticias'))).toBeNull();
    expect(await steps.newsList(request('/modelos?page=2'))).toBeNull();
  });
});

describe('proxy: the steps in order', () => {
  it('refuses a malformed escape before anything else, even on the API', async () => {
    expect((await steps.proxy(request('/api/talents/%ff?__proto__=x'))).status).toBe(400);
    expect((await steps.proxy(request('/pt/%'))).status).toBe(400);
  });
  it('redirects /pt/… before it asks the roster, and hands what no step answers to next-intl', async () => {
    memory.talents = new Error('down');
    expect(location(await steps.proxy(request('/pt/modelos/99/x')))).toBe('/modelos/99/x');
    expect(rewrite(await steps.proxy(request('/es/sobre-nosotros')))).toBe('/es/about');
  });
});
