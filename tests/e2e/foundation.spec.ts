import fs from 'node:fs';
import { expect, test } from './fixtures';
import { categories, categoryPath, langs, screens, type Lang } from './routes';

const titles = {
  models: { pt: 'Modelos', en: 'Models', es: 'Modelos' },
  favorites: { pt: 'Favoritos', en: 'Favorites', es: 'Favoritos' },
  contact: { pt: 'Contato', en: 'Contact', es: 'Contacto' },
  // The about heading is the back-office post's ("Sobre a RAVAGE", "About RAVAGE", "Sobre RAVAGE").
  about: { pt: 'Sobre', en: 'About', es: 'Sobre' },
  beAModel: { pt: 'Seja modelo', en: 'Become a model', es: 'Sé modelo' },
  privacy: { pt: 'Política de privacidade', en: 'Privacy policy', es: 'Política de privacidad' },
} as const;

test.describe('every route in every language', () => {
  for (const lang of langs) {
    for (const [screen, title] of Object.entries(titles)) {
      const path = screens[screen as keyof typeof titles][lang];
      test(`${path} answers 200 with its screen`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('main h1').first()).toContainText(title[lang]);
      });
    }
    test(`${screens.home[lang]} (home) answers 200`, async ({ page }) => {
      const response = await page.goto(screens.home[lang]);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
    for (const category of categories) {
      test(`${categoryPath(lang, category)} answers 200`, async ({ request }) => {
        const response = await request.get(categoryPath(lang, category));
        expect(response.status()).toBe(200);
      });
    }
  }
});

