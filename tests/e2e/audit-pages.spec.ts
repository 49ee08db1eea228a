import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test as plain, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findTalent, slug, type ApiTalent } from './agency';
import { E2E } from './env';
import { layoutShiftOnceFontsDrawn, watchLayoutShifts } from './layout-shift';
import { categoryPath, langs, screens, type Lang } from './routes';
import { pairSlides } from '../../lib/rules/slides';

/**
 * What a visitor tripped over in the audit of issue 31 (the home, the
 * profile's photos, the site without JavaScript, wrong pages and SEO), held
 * on the production build: in the served HTML where crawlers and visitors
 * without JavaScript read it, in a browser where it is behaviour.
 */

type Messages = {
  Nav: Record<'models' | 'beAModel' | 'about' | 'favorites' | 'contact' | 'news' | 'primary', string>;
  Categories: Record<string, string>;
  Errors: { notFound: string };
  Metadata: { notFound: string; titleTemplate: string };
  Form: { needsScript: string };
};
const messages = (lang: Lang) => JSON.parse(fs.readFileSync(`messages/${lang}.json`, 'utf8')) as Messages;

/** The served HTML without its scripts: what a browser without JavaScript (or a crawler) reads. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
/** The language switch's links in served HTML: (href, hreflang) of each `<a hrefLang>`. */
const switchLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\bhrefLang="/.test(tag))
    .map((tag): [string, string] => [
      /\bhrefLang="([^"]*)"/.exec(tag)![1]!,
      /\bhref="([^"]*)"/.exec(tag)![1]!.replace(/&amp;/g, '&'),
    ]);

const profileUrl = (talent: Pick<ApiTalent, 'id' | 'name'>, lang: Lang = 'en') =>
  `${lang === 'pt' ? '/modelos' : lang === 'en' ? '/en/models' : '/es/modelos'}/${talent.id}/${slug(talent.name)}`;

/** A page with JavaScript off, past its load (no hydration to wait for). */
async function withoutJavaScript(browser: Browser, url: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, response };
}

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * An element's text colour against what is behind it over the palest photo
 * (white): its own and its ancestors' backgrounds composed over white, up to
 * the half the photos fill.
 */
function againstWhitePhoto(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const rgba = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
      const layers: number[][] = [];
      for (let node: Element | null = el; node && node.tagName !== 'SECTION'; node = node.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor);
        if (getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)') layers.unshift([r, g, b, a]);
      }
      let under = [255, 255, 255];
      for (const [r, g, b, a] of layers) under = [r!, g!, b!].map((v, i) => v * a! + under[i]! * (1 - a!));
      return { text: rgba(getComputedStyle(el).color).slice(0, 3), under, size: parseFloat(getComputedStyle(el).fontSize) };
    }),
  );
}

