import fs from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withAgencyData } from './agency-db';
import { E2E } from './env';
import { langs, type Lang } from './routes';
import { expectNoViolations } from './axe';

/**
 * The news (docs/decisions/0043-news-at-noticias.md): 10 posts in the served
 * HTML with their dates in the page's language, 6 more per "load more" (a
 * button with JavaScript, a link to the next page without), each post with
 * its sanitized text, Article JSON-LD and social image; an unknown slug or a
 * page past the last is the 404 page; the sitemap and the footer reach them.
 */
const listPath: Record<Lang, string> = { pt: '/noticias', en: '/en/news', es: '/es/noticias' };
const postPath = (lang: Lang, slug: string) => `${listPath[lang]}/${slug}`;

type Messages = {
  News: Record<string, string>;
  Nav: { news: string };
  Errors: { notFound: string };
};
const messages = (lang: Lang) => JSON.parse(fs.readFileSync(`messages/${lang}.json`, 'utf8')) as Messages;

type ApiPost = { slug: string; title: string; published_at: string | null };

async function apiNews(lang: Lang): Promise<ApiPost[]> {
  const signin = await fetch(`${E2E.apiUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  const answer = await fetch(`${E2E.apiUrl}/api/posts/news/${lang}?paginate=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: ApiPost[] }).data;
}

/** The date as a reader of that language writes it, in the agency's time zone. */
const dateIn = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat({ pt: 'pt-BR', en: 'en-US', es: 'es-ES' }[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/** The served HTML without its scripts: what a crawler or a browser without JavaScript reads. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/** The cards of a served list: slug, the <time> value and text, in order. */
function cardsOf(html: string) {
  return [...withoutScripts(html).matchAll(/<article[^>]*data-news="([^"]+)"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => ({
    slug: m[1] as string,
    datetime: /<time[^>]*dateTime="([^"]+)"/i.exec(m[2] ?? '')?.[1] ?? null,
    date: /<time[^>]*>([^<]*)<\/time>/.exec(m[2] ?? '')?.[1] ?? null,
    image: /<img[^>]*alt=""/.test(m[2] ?? ''),
  }));
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const main = (page: Page) => page.locator('main');

let news: Record<Lang, ApiPost[]>;

test.beforeAll(async () => {
  news = { pt: await apiNews('pt'), en: await apiNews('en'), es: await apiNews('es') };
  // The demo seed fills the first page and two more (10, 6, then 4).
  expect(news.pt.length).toBe(20);
});

for (const lang of langs) {
  test(`${lang}: the served HTML lists the 10 newest posts with their dates in ${lang}, and links the next page`, async ({
    request,
  }) => {
    const response = await request.get(listPath[lang]);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const cards = cardsOf(html);
    const expected = news[lang].slice(0, 10);
    expect(cards.map((c) => c.slug)).toEqual(expected.map((p) => p.slug));
    cards.forEach((card, i) => {
      const iso = expected[i]?.published_at as string;
      expect(card.datetime, card.slug).toBe(new Date(iso).toISOString());
      expect(card.date, card.slug).toBe(dateIn(lang, iso));
      expect(card.image, card.slug).toBe(true);
    });
    // Newest first.
    const times = cards.map((c) => Date.parse(c.datetime as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(withoutScripts(html)).toMatch(new RegExp(`<h1[^>]*>${messages(lang).News.title}</h1>`));
    expect(html).toContain(`href="${listPath[lang]}?page=2"`);
  });
}

test('without JavaScript, the next-page links reach every post; past the last page is the 404 page', async ({ request }) => {
  const seen: string[] = [];
  let url: string | null = listPath.en;
  let pages = 0;
  while (url) {
    const response: APIResponse = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const html: string = await response.text();
    // Every post in the HTML itself, not behind a Suspense fallback a script would swap in.
    expect(html, url).not.toMatch(/<div hidden id="S:\d+">/);
    const cards = cardsOf(html);
    expect(cards.length, url).toBe(pages === 0 ? 10 : pages === 1 ? 6 : 4);
    seen.push(...cards.map((c) => c.slug));
    url = /<a href="([^"]+)" rel="next"/.exec(withoutScripts(html))?.[1]?.replace(/&amp;/g, '&') ?? null;
    pages++;
  }
  expect(pages).toBe(3);
  expect(seen).toEqual(news.en.map((p) => p.slug));

  const past = await request.get(`${listPath.en}?page=4`);
  expect(past.status()).toBe(404);
  expect(withoutScripts(await past.text())).toContain(messages('en').Errors.notFound);
  expect((await request.get(`${listPath.pt}?page=02`)).status()).toBe(404);
  const first = await request.get(`${listPath.es}?page=1`, { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect(first.headers().location).toBe(listPath.es);
});

test.describe('a browser without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('follows "load more" as a link to the next page', async ({ page }) => {
    await page.goto(listPath.pt, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(main(page).locator('article')).toHaveCount(10);
    await main(page)
      .getByRole('link', { name: messages('pt').News.loadMore })
      .click();
    await expect(page).toHaveURL(/\/noticias\?page=2$/);
    await expect(main(page).locator('article')).toHaveCount(6);
    await expect(main(page).locator('article').first()).toHaveAttribute('data-news', news.pt[10]?.slug as string);
  });
});

