import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findTalent, isExcluded, roster, slug } from './agency';
import { langs, screens } from './routes';
import { withAgencyData } from './agency-db';
import { E2E } from './env';
import { pairSlides } from '../../lib/rules/slides';
import { layoutShiftOnceFontsDrawn, watchLayoutShifts } from './layout-shift';

const cards = (page: Page) => page.locator('main article');
// The pager is replaced when the infinite scroll loads, so scroll the window rather than to an element.
const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test.describe('home', () => {
  const labels = { pt: 'Modelos', en: 'Models', es: 'Modelos' } as const;
  for (const lang of langs) {
    test(`${screens.home[lang]}: both halves, each a logo link to the models page`, async ({ page }) => {
      await page.goto(screens.home[lang]);
      const halves = page.locator('main section');
      await expect(halves).toHaveCount(2);
      for (const half of await halves.all()) {
        await expect(half.locator('img').first()).toBeVisible();
        await expect(half.getByRole('link')).toHaveAttribute('href', screens.models[lang]);
      }
      await expect(halves.first()).toContainText(labels[lang]);
    });
  }
  test('the slides use the mobile files below 650 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const src = await page
      .locator('main section img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(decodeURIComponent(src)).toContain('-mobile');
    await context.close();
  });

  // Spec: autoplay every 5 s with a 2.5 s fade; still under reduced motion and while the tab is hidden.
  const shownSlide = (page: Page) =>
    page.locator('main section').first().locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  const firstHalfSlides = (page: Page) =>
    page.locator('main section').first().locator('.swiper-slide:not(.swiper-slide-duplicate)');

  test('the slides of each half move on by themselves every 5 s', async ({ page }) => {
    await page.goto('/');
    expect(await firstHalfSlides(page).count()).toBeGreaterThan(1);
    await expect.poll(() => shownSlide(page)).toBe('0');
    const started = Date.now();
    await expect.poll(() => shownSlide(page), { timeout: 9000, intervals: [250] }).toBe('1');
    // Not before the 5 s delay (minus the idle wait before the slider starts, at most 1.5 s).
    expect(Date.now() - started).toBeGreaterThan(3000);
  });

  test('nothing moves under reduced motion, nor while the tab is hidden', async ({ browser }) => {
    const still = await browser.newContext({ reducedMotion: 'reduce' });
    const hidden = await browser.newContext();
    // A tab the visitor left: the browser says hidden and tells the page.
    await hidden.addInitScript(() => {
      Object.defineProperty(document, 'hidden', { get: () => true });
      window.addEventListener('load', () => document.dispatchEvent(new Event('visibilitychange')));
    });
    const pages = [await still.newPage(), await hidden.newPage()];
    for (const context of [still, hidden]) await context.clock.install();
    await Promise.all(pages.map((page) => page.goto('/')));
    for (const page of pages) await expect.poll(() => shownSlide(page)).toBe('0');
    // Eight seconds of each page's own time, at once: past the slides' delay.
    for (const page of pages) await page.clock.runFor(8000);
    for (const page of pages) expect(await shownSlide(page)).toBe('0');
    await still.close();
    await hidden.close();
  });
});

