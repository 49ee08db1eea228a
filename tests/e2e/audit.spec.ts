import { axe, WCAG_TAGS } from './axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isExcluded, profile, roster, slug, type ApiTalent } from './agency';
import { E2E } from './env';
import { langs, screens } from './routes';

/**
 * What an accessibility and SEO audit of the running site found (issue 16),
 * held by tests on the served HTML: names that contain the visible words,
 * text in another language marked as such, a title, description, social
 * card and schema.org data on every page of the sitemap, and the site
 * without JavaScript.
 */

const main = (page: Page) => page.locator('main');

test.describe('home', () => {
  for (const lang of langs) {
    test(`axe with label-content-name-mismatch (experimental) and the WCAG rules: no violation (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(screens.home[lang]);
      await expect(page.locator('main section')).toHaveCount(2);
      const wcag = await axe(page)
        .withTags(WCAG_TAGS)
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      // The rule ran beside the WCAG ones (it is experimental: off unless asked for). It judges controls named
      // by aria-label; the logo links are now named by their own words, so it may find none to judge.
      const ran = [...wcag.passes, ...wcag.inapplicable, ...wcag.incomplete, ...wcag.violations].map((r) => r.id);
      expect(ran).toContain('label-content-name-mismatch');
      // What the rule stands for, on the links themselves: the name starts with the words shown.
      for (const section of await main(page).locator('section').all()) {
        const link = section.getByRole('link');
        const shown = await link.evaluate((el) =>
          [...el.children]
            .filter((c) => !c.classList.contains('sr-only'))
            .map((c) => c.textContent?.trim())
            .join(' '),
        );
        const words = shown.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        await expect(link).toHaveAccessibleName(new RegExp(`^${words.join('\\s+')}\\b`, 'i'));
      }
      const summary = wcag.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }

  test('the logo links show a ring inside the screen, light and dark, on the photo', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab');
    const link = main(page).getByRole('link').first();
    await expect(link).toBeFocused();
    const ring = await link.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle, offset: parseFloat(s.outlineOffset), shadow: s.boxShadow };
    });
    // Drawn inward (a negative offset): the viewport's edge cannot cut it.
    expect(ring.outline).toBe('solid');
    expect(ring.offset).toBeLessThan(0);
    expect(ring.shadow).toContain('inset');
  });
});

test.describe('the language of what is shown', () => {
  let ptOnly: ApiTalent;
  let translated: ApiTalent;

  test.beforeAll(async () => {
    // The demo roster translates its biographies, except every twentieth talent's (pt only).
    for (const summary of await roster()) {
      if (isExcluded(summary)) continue;
      const [pt, en] = await Promise.all([
        profile(summary.id, 'pt') as Promise<ApiTalent & { biography?: string | null }>,
        profile(summary.id, 'en') as Promise<ApiTalent & { biography?: string | null }>,
      ]);
      if (!pt.biography) continue;
      if (pt.biography === en.biography) ptOnly ??= pt;
      else translated ??= en;
      if (ptOnly && translated) break;
    }
    expect(ptOnly, 'a talent with a pt-only biography').toBeTruthy();
    expect(translated, 'a talent with an en biography').toBeTruthy();
  });

  test('a pt biography on the en page is marked lang="pt" and describes nothing; an en one is neither', async ({ request }) => {
    const bio = (ptOnly as ApiTalent & { biography: string }).biography;
    const html = await (await request.get(`/en/models/${ptOnly.id}/${slug(ptOnly.name)}`)).text();
    const marked = /<p lang="pt"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(marked?.[1]?.replace(/\s+/g, ' ').trim()).toBe(decode(bio).replace(/\s+/g, ' ').trim());
    const description = meta(html, 'name', 'description');
    const firstWords = bio.split(/\s+/).slice(0, 4).join(' ');
    expect(description).not.toContain(firstWords);
    expect(description).toContain(ptOnly.name);
    expect(description).toContain('model at Ravage Management');
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(jsonLd(html).find((d) => d['@type'] === 'Person')?.description).toBe(description);

    const own = await (await request.get(`/en/models/${translated.id}/${slug(translated.name)}`)).text();
    expect(own).not.toMatch(/<p lang="pt"/);
    const ownBio = (translated as ApiTalent & { biography: string }).biography;
    expect(meta(own, 'name', 'description')).toContain(decode(ownBio).split(/\s+/).slice(0, 4).join(' '));
  });
});

/** Text of HTML as the page shows it (the few entities React writes). */
function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function meta(html: string, attr: 'name' | 'property', key: string): string | null {
  const tag = new RegExp(`<meta (?:[^>]*\\s)?${attr}="${key}"[^>]*>`).exec(html)?.[0];
  const content = tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
  return content === undefined ? null : decode(content);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1] ?? 'null') as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

type Crawled = {
  url: string;
  lang: string;
  title: string;
  description: string;
  ogImage: string | null;
  types: string[];
  data: Record<string, unknown>[];
};

/** Every page the sitemap lists, fetched as a crawler would (a few at a time). */
async function crawl(request: APIRequestContext, urls: string[]): Promise<Crawled[]> {
  const out: Crawled[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const response = await request.get(url.replace(E2E.siteUrl, ''));
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const data = jsonLd(html);
      out.push({
        url,
        lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? '',
        title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
        description: meta(html, 'name', 'description') ?? '',
        ogImage: meta(html, 'property', 'og:image'),
        types: data.map((d) => String(d['@type'])),
        data,
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return out;
}

function duplicates(pages: Crawled[], key: 'title' | 'description'): string[] {
  const seen = new Map<string, string[]>();
  for (const p of pages) seen.set(`${p.lang}|${p[key]}`, [...(seen.get(`${p.lang}|${p[key]}`) ?? []), p.url]);
  return [...seen.entries()].filter(([, urls]) => urls.length > 1).map(([k, urls]) => `${k} ← ${urls.join(' ')}`);
}

test('every page of the sitemap: its own title and description per language, an absolute social image, JSON-LD of its kind', async ({
  request,
}) => {
  test.setTimeout(900_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string))];
  expect(urls.length).toBeGreaterThan(100);
  // Dates where the API gives one (the about page's post).
  expect(sitemap).toMatch(new RegExp(`<loc>${E2E.siteUrl}/sobre</loc>\\s*(<xhtml:link[^>]*>\\s*)*<lastmod>`));

  const pages = await crawl(request, urls);
  const titleDuplicates = duplicates(pages, 'title');
  const descriptionDuplicates = duplicates(pages, 'description');
  console.info(
    `crawled ${pages.length} pages of /sitemap.xml: ${titleDuplicates.length} duplicate titles, ${descriptionDuplicates.length} duplicate descriptions`,
  );
  expect(titleDuplicates).toEqual([]);
  expect(descriptionDuplicates).toEqual([]);

  for (const p of pages) {
    expect(p.lang, p.url).toMatch(/^(pt|en|es)$/);
    // docs/product.md §2: every title in the template; the site's own words leave the agency's
    // name to it, and no fixture's back-office title names it (tests/unit/titles.test.ts).
    expect(p.title, p.url).toMatch(/^[^|]+ \| RAVAGE$/);
    expect(p.title, p.url).not.toMatch(/RAVAGE.*\|.*RAVAGE/i);
    expect(p.description.length, p.url).toBeGreaterThan(40);
    expect(p.description.length, p.url).toBeLessThanOrEqual(161);
    expect(p.description, p.url).not.toMatch(/\n/);
    expect(p.ogImage, p.url).toMatch(new RegExp(`^${E2E.siteUrl}/`));
    const path = new URL(p.url).pathname;
    if (/^\/(en|es)?\/?(contato|contact|contacto)?$/.test(path) || path === '/')
      expect(p.types, p.url).toContain('LocalBusiness');
    if (/\/(modelos|models)\/\d+\//.test(path)) {
      expect(p.types, p.url).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']));
      const person = p.data.find((d) => d['@type'] === 'Person');
      expect(person?.image, p.url).toMatch(new RegExp(`^${E2E.siteUrl}/_next/image\\?url=`));
    }
    if (/\/(modelos|models)\/[a-z_]+$/.test(path)) expect(p.types, p.url).toContain('BreadcrumbList');
  }

  // The images a pasted link shows answer from the site's own origin.
  const images = [...new Set(pages.map((p) => p.ogImage as string))];
  const card = images.find((u) => u.endsWith('/social-card.png'));
  const photo = images.find((u) => u.includes('/_next/image?'));
  for (const image of [card, photo]) {
    expect(image).toBeTruthy();
    const answer = await request.get((image as string).replace(E2E.siteUrl, ''));
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()['content-type'], image).toMatch(/^image\//);
  }
  // The agency's channels from /api/social-media in the home's LocalBusiness.
  const home = pages.find((p) => new URL(p.url).pathname === '/');
  const agency = home?.data.find((d) => d['@type'] === 'LocalBusiness');
  expect(agency?.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/instagram\.com/)]));
  expect(agency?.address).toMatchObject({ addressLocality: 'Brasília', addressRegion: 'DF' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('favourites says it needs JavaScript instead of placeholders; the banner names what cannot work; links still work', async ({
    page,
  }) => {
    // No script runs, so React never takes the page: wait for the document only.
    await page.goto('/en/favorites', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    // Playwright's text queries skip <noscript>; what it holds is read (and measured) from the DOM.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('noscript p')]
        .filter((p) => p.getBoundingClientRect().height > 0)
        .map((p) => p.textContent ?? ''),
    );
    expect(shown).toEqual([
      expect.stringMatching(
        /^JavaScript is off: pages and links work, but the favorites heart, the cm\/inches switch and sending the forms need it\.$/,
      ),
      expect.stringMatching(/^Your favorites are kept in this browser and show only with JavaScript on\./),
    ]);
    // Neither the placeholders nor the share bar that waits for the list.
    const pending = main(page).locator('.favorites-pending');
    await expect(pending).toHaveCount(2);
    for (const element of await pending.all()) await expect(element).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(main(page).locator('h1')).toHaveText('Contact');
  });
});

test.describe('layout', () => {
  test('nothing overflows a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/modelos', '/contato', '/seja-modelo', '/favoritos', '/sobre', '/privacidade']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    }
  });

  for (const width of [1024, 1280]) {
    test(`contact links are whole, never cut with an ellipsis, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contato');
      const cut = await main(page)
        .locator('a[data-channel] span:not(.sr-only)')
        .evaluateAll((spans) =>
          spans
            .filter((s) => getComputedStyle(s).textOverflow === 'ellipsis' || s.scrollWidth > s.clientWidth + 1)
            .map((s) => s.textContent),
        );
      expect(cut).toEqual([]);
    });
  }

  test('the menu marks the screen shown with aria-current="page"', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the models list: a skip link reaches the footer without loading every card', async ({ page }) => {
    await page.goto('/en/models');
    const skip = main(page).getByRole('link', { name: 'Skip to the footer' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    const footer = page.locator('footer');
    await expect(footer).toBeFocused();
    // The footer is within a screen of the next cards' room, which asks for them: not while the
    // visitor stands in the footer they asked for. Longer than the local next page takes to land.
    await page.waitForTimeout(1500);
    await expect(main(page).locator('article')).toHaveCount(20);
    await expect(footer).toBeInViewport();
    // Back in the list, scrolling up to its end again, the cards come.
    await page.keyboard.press('Shift+Tab');
    await expect(footer).not.toBeFocused();
    await page.mouse.wheel(0, -300);
    await expect(main(page).locator('article')).toHaveCount(40);
  });

  test('toasts: a localized close button; the heart keeps its name while aria-pressed toggles', async ({ page }) => {
    await page.goto('/es/modelos');
    const heart = main(page).locator('article').first().getByRole('button');
    const name = await heart.getAttribute('aria-label');
    expect(name).toMatch(/^Marcar a .+ como favorito$/);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAttribute('aria-label', name as string);
    await expect(page.getByRole('button', { name: 'Cerrar aviso' }).first()).toBeVisible();
  });
});