test('load more appends the next 6, announces them and moves focus to the first; then the last 4', async ({ page }) => {
  const t = messages('pt').News;
  await page.goto(listPath.pt);
  const articles = main(page).locator('article');
  await expect(articles).toHaveCount(10);
  const button = main(page).getByRole('button', { name: t.loadMore });
  const footerTop = () => page.locator('footer').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

  // The answer held back: placeholders of the cards' size stand where the cards will go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/news?*', async (route) => {
    await held;
    await route.continue();
  });
  await button.click();
  const placeholders = main(page).locator('ul[aria-hidden="true"] > li');
  await expect(placeholders).toHaveCount(6);
  await expect(page.getByRole('status').filter({ hasText: t.loadingMore as string })).toHaveCount(1);
  const whileLoading = await footerTop();
  release();
  await expect(articles).toHaveCount(16);
  await expect(placeholders).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '6 notícias adicionadas' })).toHaveText(
    '6 notícias adicionadas. Mostrando 16 de 20.',
  );
  await expect(articles.nth(10)).toHaveAttribute('data-news', news.pt[10]?.slug as string);
  await expect(page.locator(':focus')).toHaveText(news.pt[10]?.title as string);
  // The cards take the placeholders' place: nothing below moves.
  expect(Math.abs((await footerTop()) - whileLoading)).toBeLessThan(2);
  await page.unroute('**/api/news?*');

  await button.click();
  await expect(articles).toHaveCount(20);
  await expect(page.getByRole('status').filter({ hasText: '4 notícias adicionadas' })).toContainText(t.allShown as string);
  await expect(button).toHaveCount(0);
  expect(await articles.evaluateAll((list) => list.map((a) => a.getAttribute('data-news')))).toEqual(news.pt.map((p) => p.slug));
});

test('the load-more route validates its query', async ({ request }) => {
  const ok = await request.get('/api/news?locale=es&page=2');
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { items: { slug: string; dateText: string }[]; page: number; hasMore: boolean };
  expect(body.items.map((p) => p.slug)).toEqual(news.es.slice(10, 16).map((p) => p.slug));
  expect(body.items[0]?.dateText).toBe(dateIn('es', news.es[10]?.published_at as string));
  expect(body).toMatchObject({ page: 2, hasMore: true });
  for (const bad of [
    'locale=fr&page=2',
    'locale=pt&page=0',
    'locale=pt&page=x',
    'locale=pt&page=2&x=1',
    'locale=pt&page=2&page=3',
  ]) {
    expect((await request.get(`/api/news?${bad}`)).status(), bad).toBe(400);
  }
  expect((await request.get('/api/news?locale=pt&page=9')).status()).toBe(404);
});

for (const lang of langs) {
  test(`${lang}: a post has its title, date, photo, sanitized text, Article JSON-LD, og:image and alternates`, async ({
    request,
  }) => {
    const post = news[lang][0] as ApiPost;
    const response = await request.get(postPath(lang, post.slug));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    const visible = withoutScripts(html);
    expect(decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(visible)?.[1] ?? '')).toBe(post.title);
    expect(visible).toContain(`>${dateIn(lang, post.published_at as string)}</time>`);
    // The back office's HTML carries a probe (tests/e2e/env.ts): its text stays, its code goes.
    const content = /data-testid="news-content"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(content).toContain('probe');
    expect(content).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).not.toContain('window.__xss');

    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].flatMap((m) => {
      const data = JSON.parse(m[1] ?? 'null') as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(data) ? data : [data];
    });
    const article = ld.find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: post.title,
      url: `${E2E.siteUrl}${postPath(lang, post.slug)}`,
      datePublished: new Date(post.published_at as string).toISOString(),
      publisher: { '@type': 'Organization' },
    });
    expect((article?.image as string[])[0]).toMatch(new RegExp(`^${E2E.siteUrl}/_next/image\\?url=`));

    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${E2E.siteUrl}/_next/image\\?url=`));
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<link rel="canonical" href="${E2E.siteUrl}${postPath(lang, post.slug)}"/>`);
    for (const other of langs) {
      expect(html).toContain(`hrefLang="${other}" href="${E2E.siteUrl}${postPath(other, post.slug)}"`);
    }
    expect(html).toMatch(/<title>[^<]+ \| RAVAGE<\/title>/);
  });
}

