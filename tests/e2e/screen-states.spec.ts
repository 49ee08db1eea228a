import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { findTalent, isExcluded, profile, slug } from './agency';
import type { RunningAgencyApi } from '../../agency-api/src/server';
import type { FaultProxy } from './fault-proxy';
import { startFaultStack, type FaultSite, type FaultStackWithBackOffice } from './fault-site';

/**
 * The states a screen passes through: the error page, the language switch,
 * the home's video slides and pre-home, and the profile, about and contact
 * details that go with them.
 */

const YOUTUBE = 'https://www.youtube-nocookie.com/';

/** The machine is offline: YouTube's embed answers with a blank page, and every ask is kept. */
async function stubYouTube(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|i\.ytimg\.com)\//, (route) => {
    asked.push(route.request().url());
    // A player that says it is ready, as YouTube's does through its iframe API.
    const body = `<!doctype html><title>player</title><body style="margin:0;background:#000"><script>parent.postMessage(JSON.stringify({ event: 'onReady', info: null }), '*')</script>`;
    return route.fulfill({ status: 200, contentType: 'text/html', body });
  });
  return asked;
}

test.describe('home video slides', () => {
  test('a YouTube slide shows its poster, then plays muted inside its slide once it shows, never before the page is idle', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const asked = await stubYouTube(page);
    await page.clock.install();
    await page.goto('/');
    const models = page.getByRole('region', { name: 'Modelos' }).or(page.locator('section[aria-label="Modelos"]')).first();
    // The video slide is the last of each half: its poster is in the page, its player is not.
    expect(asked).toEqual([]);
    await expect(page.locator('[data-slide-video]')).toHaveCount(0);

    // The slides move on every 5 s of the page's own time, run here a second at a time.
    const frame = models.locator('[data-slide-video] iframe');
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return frame.count();
      })
      .toBe(1);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toMatch(/^\/embed\/[\w-]+$/);
    const id = src.pathname.split('/').pop()!;
    for (const [key, value] of Object.entries({ autoplay: '1', mute: '1', playsinline: '1', loop: '1', playlist: id })) {
      expect(src.searchParams.get(key), key).toBe(value);
    }
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    await expect(frame).toHaveAttribute('tabindex', '-1');
    await expect(frame).toHaveAttribute('title', /Modelos/);
    // Shown once the player answers; until then the poster.
    await expect(frame).toHaveAttribute('data-playing', 'true');
    // It fills its half (cropped like the poster), under the half's link.
    const half = (await models.boundingBox())!;
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(half.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(half.height - 1);
    await expect(models.getByRole('link', { name: /Modelos/ })).toBeVisible();
    expect(asked.some((url) => url.startsWith(`${YOUTUBE}embed/${id}`))).toBe(true);

    // Pausing the slides stops the video too: the poster stands still, and a play button starts it again.
    await models.getByRole('button', { name: /Pausar/ }).click();
    await expect(frame).toHaveCount(0);
    await models.getByRole('button', { name: /Reproduzir o vídeo/ }).click();
    await expect(models.locator('[data-slide-video] iframe')).toHaveCount(1);
  });

  test('reduced motion: nothing plays by itself', async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const asked = await stubYouTube(page);
    await page.clock.install();
    await page.goto('/en');
    // Twelve seconds of the page's own time at once: past the idle wait and the slides' delay.
    await page.clock.runFor(12_000);
    await expect(page.locator('[data-slide-video]')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('pre-home: without JavaScript and before any slide has painted, each half shows the logo on its own background', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // No slide image arrives.
    await page.route(/\/_next\/image|\/storage\//, (route) => route.abort());
    await page.goto('/es');
    for (const half of ['Modelos', 'Creativo']) {
      const section = page.locator(`section[aria-label="${half}"]`);
      const link = section.getByRole('link', { name: new RegExp(half) });
      await expect(link).toBeVisible();
      const [text, background] = await link.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el.closest('section')!).backgroundColor,
      ]);
      expect(contrast(text, background), `${half}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    await context.close();
  });

  test("pre-home: a slide image that fails leaves its half's own colour, no broken-image mark in a corner", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Every image fails: the slides' files and YouTube's posters alike.
    await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.abort() : route.continue()));
    await page.goto('/es');
    for (const half of ['Modelos', 'Creativo']) {
      const section = page.locator(`section[aria-label="${half}"]`);
      await expect(section.getByRole('link', { name: new RegExp(half) })).toBeVisible();
      // The first slide's image has failed (a broken image is `complete`) before its corner is looked at.
      await expect
        .poll(() =>
          section
            .locator('img')
            .first()
            .evaluate((img) => (img as HTMLImageElement).complete),
        )
        .toBe(true);
      const box = (await section.boundingBox())!;
      // Chromium frames a broken image in silver and draws its 16 px icon 2 px in from the top left corner.
      const corner = await page.screenshot({ clip: { x: box.x, y: box.y, width: 24, height: 24 } });
      const { data, info } = await sharp(corner).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // One colour, give or take the rounding of the half's tint (an icon or a silver frame is far off).
      const spread = [0, 1, 2].map((channel) => {
        const values = Array.from({ length: data.length / info.channels }, (_, i) => data[i * info.channels + channel]!);
        return Math.max(...values) - Math.min(...values);
      });
      expect(
        Math.max(...spread),
        `${half}: one colour in the corner (spread per channel ${spread.join(', ')})`,
      ).toBeLessThanOrEqual(4);
    }
    await context.close();
  });
});

/** WCAG contrast of two computed `rgb()` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test.describe('page transition', () => {
  /** Every animation the page starts, as keyframes and duration (motion's mini animate drives the browser's own). */
  async function recordAnimations(page: Page) {
    await page.addInitScript(() => {
      const seen: { keyframes: string; duration: number }[] = [];
      (window as unknown as { __animations: typeof seen }).__animations = seen;
      const original = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        const duration = typeof options === 'number' ? options : Number(options?.duration ?? 0);
        seen.push({ keyframes: JSON.stringify(keyframes), duration });
        return original.call(this, keyframes, options);
      };
    });
  }
  const fadedIn = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { __animations: { keyframes: string; duration: number }[] }).__animations.filter(
        (a) => /opacity/.test(a.keyframes) || /translateY\(12px\)/.test(a.keyframes),
      ),
    );

  for (const reduced of [false, true]) {
    test(`a screen reached by navigation ${reduced ? 'appears at once under reduced motion' : 'fades (0.5 s) and rises (0.8 s) in'}; the first screen never does`, async ({
      page,
    }) => {
      if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
      await recordAnimations(page);
      await page.goto('/en/contact');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      // The animation's code comes when the first screen is idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
      expect(await fadedIn(page)).toEqual([]);
      // Within the site's screens (the template that holds the transition): contact → favourites.
      await page.locator('footer a[href="/en/favorites"]').first().click();
      await expect(page).toHaveURL(/\/en\/favorites$/);
      if (reduced) {
        await page.waitForTimeout(500);
        expect(await fadedIn(page)).toEqual([]);
      } else {
        await expect.poll(async () => (await fadedIn(page)).map((a) => a.duration).sort()).toEqual([500, 800]);
      }
    });
  }
});

test.describe('language switcher', () => {
  test('shows that it is loading (aria-busy and a visible mark) for at least 600 ms, then the page is in the new language', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    const switcher = page.locator('footer').getByRole('list', { name: 'Language' });
    await switcher.scrollIntoViewIfNeeded();
    // Watched from inside the page: Playwright's click returns once the navigation is over, which
    // on a busy machine can be after the 600 ms, so a look from the test could come too late.
    await page.evaluate(() => {
      const seen = { clicked: NaN, busy: [] as number[], idle: [] as number[] };
      Object.assign(window, { languageSwitch: seen });
      // The 600 ms count from the click (the switcher notes the time in its click handler, which runs after this).
      document.addEventListener('click', () => (seen.clicked = performance.now()), { capture: true, once: true });
      const look = () => {
        const mark = document.querySelector<HTMLElement>(
          'footer ul[data-switching="es"][aria-busy="true"] [data-testid="language-switching"]',
        );
        (mark && mark.offsetWidth > 0 ? seen.busy : seen.idle).push(performance.now());
      };
      new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    });
    await switcher.getByRole('link', { name: 'es' }).click();
    await page.waitForURL('**/es/contacto');
    await expect(page.locator('footer ul[aria-busy="true"]')).toHaveCount(0);
    const seen = await page.evaluate(
      () => (window as unknown as { languageSwitch: { clicked: number; busy: number[]; idle: number[] } }).languageSwitch,
    );
    // The busy list and its visible mark were there, together, after the click…
    expect(seen.busy.length).toBeGreaterThan(0);
    expect(Math.min(...seen.busy)).toBeGreaterThan(seen.clicked);
    const gone = Math.min(...seen.idle.filter((at) => at > Math.max(...seen.busy)));
    // …until at least 600 ms after it (less the switcher's Date.now() rounding): measured from the click, not from
    // the first mutation seen, which a busy machine renders late.
    expect(gone - seen.clicked).toBeGreaterThanOrEqual(598);
    // …without going off in between, as the new page's switcher takes over from the old one's.
    expect(seen.idle.filter((at) => at > Math.min(...seen.busy) && at < Math.max(...seen.busy))).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

/** The URLs the page asked for as a client navigation or its prefetch (Next's `RSC` header), in order. */
function routerFetches(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    url.searchParams.delete('_rsc');
    if (request.headers()['rsc']) asked.push(url.pathname + url.search);
  });
  return asked;
}

/** Until the page's JavaScript has nothing left to do: an idle period, then a frame. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))));

test.describe('link prefetching (docs/decisions/0075-prefetch-on-intent.md)', () => {
  test('the list prefetches no link it shows; a pointer or focus on one prefetches that one, and it opens', async ({ page }) => {
    const asked = routerFetches(page);
    await page.goto('/modelos');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    await idle(page);
    // Seven list links, twenty cards and the menu's links are in view: none is fetched ahead.
    expect(asked).toEqual([]);

    const tabs = page.locator('main');
    await Promise.all([
      page.waitForRequest(
        (request) => Boolean(request.headers()['next-router-prefetch']) && request.url().includes('/modelos/mainboard'),
      ),
      tabs.locator('a[href="/modelos/mainboard"]').hover(),
    ]);
    await Promise.all([
      page.waitForRequest(
        (request) => Boolean(request.headers()['next-router-prefetch']) && request.url().includes('gender=woman'),
      ),
      tabs.locator('a[href="/modelos?gender=woman"]').focus(),
    ]);
    expect(asked.filter((url) => !/^\/modelos(\/mainboard|\?gender=woman)$/.test(url))).toEqual([]);

    await tabs.locator('a[href="/modelos/mainboard"]').click();
    await expect(page).toHaveURL(/\/modelos\/mainboard$/);
    await expect(tabs.locator('a[href="/modelos/mainboard"]')).toHaveAttribute('aria-current', 'page');
  });

  test('on 2g a link shown intent is not prefetched; once the line is faster, it is (docs/product.md §9)', async ({ page }) => {
    await page.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), { effectiveType: '2g', saveData: false });
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    });
    const asked = routerFetches(page);
    await page.goto('/en/contact');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const about = page.locator('footer a[href="/en/about"]');
    await about.hover();
    await about.focus();
    await idle(page);
    expect(asked).toEqual([]);

    // The same page, the line now 4g: the intent already shown prefetches that link, so the check above could see one.
    await Promise.all([
      page.waitForRequest((request) => Boolean(request.headers()['next-router-prefetch']) && request.url().includes('/en/about')),
      page.evaluate(() => {
        const connection = (navigator as Navigator & { connection: EventTarget & { effectiveType: string } }).connection;
        connection.effectiveType = '4g';
        connection.dispatchEvent(new Event('change'));
      }),
    ]);
  });
});

test.describe('profile and pages', () => {
  test("a man's profile shows suit and shirt, and the age but never the birth date", async ({ page }) => {
    const man = (await findTalent((t) => {
      const m = t as typeof t & { suit?: string | null; shirt?: string | null };
      return t.gender === 'man' && Boolean(m.suit) && Boolean(m.shirt);
    })) as Awaited<ReturnType<typeof profile>> & { suit: string; shirt: string; birthdate?: string | null };
    const cut = (v: string) => v.split('/')[0]!.trim();
    for (const [prefix, suit, shirt, age] of [
      ['/modelos', 'Terno', 'Camisa', 'Idade'],
      ['/en/models', 'Suit', 'Shirt', 'Age'],
    ]) {
      const response = await page.goto(`${prefix}/${man.id}/${slug(man.name)}`);
      const table = page.locator('main table');
      await expect(table.getByRole('row', { name: new RegExp(`^${suit}`) })).toContainText(cut(man.suit));
      await expect(table.getByRole('row', { name: new RegExp(`^${shirt}`) })).toContainText(cut(man.shirt));
      await expect(table.getByRole('rowheader', { name: age })).toBeVisible();
      const html = (await response!.text()) + (await page.content());
      if (man.birthdate) {
        const [y, m, d] = man.birthdate.slice(0, 10).split('-');
        for (const form of [man.birthdate.slice(0, 10), `${d}/${m}/${y}`]) expect(html).not.toContain(form);
      }
    }
  });

  test('the about page has no header logo, only its way back', async ({ page }) => {
    await page.goto('/sobre');
    await expect(page.getByRole('link', { name: 'RAVAGE — página inicial' })).toHaveCount(0);
    await expect(page.locator('main').getByText('Ravage', { exact: true })).toHaveCount(0);
    await expect(page.locator('main a[href="/"]').first()).toBeVisible();
  });

  test('the contact page asks nothing of Google (no key: the link only)', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (/google|gstatic/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await page.goto('/en/contact');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('address-card').getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show the map' })).toHaveCount(0);
    expect(google).toEqual([]);
  });
});

/** A site of its own whose agency API this file breaks: a failed render is the error page. */
test.describe('on a slow or failing agency API', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: FaultStackWithBackOffice;
  let api: RunningAgencyApi;
  let proxy: FaultProxy;
  let site: FaultSite;
  let talents: { id: number; name: string }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startFaultStack({ ownBackOffice: 'states', timeoutMs: 6000 });
    ({ api, proxy, site } = stack);
    const signin = await fetch(`${api.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
    });
    const { access_token } = (await signin.json()) as { access_token: string };
    const answer = await fetch(`${api.url}/api/talents?language=pt&paginate=1000`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const { data } = (await answer.json()) as { data: { id: number; name: string; divisions: { id_category: number }[] }[] };
    talents = data.filter((t) => !isExcluded(t)).map(({ id, name }) => ({ id, name }));
  });

  test.afterAll(async () => {
    await stack?.close();
  });

  test('a failed render is the error page inside the site: its status, our message in the visitor language and the code that finds it in the logs', async ({
    page,
  }) => {
    proxy.setMode('down', { match: /\/api\/talent\/profile/ });
    const fresh = talents.slice(10, 13);
    const cases = [
      {
        prefix: '/modelos',
        lang: 'pt',
        message: 'Algo deu errado.',
        code: /^Código do erro: \w+$/,
        retry: 'Tentar de novo',
        title: 'Erro 500 | RAVAGE',
        logo: 'RAVAGE — página inicial',
        home: '/',
      },
      {
        prefix: '/en/models',
        lang: 'en',
        message: 'Something went wrong.',
        code: /^Error code: \w+$/,
        retry: 'Try again',
        title: 'Error 500 | RAVAGE',
        logo: 'RAVAGE — home page',
        home: '/en',
      },
      {
        prefix: '/es/modelos',
        lang: 'es',
        message: 'Algo salió mal.',
        code: /^Código del error: \w+$/,
        retry: 'Intentar de nuevo',
        title: 'Error 500 | RAVAGE',
        logo: 'RAVAGE — página de inicio',
        home: '/es',
      },
    ];
    for (const [i, c] of cases.entries()) {
      const talent = fresh[i]!;
      await page.goto(`${site.url}${c.prefix}/${talent.id}/${slug(talent.name)}`);
      const main = page.locator('main');
      await expect(main.locator('.error-figure')).toHaveText('500');
      await expect(main.locator('h1')).toHaveText(c.message);
      await expect(main.getByTestId('error-detail')).toHaveText(c.code);
      await expect(main.getByRole('button', { name: c.retry })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page).toHaveTitle(c.title);
      // The site's chrome stays around it: the header, whose logo links home, and the footer.
      await expect(page.getByRole('banner').getByRole('link', { name: c.logo })).toHaveAttribute('href', c.home);
      await expect(page.locator('footer#footer')).toBeVisible();
      await expect(page.locator('main')).toHaveCount(1);
    }
    proxy.setMode('pass');
  });
});