test.describe('the home leads to every screen and language', () => {
  for (const lang of langs) {
    test(`links to every screen and the other languages in the served HTML (${lang})`, async ({ request }) => {
      const t = messages(lang);
      const html = withoutScripts(await (await request.get(screens.home[lang])).text());
      const links = hrefs(html);
      for (const screen of ['models', 'beAModel', 'about', 'contact', 'favorites'] as const) {
        expect(links, screen).toContain(screens[screen][lang]);
      }
      expect(links).toContain({ pt: '/noticias', en: '/en/news', es: '/es/noticias' }[lang]);
      for (const category of ['sao_paulo', 'mainboard', 'new_faces', 'comercial']) {
        expect(links, category).toContain(`${screens.models[lang]}/${category}`);
      }
      expect(new Map(switchLinks(html))).toEqual(
        new Map([
          ['pt', '/'],
          ['en', '/en'],
          ['es', '/es'],
        ]),
      );
      // Named in the page's language.
      expect(html).toContain(`>${t.Nav.beAModel}</a>`);
      expect(html).toContain(`>${t.Nav.contact}</a>`);
    });
  }

  test('the header, menu trigger and footer stay hidden; the links follow the halves in keyboard order', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('body > header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('main section')).toHaveCount(2);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Become a model' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Become a model' })).toBeInViewport();
    const creativePause = page
      .locator('main section')
      .nth(1)
      .getByRole('button', { name: /the Creative slides/ });
    await creativePause.focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Models', exact: true })).toBeFocused();
    await nav.getByRole('link', { name: 'Become a model' }).click();
    await expect(page).toHaveURL(/\/en\/be-a-model$/);
  });

  test('the small labels keep 4.5:1 on the palest photo; the pause buttons are small chips in a 44 px target', async ({
    page,
  }) => {
    // Every slide a white photo: the worst case for white words.
    await page.route(/\/_next\/image\?|\.(jpe?g|png|webp)(\?|$)/, (route) =>
      route.request().resourceType() === 'image'
        ? sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
            .png()
            .toBuffer()
            .then((body) => route.fulfill({ contentType: 'image/png', body }))
        : route.continue(),
    );
    await page.goto('/');
    // The small words (under 18 px: WCAG's normal text), the halves' captions.
    const small = (await againstWhitePhoto(page, 'main section a span:not(.sr-only)')).filter((label) => label.size < 18);
    expect(small).toHaveLength(2);
    for (const { text, under } of small) expect(contrast(text, under)).toBeGreaterThanOrEqual(4.5);
    for (const button of await page.locator('main section button').all()) {
      const target = (await button.boundingBox())!;
      expect(target.width).toBeGreaterThanOrEqual(44);
      const chip = (await button.locator('span').first().boundingBox())!;
      expect(chip.width).toBeLessThanOrEqual(32);
    }
  });
});

test.describe("the profile's viewer", () => {
  const frameOf = (page: Page) => page.locator('.gallery-slider .swiper-wrapper');
  const nextButton = (page: Page) => page.getByRole('button', { name: 'Next photo' });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`one height whatever the photo; the arrows and the name never move (${viewport.width} px)`, async ({ browser }) => {
      // A book whose slides differ in shape: a pair of portraits and a landscape alone.
      const talent = await findTalent((t) => {
        const sizes = pairSlides(t.book).map((s) => s.length);
        return sizes.includes(1) && sizes.includes(2);
      });
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(profileUrl(talent));
      await expect(page.locator('.gallery-slider.swiper-initialized')).toHaveCount(1);
      const slides = pairSlides(talent.book).length;
      const where = async () => ({
        frame: Math.round((await frameOf(page).boundingBox())!.height),
        next: Math.round((await nextButton(page).boundingBox())!.y + (await page.evaluate(() => window.scrollY))),
        name: Math.round((await page.locator('main h1').boundingBox())!.y + (await page.evaluate(() => window.scrollY))),
      });
      const first = await where();
      for (let i = 1; i < slides; i++) {
        await nextButton(page).click();
        await expect(page.locator('.gallery-slider .swiper-slide').nth(i)).toHaveClass(/swiper-slide-active/);
        expect(await where(), `slide ${i + 1}`).toEqual(first);
      }
      await context.close();
    });
  }

  test('on a phone the name is on the first screen', async ({ browser }) => {
    // A lone portrait first: the tallest a first slide can be.
    const talent = await findTalent((t) => {
      const first = pairSlides(t.book)[0];
      return t.compo.length > 0 && first?.length === 1 && first[0]!.height > first[0]!.width;
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(profileUrl(talent, 'pt'));
    const name = (await page.locator('main h1').boundingBox())!;
    expect(name.y + name.height).toBeLessThanOrEqual(844);
    await context.close();
  });

  test('shows its position and says each change once, not on load', async ({ page }) => {
    const talent = await findTalent((t) => pairSlides(t.book).length >= 3);
    await page.goto(profileUrl(talent));
    const position = page.getByTestId('gallery-position');
    const slides = pairSlides(talent.book);
    const label = (s: number) => {
      const shown = slides[s]!.map((image) => talent.book.indexOf(image) + 1);
      return shown.length > 1 ? `${shown[0]}–${shown.at(-1)} / ${talent.book.length}` : `${shown[0]} / ${talent.book.length}`;
    };
    await expect(position).toHaveText(label(0));
    const live = page.locator('.gallery-slider [aria-live]');
    const spoken = () => live.evaluateAll((all) => all.map((el) => el.textContent ?? '').filter(Boolean));
    await expect(page.locator('.gallery-slider.swiper-initialized')).toHaveCount(1);
    expect(await spoken()).toEqual([]);
    await nextButton(page).click();
    await expect(position).toHaveText(label(1));
    const second = slides[1]!.map((image) => talent.book.indexOf(image) + 1);
    const said =
      second.length > 1
        ? `Photos ${second[0]} and ${second.at(-1)} of ${talent.book.length}`
        : `Photo ${second[0]} of ${talent.book.length}`;
    // One live region speaks, once.
    await expect.poll(spoken).toEqual([said]);
  });

  test('without JavaScript every book photo can be seen, in a row that scrolls sideways', async ({ browser }) => {
    const talent = await findTalent((t) => pairSlides(t.book).length >= 3 && t.compo.length > 0);
    const { context, page } = await withoutJavaScript(browser, profileUrl(talent), { width: 390, height: 844 });
    const photos = page.locator('.gallery-slider img');
    await expect(photos).toHaveCount(talent.book.length);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeInViewport({ ratio: 0.9 });
      const box = (await photo.boundingBox())!;
      expect(box.height).toBeGreaterThan(100);
    }
    // The composite too: its tab cannot work here, so its photos are shown, a row of their own.
    const composite = page.getByRole('region', { name: 'Composite' });
    await expect(composite).toBeVisible();
    await expect(composite.locator('img')).toHaveCount(talent.compo.length);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await context.close();
  });

  test('enhanced after hydration without a layout shift (390 px)', async ({ browser }) => {
    const talent = await findTalent((t) => pairSlides(t.book).length >= 3);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    await page.goto(profileUrl(talent));
    await expect(page.locator('.gallery-slider.swiper-initialized')).toHaveCount(1);
    // What the slider's set-up moves; a web font drawn after the first paint is not its doing.
    expect(await layoutShiftOnceFontsDrawn(page)).toBe(0);
    await context.close();
  });
});