test.describe('models list', () => {
  test('20 cards first, 20 more each time the bottom is reached', async ({ page }) => {
    await page.goto('/en/models');
    await expect(cards(page)).toHaveCount(20);
    await toBottom(page);
    await expect(cards(page)).toHaveCount(40);
    await toBottom(page);
    await expect(cards(page)).toHaveCount(60);
  });

  test('the served list fetches the first row with the page: two covers on a phone, four on a desktop', async ({ request }) => {
    const html = await (await request.get('/en/models')).text();
    const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    const covers = [...html.matchAll(/<li data-talent="\d+">[\s\S]*?<img [^>]*>/g)].map(([li]) =>
      li.slice(li.lastIndexOf('<img ')),
    );
    expect(covers).toHaveLength(20);
    expect(preloads).toHaveLength(4);
    // The same images as the first four cards, in order; the first is the largest paint.
    expect(preloads.map((tag) => attr(tag, 'imageSrcSet'))).toEqual(covers.slice(0, 4).map((img) => attr(img, 'srcSet')));
    expect(preloads.map((tag) => attr(tag, 'fetchPriority'))).toEqual(['high', null, null, null]);
    // The third and fourth are below a phone's first screen (two columns): preloaded only where the grid has four.
    expect(preloads.map((tag) => attr(tag, 'media'))).toEqual([null, null, '(min-width: 1024px)', '(min-width: 1024px)']);
    expect(covers.map((img) => attr(img, 'loading'))).toEqual(['eager', 'eager', ...Array<string>(18).fill('lazy')]);
  });

  test('without JavaScript the next page is a plain link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/modelos');
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('link', { name: /Próxima página/ }).click();
    await expect(page).toHaveURL(/\/modelos\?page=2$/);
    await expect(cards(page)).toHaveCount(20);
    await context.close();
  });

  test('category tabs and the gender toggle', async ({ page }) => {
    const all = await roster();
    const visible = all.filter((t) => !isExcluded(t));
    await page.goto('/es/modelos');
    const tabs = page.getByRole('navigation', { name: 'Categorías' });
    const gender = page.getByRole('navigation', { name: 'Género' });
    await tabs.getByRole('link', { name: 'Mainboard' }).click();
    await expect(page).toHaveURL(/\/es\/modelos\/mainboard$/);
    await expect(tabs.getByRole('link', { name: 'Mainboard' })).toHaveAttribute('aria-current', 'page');
    await gender.getByRole('link', { name: 'Hombres' }).click();
    await expect(page).toHaveURL(/\/es\/modelos\/mainboard\?gender=man$/);
    const men = visible.filter((t) => t.gender === 'man' && t.categories.some((c) => c.id === 1879));
    await expect(page.locator('main header p')).toContainText(String(men.length));
    // Clicking the active gender clears it.
    await gender.getByRole('link', { name: 'Hombres' }).click();
    await expect(page).toHaveURL(/\/es\/modelos\/mainboard$/);
    // A card inside a category opens the profile inside it.
    await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/es\/modelos\/mainboard\/\d+\/[a-z0-9-]+$/,
    );
  });

  test('talents of an excluded division appear nowhere', async ({ page, request }) => {
    const excluded = (await roster()).filter(isExcluded);
    expect(excluded.length).toBeGreaterThan(0);
    const names = new Set<string>();
    await page.goto('/modelos');
    // Scroll until the list has no next page left.
    await expect
      .poll(
        async () => {
          await toBottom(page);
          return page.locator('main nav a[rel="next"]').count();
        },
        { timeout: 40_000, intervals: [400] },
      )
      .toBe(0);
    for (const name of await page.locator('main article h2').allTextContents()) names.add(name);
    expect(names.size).toBeGreaterThan(200);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const talent of excluded) {
      expect(names.has(talent.name)).toBe(false);
      expect(sitemap).not.toContain(`/modelos/${talent.id}/`);
      expect((await request.get(`/modelos/${talent.id}/${slug(talent.name)}`)).status()).toBe(404);
    }
  });

  test('the empty message when nothing matches, after the back office changes its roster', async ({ page, request }) => {
    const revalidate = () =>
      request.post('/api/revalidate', {
        headers: { authorization: `Bearer ${E2E.revalidateSecret}` },
        data: { tags: ['agency'] },
      });
    // The agency takes every man out of Comercial (1917) and tells the site.
    const restore = withAgencyData((db) => {
      const rows = db
        .prepare(
          `SELECT tc.talent_id, tc.category_id FROM talent_categories tc JOIN talents t ON t.id = tc.talent_id WHERE tc.category_id = 1917 AND t.gender = 'man'`,
        )
        .all() as { talent_id: number; category_id: number }[];
      const remove = db.prepare('DELETE FROM talent_categories WHERE talent_id = ? AND category_id = ?');
      for (const row of rows) remove.run(row.talent_id, row.category_id);
      return (again) => {
        const insert = again.prepare('INSERT INTO talent_categories (talent_id, category_id) VALUES (?, ?)');
        for (const row of rows) insert.run(row.talent_id, row.category_id);
      };
    });
    try {
      expect((await revalidate()).status()).toBe(200);
      await page.goto('/en/models/comercial?gender=man');
      await expect(page.locator('main')).toContainText('No talents found.');
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole('link', { name: 'See all models' }).click();
      await expect(page).toHaveURL(/\/en\/models$/);
      await expect(cards(page)).toHaveCount(20);
    } finally {
      restore();
      await revalidate();
    }
    // Put back and revalidated, the men of Comercial return (a visitor may get the page being refreshed once).
    await expect
      .poll(
        async () => {
          await page.goto('/en/models/comercial?gender=man');
          return cards(page).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  });

  test('an unknown category is 404', async ({ request }) => {
    expect((await request.get('/modelos/paris')).status()).toBe(404);
    expect((await request.get('/en/models/paris?gender=man')).status()).toBe(404);
  });
});