test.describe('redirects', () => {
  const cases: [string, string][] = [
    ['/pt', '/'],
    ['/pt/modelos', '/modelos'],
    ['/pt/modelos/sao_paulo?gender=woman', '/modelos/sao_paulo?gender=woman'],
    ['/pt/seja-modelo', '/seja-modelo'],
    ['/en/women', '/en/models?gender=woman'],
    ['/en/men', '/en/models?gender=man'],
    ['/es/women', '/es/modelos?gender=woman'],
    ['/en/become-a-model', '/en/be-a-model'],
    ['/es/become-a-model', '/es/ser-modelo'],
    ['/en/future-face', '/en/models/new_faces'],
    ['/es/future-face', '/es/modelos/new_faces'],
    ['/es/privacy', '/es/privacidad'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to} permanently`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(
        new URL(response.headers()['location'] ?? '', 'http://x').pathname +
          new URL(response.headers()['location'] ?? '', 'http://x').search,
      ).toBe(to);
    });
  }
  test('no redirect from Accept-Language or a cookie', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'NEXT_LOCALE=es' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('404', () => {
  for (const path of ['/fr/modelos', '/xx', '/en/nothing-here', '/modelos/paris', '/es/modelos/x/y/z/w']) {
    test(`${path} is the real 404 page`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      // The message is in the served HTML, not only after JavaScript runs.
      expect(await response.text()).toMatch(/could not be found|não pôde ser encontrada|No se pudo encontrar/);
      await page.goto(path);
      await expect(page.locator('main')).toContainText('404');
      await expect(page.locator('main').getByRole('button', { name: /Voltar|Return|Volver/ })).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: /INÍCIO|HOME|INICIO/ })).toBeVisible();
    });
  }
  test('the 404 page speaks the language of the path', async ({ page }) => {
    await page.goto('/en/nothing-here');
    await expect(page.locator('main h1')).toHaveText('This page could not be found.');
    await page.goto('/es/nada');
    await expect(page.locator('main h1')).toHaveText('No se pudo encontrar esta página.');
  });
  test('Return goes back and HOME goes home', async ({ page }) => {
    await page.goto('/en/models');
    await page.goto('/en/nothing-here');
    await page.locator('main').getByRole('button', { name: 'Return' }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    await page.goto('/en/nothing-here');
    await page.locator('main').getByRole('link', { name: 'HOME' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('layout', () => {
  test('home hides header and footer; about hides the header only; other screens show both', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body > header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await page.goto('/sobre');
    await expect(page.locator('header button[aria-haspopup="dialog"]')).toHaveCount(0);
    await expect(page.locator('footer')).toBeVisible();
    await page.goto('/contato');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('the footer has two columns of links, the social icons and the year', async ({ page }) => {
    await page.goto('/en/contact');
    const footer = page.locator('footer');
    await expect(footer.locator('nav')).toHaveCount(2);
    for (const name of ['Instagram', 'Email', 'Phone', 'WhatsApp']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Phone', exact: true })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(footer.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the menu opens, lists its rows, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/en/favorites');
    const trigger = page.getByRole('button', { name: 'Menu' });
    await trigger.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const row of ['Home', 'Become a model', 'About', 'Favorites', 'Contact']) {
      await expect(menu.getByRole('link', { name: row, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Models' }).click();
    for (const category of ['São Paulo', 'Mainboard', 'New Faces', 'Commercial']) {
      await expect(menu.getByRole('link', { name: category })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the menu keeps focus inside while open', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  });

  test('while the menu is open the page behind it takes no focus; it does again once the menu is closed', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // Past the menu's first frame and the task after it.
    const settle = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await settle();
    const link = page.locator('footer a[href]').first();
    const takesFocus = () => link.evaluate((a: HTMLElement) => (a.focus(), document.activeElement === a));
    expect(await takesFocus()).toBe(false);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await settle();
    expect(await takesFocus()).toBe(true);
  });

  test('the menu closes on route change', async ({ page }) => {
    await page.goto('/contato');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Favoritos' }).click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('after a link on the page is followed, the first Tab reaches "Skip to content" again', async ({ page }) => {
  await page.goto('/en/models');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const card = page.locator('main li[data-talent] a').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/models\/\d+\//);
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('the page behind the open menu does not scroll', async ({ page }) => {
  await page.goto('/en/models');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('End');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('an offline notice while the browser is offline', async ({ page, context }) => {
  await page.goto('/en/contact');
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
});

test.describe('language switcher', () => {
  test('keeps the same screen, category and filter', async ({ page }) => {
    await page.goto('/modelos/mainboard?gender=man');
    await page.locator('footer').getByRole('link', { name: 'en', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/models\/mainboard\?gender=man$/);
    await page.locator('footer').getByRole('link', { name: 'es', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/modelos\/mainboard\?gender=man$/);
    await page.locator('footer').getByRole('link', { name: 'pt', exact: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/modelos\/mainboard\?gender=man$/);
  });
  test('from the menu too', async ({ page }) => {
    await page.goto('/seja-modelo');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'es', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/ser-modelo$/);
  });
});

test.describe('SEO and headers', () => {
  test('canonical, hreflang alternates and x-default', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/contact$/);
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute('href', /\/contato$/);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/contacto$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/contato$/);
    await expect(page).toHaveTitle('Contact | RAVAGE');
  });
  test('every title reads "{title} | RAVAGE", the home’s and about’s too, in the served HTML', async ({ request }) => {
    const metadata = (lang: Lang) =>
      (JSON.parse(fs.readFileSync(`messages/${lang}.json`, 'utf8')) as { Metadata: Record<'home' | 'about' | 'contact', string> })
        .Metadata;
    for (const lang of langs) {
      const t = metadata(lang);
      for (const screen of ['home', 'about', 'contact'] as const) {
        const html = await (await request.get(screens[screen][lang])).text();
        expect(html, screens[screen][lang]).toContain(`<title>${t[screen]} | RAVAGE</title>`);
      }
    }
  });
  test('robots.txt and sitemap.xml', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/en/be-a-model');
    expect(sitemap).toContain('/es/sobre-nosotros');
    expect(sitemap).toContain('/modelos/new_faces');
    expect(sitemap).toContain('/en/models/new_faces?gender=man</loc>');
    expect(sitemap).toContain('hreflang="es"');
  });
  test('security headers on pages and on the site API', async ({ request }) => {
    for (const path of ['/', '/en/models', '/api/health', '/xx']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });
});

test.describe("served by Next's own server", () => {
  test('pages come compressed by Next, whole, with its own script tags and a shared-cache lifetime', async ({ request }) => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await request.get('/sobre', { headers: { 'accept-encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      // nginx and a CDN keep a page by this; the browser always asks again.
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      const html = await response.text();
      expect(html).toMatch(/<\/html>$/);
      expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    }
  });
});