test('the sanitized text runs nothing in a browser', async ({ page }) => {
  await page.goto(postPath('en', news.en[0]?.slug as string));
  await expect(page.getByTestId('news-content').locator('p', { hasText: /^probe$/ })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

for (const lang of langs) {
  test(`${lang}: an unknown slug answers 404 with the 404 page in the served HTML`, async ({ request }) => {
    const response = await request.get(postPath(lang, 'no-such-story'));
    expect(response.status()).toBe(404);
    const html = withoutScripts(await response.text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${messages(lang).Errors.notFound}</h1>`));
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
  });
}

test('the sitemap lists the news and every post with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of langs) expect(sitemap).toContain(`<loc>${E2E.siteUrl}${listPath[lang]}</loc>`);
  for (const post of news.pt) {
    const entry = new RegExp(`<loc>${E2E.siteUrl}${postPath('pt', post.slug)}</loc>([\\s\\S]*?)</url>`).exec(sitemap)?.[1] ?? '';
    for (const other of langs)
      expect(entry, post.slug).toContain(`hreflang="${other}" href="${E2E.siteUrl}${postPath(other, post.slug)}"`);
    expect(entry, post.slug).toContain('<lastmod>');
  }
});

for (const lang of langs) {
  test(`${lang}: the footer links to the news`, async ({ page }) => {
    await page.goto({ pt: '/contato', en: '/en/contact', es: '/es/contacto' }[lang]);
    const link = page.getByRole('contentinfo').getByRole('link', { name: messages(lang).Nav.news, exact: true });
    await expect(link).toHaveAttribute('href', listPath[lang]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${listPath[lang].replace(/\//g, '\\/')}$`));
    await expect(main(page).locator('article')).toHaveCount(10);
  });
}

for (const lang of langs) {
  // The list and a post as they load are scanned by tests/e2e/checkers.spec.ts.
  test(`${lang}: axe finds no violation on the list after load more`, async ({ page }) => {
    await page.goto(listPath[lang]);
    await main(page)
      .getByRole('button', { name: messages(lang).News.loadMore })
      .click();
    await expect(main(page).locator('article')).toHaveCount(16);
    await expectNoViolations(page, `${lang} news list after load more`);
  });
}

test('a post published in the back office shows after POST /api/revalidate with the news tag', async ({ request }) => {
  const slug = 'e2e-breaking-news';
  const revalidate = () =>
    request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${E2E.revalidateSecret}` },
      data: { tags: ['agency:posts:news:pt'] },
    });
  expect(cardsOf(await (await request.get(listPath.pt)).text())[0]?.slug).toBe(news.pt[0]?.slug);
  const restore = withAgencyData((db) => {
    const id = Number(
      db
        .prepare("INSERT INTO posts (type, slug, image, published_at) VALUES ('news', ?, NULL, ?)")
        .run(slug, new Date(Date.UTC(2030, 0, 1, 12)).toISOString()).lastInsertRowid,
    );
    db.prepare('INSERT INTO post_translations (post_id, language, title, excerpt, content) VALUES (?, ?, ?, ?, ?)').run(
      id,
      'pt',
      'Notícia de teste',
      'Um resumo da notícia de teste.',
      '<p>Texto.</p>',
    );
    return (again) => {
      again.prepare('DELETE FROM post_translations WHERE post_id = ?').run(id);
      again.prepare('DELETE FROM posts WHERE id = ?').run(id);
    };
  });
  try {
    // The collection is cached: the back office is not asked again before a revalidation.
    expect(cardsOf(await (await request.get(listPath.pt)).text())[0]?.slug).toBe(news.pt[0]?.slug);
    expect((await revalidate()).status()).toBe(200);
    await expect
      .poll(async () => cardsOf(await (await request.get(listPath.pt)).text())[0]?.slug, { timeout: 20_000 })
      .toBe(slug);
    expect((await request.get(postPath('pt', slug))).status()).toBe(200);
  } finally {
    restore();
    await revalidate();
    // The build's page cache holds the original list again before the next test or run reads it.
    await expect
      .poll(async () => cardsOf(await (await request.get(listPath.pt)).text())[0]?.slug, { timeout: 20_000 })
      .toBe(news.pt[0]?.slug);
  }
});