test.describe('controls that need JavaScript', () => {
  test('without it: the menu leads to the footer, the heart, units and Composite tab are hidden, print is a link', async ({
    browser,
  }) => {
    const talent = await findTalent((t) => t.compo.length > 0);
    const { context, page } = await withoutJavaScript(browser, profileUrl(talent));
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const menu = page.locator('header').getByRole('link', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/#footer$/);
    await expect(page.locator('footer')).toBeInViewport();
    await expect(page.getByRole('button', { name: new RegExp(`${talent.name}`) })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Units' })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Composite' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print composite' })).toBeHidden();
    const print = page.getByRole('link', { name: 'Print composite' });
    await expect(print).toHaveAttribute('href', `/api/compo/${talent.id}`);
    const download = page.waitForEvent('download');
    await print.click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await context.close();
  });

  test('with it: the same controls are there and nothing of the fallbacks shows', async ({ page }) => {
    const talent = await findTalent((t) => t.compo.length > 0 && t.video.length > 0);
    await page.goto(profileUrl(talent));
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Units' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Composite' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print composite' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Print composite' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Composite' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Play video 1\b/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Play video \d/ })).toHaveCount(0);
  });

  test("without it: a profile's videos are links to their pages at YouTube or Vimeo", async ({ browser }) => {
    const talent = await findTalent((t) => t.video.length > 0);
    const { context, page } = await withoutJavaScript(browser, profileUrl(talent));
    await expect(page.getByRole('button', { name: /^Play video \d/ })).toHaveCount(0);
    const links = page.getByRole('link', { name: /^Play video \d/ });
    await expect(links).toHaveCount(talent.video.length);
    await expect(links.first()).toBeVisible();
    // The order is the page's (the slate first): each link is one of the talent's videos, each video has one.
    const pages = talent.video.map(({ provider, file }) =>
      provider === 'youtube'
        ? `https://www.youtube.com/watch?v=${encodeURIComponent(file)}`
        : `https://vimeo.com/${encodeURIComponent(file)}`,
    );
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual([...pages].sort());
    await context.close();
  });

  test("without it: the selection's add-all and the home's pause buttons are not drawn", async ({ browser }) => {
    const talent = await findTalent((t) => t.book.length > 0);
    const selection = await withoutJavaScript(browser, `/en/selection/${talent.id}`);
    const main = selection.page.locator('main');
    await expect(main.getByRole('heading', { name: talent.name })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add all to my favorites' })).toHaveCount(0);
    // What works without script stays: the package is a plain download link.
    await expect(main.getByRole('link', { name: 'Comp cards (PDF)' })).toBeVisible();
    await selection.context.close();

    const home = await withoutJavaScript(browser, '/en');
    await expect(home.page.locator('main section')).toHaveCount(2);
    await expect(home.page.locator('main section').getByRole('link').first()).toBeVisible();
    // Nothing moves without script, so there is nothing to pause or play.
    await expect(home.page.locator('main section').getByRole('button')).toHaveCount(0);
    await home.context.close();
  });

  for (const lang of langs) {
    test(`a form's disabled send button says why beside it, without JavaScript (${lang})`, async ({ browser }) => {
      const t = messages(lang);
      const { context, page } = await withoutJavaScript(browser, screens.contact[lang]);
      const form = page.locator('main form');
      await expect(form.locator('button[type="submit"]')).toBeDisabled();
      await expect(form.getByText(t.Form.needsScript)).toBeVisible();
      await context.close();
    });
  }

  test('with JavaScript the explanation is not there', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page.locator('main form button[type="submit"]')).toBeEnabled();
    await expect(page.getByText(messages('en').Form.needsScript)).toBeHidden();
  });
});

test.describe('a list page past the end', () => {
  const cases: { path: string; lang: Lang }[] = [
    { path: '/modelos?page=99', lang: 'pt' },
    { path: '/en/models/mainboard?page=99', lang: 'en' },
    { path: '/es/modelos?gender=woman&page=99', lang: 'es' },
  ];
  for (const { path: url, lang } of cases) {
    plain(`${url}: 404 with the not-found page's title and body, without JavaScript`, async ({ browser }) => {
      const t = messages(lang);
      const { context, page, response } = await withoutJavaScript(browser, url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(t.Metadata.titleTemplate.replace('{title}', t.Metadata.notFound));
      await expect(page.locator('main h1')).toHaveText(t.Errors.notFound);
      await context.close();
    });
  }
});

test.describe('the language switch of a fresh build', () => {
  // The pages as the build wrote them: what the very first visitors are sent.
  const built = (file: string) => fs.readFileSync(path.join(E2E.distDir, 'server', 'app', `${file}.html`), 'utf8');
  const cases: { file: string; url: string; expected: [Lang, string][] }[] = [
    {
      file: 'pt/models/all/all/1',
      url: '/modelos',
      expected: [
        ['pt', '/modelos'],
        ['en', '/en/models'],
        ['es', '/es/modelos'],
      ],
    },
    {
      file: 'en/models/all/all/1',
      url: '/en/models',
      expected: [
        ['pt', '/modelos'],
        ['en', '/en/models'],
        ['es', '/es/modelos'],
      ],
    },
    {
      file: 'pt/models/mainboard/all/1',
      url: '/modelos/mainboard',
      expected: [
        ['pt', '/modelos/mainboard'],
        ['en', '/en/models/mainboard'],
        ['es', '/es/modelos/mainboard'],
      ],
    },
    {
      file: 'es/models/new_faces/woman/1',
      url: '/es/modelos/new_faces?gender=woman',
      expected: [
        ['pt', '/modelos/new_faces?gender=woman'],
        ['en', '/en/models/new_faces?gender=woman'],
        ['es', '/es/modelos/new_faces?gender=woman'],
      ],
    },
    {
      file: 'pt/privacy',
      url: '/privacidade',
      expected: [
        ['pt', '/privacidade'],
        ['en', '/en/privacy'],
        ['es', '/es/privacidad'],
      ],
    },
  ];
  for (const { file, url, expected } of cases) {
    test(`${url} points to itself in each language, as built and as served`, async ({ request }) => {
      // The footer's switch (the menu's is drawn in the browser).
      expect(switchLinks(built(file))).toEqual(expected);
      expect(switchLinks(await (await request.get(url)).text())).toEqual(expected);
    });
  }
});

test.describe('SEO', () => {
  test('favourites is noindex in each language and out of the sitemap', async ({ request }) => {
    for (const lang of langs) {
      const html = await (await request.get(screens.favorites[lang])).text();
      expect(html, lang).toMatch(/<meta name="robots" content="noindex, ?follow"/);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const lang of langs) expect(sitemap).not.toContain(`${E2E.siteUrl}${screens.favorites[lang]}<`);
    expect(sitemap).toContain(`<loc>${E2E.siteUrl}/modelos</loc>`);
  });

  test('the sitemap dates what the agency dates: posts and the news list, never a profile', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const entry = (loc: string) => entries.find((e) => e.includes(`<loc>${E2E.siteUrl}${loc}</loc>`));
    for (const lang of langs) {
      expect(entry({ pt: '/noticias', en: '/en/news', es: '/es/noticias' }[lang]), lang).toMatch(
        /<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/,
      );
    }
    const posts = entries.filter((e) => /<loc>[^<]*\/(noticias|news)\/[^<]+<\/loc>/.test(e));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post).toMatch(/<lastmod>/);
    const profiles = entries.filter((e) => /<loc>[^<]*\/(modelos|models)\/\d+\/[^<]+<\/loc>/.test(e));
    expect(profiles.length).toBeGreaterThan(0);
    for (const profile of profiles) expect(profile).not.toMatch(/<lastmod>/);
    // Nor a list or one of the site's own screens: nothing dates them, and no date is made up.
    for (const loc of ['/modelos', '/en/models/mainboard', '/es/modelos?gender=woman', '/contato', '/en/privacy']) {
      expect(entry(loc), loc).toBeDefined();
      expect(entry(loc), loc).not.toMatch(/<lastmod>/);
    }
  });

  test('a list by gender is indexable, canonical to itself and in the sitemap, in each language', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const lang of langs) {
      for (const url of [`${screens.models[lang]}?gender=woman`, `${categoryPath(lang, 'mainboard')}?gender=man`]) {
        const answer = await request.get(url);
        expect(answer.status(), url).toBe(200);
        const html = await answer.text();
        expect(html, url).not.toMatch(/<meta name="robots"/);
        expect(html, url).toContain(`<link rel="canonical" href="${E2E.siteUrl}${url}"/>`);
        expect(sitemap, url).toContain(`<loc>${E2E.siteUrl}${url}</loc>`);
      }
    }
  });

  test("one @id for the agency in every language, and each talent's worksFor points to it", async ({ request }) => {
    const jsonLd = async (url: string) =>
      [...(await (await request.get(url)).text()).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .flatMap((m) => [JSON.parse(m[1]!)].flat())
        .filter(Boolean) as Record<string, unknown>[];
    const id = `${E2E.siteUrl}/#agency`;
    for (const url of [...Object.values(screens.home), ...Object.values(screens.contact)]) {
      const agency = (await jsonLd(url)).find((d) => d['@type'] === 'LocalBusiness');
      expect(agency?.['@id'], url).toBe(id);
    }
    const talent = await findTalent((t) => t.book.length > 0);
    for (const lang of langs) {
      const person = (await jsonLd(profileUrl(talent, lang))).find((d) => d['@type'] === 'Person');
      expect((person?.worksFor as Record<string, unknown>)['@id'], lang).toBe(id);
    }
  });

  test("the profile's social card is landscape, 1200×630, with the portrait after it", async ({ request }) => {
    const talent = await findTalent((t) => t.book.length >= 3);
    const html = await (await request.get(profileUrl(talent))).text();
    const meta = (property: string) =>
      [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
    const [card, portrait] = meta('og:image');
    expect(card).toBe(`${E2E.siteUrl}/api/talent-image/${talent.id}`);
    expect(meta('og:image:width')[0]).toBe('1200');
    expect(meta('og:image:height')[0]).toBe('630');
    expect(portrait).toContain('/_next/image?url=');
    const answer = await request.get(card!.replace(E2E.siteUrl, ''));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    expect(answer.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const size = await sharp(await answer.body()).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);
    expect(meta('twitter:image')[0] ?? /<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1]).toBe(card);
  });
});
