import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findTalent, isExcluded, roster, slug, type ApiTalent } from './agency';
import { langs, screens, type Lang } from './routes';
import { expectNoViolations } from './axe';

/**
 * axe-core on every screen in the three languages and in their main states
 * (menu open, forms showing their errors, favourites empty and full), with
 * the WCAG 2.0/2.1/2.2 A and AA rules: zero violations. The whole document
 * is scanned, not only <main>, so the header, footer, menu and toasts count.
 * Every screen as it first loads in each language (tests/e2e/checked-screens.ts:
 * home, the lists, a profile's first tab, the favourites full, the forms
 * empty, about, privacy, news, the 404) is scanned once, by
 * tests/e2e/checkers.spec.ts (pa11y's axe, and axe for the WCAG 2.2 rules);
 * here come the states it does not reach.
 */
const main = (page: Page) => page.locator('main');

const text = {
  pt: { send: 'Enviar', menu: 'Menu', models: 'Modelos' },
  en: { send: 'Send', menu: 'Menu', models: 'Models' },
  es: { send: 'Enviar', menu: 'Menú', models: 'Modelos' },
} as const;

const selectionPath: Record<Lang, string> = { pt: '/selecao', en: '/en/selection', es: '/es/seleccion' };

const profilePath = (lang: Lang, talent: ApiTalent) => `${screens.models[lang]}/${talent.id}/${slug(talent.name)}`;

let talent: ApiTalent;
let favourites: Record<string, { id: number; name: string; cover: string | null; slug: string }>;

test.beforeAll(async () => {
  // A profile with every part drawn: switcher tabs, compo button, videos, measures.
  talent = await findTalent(
    (t) => t.compo.length > 0 && (t.polaroids?.length ?? 0) > 0 && t.video.length > 0 && Boolean(t.instagram),
  );
  const visible = (await roster()).filter((t) => !isExcluded(t)).slice(0, 6);
  favourites = Object.fromEntries(
    visible.map((t) => [String(t.id), { id: t.id, name: t.name, cover: null, slug: slug(t.name) }]),
  );
});

for (const lang of langs) {
  const t = text[lang];

  test.describe(`axe (${lang})`, () => {
    test('the menu open on the models list, with its models dropdown', async ({ page }) => {
      await page.goto(screens.models[lang]);
      await expect(main(page).locator('article')).toHaveCount(20);
      await page.getByRole('button', { name: t.menu, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.models }).click();
      await expect(dialog.getByRole('button', { name: t.models })).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page, 'menu open');
    });

    test('a category filtered by gender', async ({ page }) => {
      await page.goto(`${screens.models[lang]}/mainboard?gender=woman`);
      await expect(main(page).locator('article').first()).toBeVisible();
      await expectNoViolations(page, 'category + gender');
    });

    test('a search that finds no one, and a shared selection', async ({ page }) => {
      // The empty result with a link to clear each filter; the search form and unit switch above it.
      await page.goto(`${screens.models[lang]}?q=zzqxzz&eyes=green`);
      await expect(main(page).locator('article')).toHaveCount(0);
      await expect(main(page).getByRole('search')).toBeVisible();
      await expectNoViolations(page, 'empty search');

      const ids = Object.keys(favourites).slice(0, 3).join('-');
      await page.goto(`${selectionPath[lang]}/${ids}`);
      await expect(main(page).locator('h1')).toBeVisible();
      await expectNoViolations(page, 'selection');
    });

    test('profile, on its second gallery tab', async ({ page }) => {
      await page.goto(profilePath(lang, talent));
      await expect(main(page).locator('h1')).toHaveText(talent.name);
      const tabs = main(page).getByRole('tab');
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page, 'profile, second gallery');
    });

    test('contact with its errors shown', async ({ page }) => {
      await page.goto(screens.contact[lang]);
      const form = main(page).locator('form');
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: t.send }).click();
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4);
      await expectNoViolations(page, 'contact with errors');
    });

    test('contact while sending, with the progress bar shown', async ({ page }) => {
      // The answer is held, so the sending state and the progress bar stay on screen for the scan.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/forms/contact**', async (route) => {
        await held;
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":1}' });
      });
      await page.goto(screens.contact[lang]);
      const form = main(page).locator('form');
      await form.locator('input[name="name"]').fill('Ana');
      await form.locator('input[name="email"]').fill('ana@example.com');
      await form.locator('input[name="phone"]').fill('+55 61 99999-0000');
      await form.locator('textarea[name="message"]').fill('Olá');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
      await expect(page.locator('#nprogress .bar')).toBeAttached();
      await expectNoViolations(page, 'contact while sending');
      release();
      await expect(form.locator('button[type="submit"]')).toHaveAttribute('data-status', 'sent');
    });

    test('be-a-model with its errors shown', async ({ page }) => {
      await page.goto(screens.beAModel[lang]);
      const form = main(page).locator('form');
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: t.send }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page, 'be-a-model with errors');
    });

    test('favourites empty', async ({ page }) => {
      await page.goto(screens.favorites[lang]);
      await expect(main(page).locator('a[href$="/modelos"], a[href$="/models"]').first()).toBeVisible();
      await expectNoViolations(page, 'favourites empty');
    });

    test('the budget form under the favourites, with its errors shown', async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('favorites', value), JSON.stringify(favourites));
      await page.goto(screens.favorites[lang]);
      await expect(main(page).locator('ul[aria-label]:not([aria-busy]) > li')).toHaveCount(Object.keys(favourites).length);
      const form = main(page).locator('form');
      await form.getByRole('button', { name: t.send }).click();
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4);
      await expectNoViolations(page, 'budget form with errors');
    });
  });
}

test.describe('axe on a phone (pt, 390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('home', async ({ page }) => {
    await page.goto(screens.home.pt);
    await expect(page.locator('main section')).toHaveCount(2);
    await expectNoViolations(page, 'home on a phone');
  });

  test('models list and the menu open', async ({ page }) => {
    await page.goto(screens.models.pt);
    await expect(main(page).locator('article')).toHaveCount(20);
    await expectNoViolations(page, 'models list on a phone');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Modelos' }).click();
    await expect(dialog.getByRole('link', { name: 'Mainboard' })).toBeVisible();
    await expectNoViolations(page, 'menu open on a phone');
  });

  test('profile', async ({ page }) => {
    await page.goto(profilePath('pt', talent));
    await expect(main(page).locator('h1')).toHaveText(talent.name);
    await expectNoViolations(page, 'profile on a phone');
  });

  test('be-a-model with its errors shown', async ({ page }) => {
    await page.goto(screens.beAModel.pt);
    const form = main(page).locator('form');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, 'be-a-model with errors on a phone');
  });

  test('favourites full', async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('favorites', value), JSON.stringify(favourites));
    await page.goto(screens.favorites.pt);
    await expect(main(page).locator('ul[aria-label]:not([aria-busy]) > li')).toHaveCount(Object.keys(favourites).length);
    await expectNoViolations(page, 'favourites on a phone');
  });
});