test.describe('profile', () => {
  test('switcher, pairing, measures, video, composite', async ({ page }) => {
    const talent = await findTalent(
      (t) =>
        t.gender === 'woman' &&
        t.compo.length > 0 &&
        (t.polaroids?.length ?? 0) > 0 &&
        t.book.some((i) => i.width > i.height) &&
        t.book.filter((i) => i.width <= i.height).length >= 2 &&
        t.video.length > 0 &&
        Boolean(t.bust?.includes('/') || t.bust),
    );
    await page.goto(`/en/models/${talent.id}/${slug(talent.name)}`);
    await expect(page.locator('main h1')).toHaveText(talent.name);
    // Book, composite and polaroids tabs.
    const tabs = page.getByRole('tab');
    // The polaroids' tab also says how recent the newest is (docs/decisions/0052).
    await expect(tabs).toHaveText(['Portfolio', 'Composite', /^Polaroids · newest: (today|\d+ \w+ ago)$/]);
    // Portrait photos share a slide two by two; a landscape one is alone.
    const slideSizes = await page
      .locator('.swiper-slide')
      .evaluateAll((slides) => slides.map((s) => s.querySelectorAll('img').length));
    expect(slideSizes).toContain(2);
    expect(slideSizes).toContain(1);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    // Measures: bust for a woman, cut at the slash, colours in English.
    const table = page.locator('main table');
    await expect(table).toContainText('Bust');
    await expect(table).toContainText((talent.bust ?? '').split('/')[0] ?? '');
    await expect(table).not.toContainText('/');
    await expect(table).toContainText('Age');
    // The video player is not loaded until asked for.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play video 1' }).click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Print composite' })).toBeVisible();
  });

  test('a gallery whose first slide is its shortest keeps its height when the slider is set up: no layout shift on a phone', async ({
    browser,
  }) => {
    // On a phone a slide is as tall as its photos at their share of the width (two portraits: half each).
    const tallness = (slide: { width: number; height: number }[]) =>
      Math.max(...slide.map((i) => i.height / i.width)) / slide.length;
    const talent = await findTalent((t) => {
      const slides = pairSlides(t.book).map(tallness);
      return slides.length > 1 && slides[0]! < Math.max(...slides) - 0.2;
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    await page.goto(`/en/models/${talent.id}/${slug(talent.name)}`);
    // Swiper is set up once the page is idle, on the markup the server drew.
    await expect(page.locator('.gallery-slider.swiper-initialized')).toHaveCount(1);
    // What the slider's set-up moves; a web font drawn after the first paint is not its doing.
    expect(await layoutShiftOnceFontsDrawn(page)).toBe(0);
    // Set up, it moves on with its button.
    const active = () =>
      page
        .locator('.gallery-slider .swiper-slide')
        .evaluateAll((all) => all.findIndex((s) => s.classList.contains('swiper-slide-active')));
    expect(await active()).toBe(0);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(active).toBe(1);
    await context.close();
  });

  test('hair and eye colours from the agency API are translated in the served page', async ({ request }) => {
    // Names the agency API sends (Portuguese) and what a visitor reads.
    const hair: Record<string, { en: string; es: string }> = {
      'Castanho Escuro': { en: 'Dark brown', es: 'Castaño oscuro' },
      Castanho: { en: 'Brown', es: 'Castaño' },
      Loiro: { en: 'Blonde', es: 'Rubio' },
      Preto: { en: 'Black', es: 'Negro' },
    };
    const eyes: Record<string, { en: string; es: string }> = {
      Castanho: { en: 'Brown', es: 'Castaño' },
      Mel: { en: 'Hazel', es: 'Miel' },
      Verde: { en: 'Green', es: 'Verde' },
      Azul: { en: 'Blue', es: 'Azul' },
      Preto: { en: 'Black', es: 'Negro' },
    };
    const talent = await findTalent((t) => Boolean(t.hair && hair[t.hair] && t.eyes && eyes[t.eyes]));
    for (const lang of ['en', 'es'] as const) {
      const response = await request.get(`${screens.models[lang]}/${talent.id}/${slug(talent.name)}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${hair[talent.hair!]![lang]}</td>`);
      expect(html).toContain(`>${eyes[talent.eyes!]![lang]}</td>`);
      expect(html).not.toContain(`>${talent.hair}</td>`);
    }
  });

  test('a man shows chest; no compo means no print button', async ({ page }) => {
    const man = await findTalent((t) => t.gender === 'man' && Boolean(t.chest));
    await page.goto(`/modelos/${man.id}/${slug(man.name)}`);
    await expect(page.locator('main table')).toContainText('Tórax');
    await expect(page.locator('main table')).not.toContainText('Busto');
    const noCompo = await findTalent((t) => t.compo.length === 0);
    await page.goto(`/es/modelos/${noCompo.id}/${slug(noCompo.name)}`);
    await expect(page.locator('main h1')).toHaveText(noCompo.name);
    await expect(page.getByRole('button', { name: 'Imprimir composite' })).toHaveCount(0);
  });

  test('the composite downloads as a zip named after the talent', async ({ page }) => {
    const talent = await findTalent((t) => t.compo.length > 0);
    await page.goto(`/modelos/${talent.id}/${slug(talent.name)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Imprimir composite' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${talent.name}-Ravage-Management.zip`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  test('canonical URL, redirects and 404s', async ({ page, request }) => {
    const talent = await findTalent((t) => t.categories.length > 0);
    const canonical = `/modelos/${talent.id}/${slug(talent.name)}`;
    for (const wrong of [`/modelos/${talent.id}/wrong-name`, `/modelos/${talent.id}`, `/pt/modelos/${talent.id}/x`]) {
      const response = await request.get(wrong, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      // The proxy's redirect, before any render: one Location (a page's own redirect repeated it).
      const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
      expect(locations, wrong).toHaveLength(1);
      if (!wrong.startsWith('/pt/')) expect(locations[0]!.value).toBe(canonical);
      await page.goto(wrong);
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));
    }
    expect((await request.get('/modelos/999999/nobody')).status()).toBe(404);
    expect((await request.get('/en/models/paris/1/x')).status()).toBe(404);
    await page.goto(`/en${canonical.replace('/modelos', '/models')}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/models/${talent.id}/${slug(talent.name)}$`),
    );
    // The landscape card first (app/api/talent-image), then the talent’s own photo.
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/api\/talent-image\/\d+$/);
    await expect(page.locator('meta[property="og:image"]').nth(1)).toHaveAttribute('content', /storage/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as Record<
      string,
      unknown
    >[];
    const person = jsonLd.find((d) => d['@type'] === 'Person');
    expect(person?.name).toBe(talent.name);
    expect(jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  test('the favourite heart persists across a reload', async ({ page }) => {
    const talent = await findTalent(() => true);
    await page.goto(`/modelos/${talent.id}/${slug(talent.name)}`);
    const heart = page.locator('main').getByRole('button', { name: `Favoritar ${talent.name}`, exact: true });
    await heart.click();
    await expect(page.getByRole('status').filter({ hasText: talent.name })).toBeVisible();
    await page.reload();
    await expect(page.locator('main').getByRole('button', { name: `Favoritar ${talent.name}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('the sitemap lists profiles in the three languages', async ({ request }) => {
  const talent = await findTalent(() => true);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/modelos/${talent.id}/${slug(talent.name)}`);
  expect(sitemap).toContain(`/en/models/${talent.id}/${slug(talent.name)}`);
  expect(sitemap).toContain(`/es/modelos/${talent.id}/${slug(talent.name)}`);
});

test('revalidation needs the secret', async ({ request }) => {
  expect((await request.post('/api/revalidate', { headers: { authorization: 'Bearer wrong' } })).status()).toBe(401);
  expect((await request.post('/api/revalidate')).status()).toBe(401);
  const ok = await request.post('/api/revalidate', {
    headers: { authorization: 'Bearer e2e-revalidate-secret' },
    data: { tags: ['agency:roster:pt'] },
  });
  expect(ok.status()).toBe(200);
  const bad = await request.post('/api/revalidate', {
    headers: { authorization: 'Bearer e2e-revalidate-secret' },
    data: { tags: ['../../etc/passwd'] },
  });
  expect(bad.status()).toBe(400);
});
