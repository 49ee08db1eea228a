import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isExcluded, roster, slug } from './agency';
import { screens } from './routes';

/**
 * The loading state of the screens rendered on demand (docs/product.md §2;
 * docs/decisions/0046-loading-states-in-the-browser.md): while a searched list,
 * a news post or a shared selection is on its way, the page being left draws
 * that screen's skeleton; the served HTML carries the screen itself.
 */

/** Holds back the answers `match` names until the returned function is called. */
async function holdBack(page: Page, match: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    await gate;
    await route.continue().catch(() => {}); // the page may have gone meanwhile
  });
  return release;
}

const LOADING = 'Carregando…';
const skeletons = (page: Page) => page.locator('[data-testid^="pending-"]');

test('a news post: its skeleton stands in for the list while it comes, and the post lands where it stood', async ({ page }) => {
  const release = await holdBack(page, (url) => /^\/noticias\/[^/]+$/.test(url.pathname));
  try {
    await page.goto('/noticias');
    const link = page.locator('main article[data-news] h2 a').first();
    const title = (await link.innerText()).trim();
    await link.click();

    const skeleton = page.getByTestId('pending-post');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.getByRole('status')).toHaveText(LOADING);
    // The progress bar runs too (a <Link> click, which Next handles itself).
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    // The list is hidden, not thrown away: the skeleton is what the visitor sees.
    await expect(page.locator('main article[data-news]').first()).toBeHidden();
    const frame = (await skeleton.locator('[data-pending-part="image"]').boundingBox())!;
    const back = (await skeleton.locator('span').first().boundingBox())!;

    release();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(skeletons(page)).toHaveCount(0);
    // The photo's frame and the way back are where the skeleton drew them.
    const image = (await page.locator('main article img').first().locator('xpath=..').boundingBox())!;
    expect(Math.abs(image.x - frame.x)).toBeLessThan(1);
    expect(Math.abs(image.width - frame.width)).toBeLessThan(1);
    const backLink = (await page.locator('main article a').first().boundingBox())!;
    expect(Math.abs(backLink.y - back.y)).toBeLessThan(1);
  } finally {
    release();
  }
});

test('a searched list: cards of the grid cover the results while they come, busy and announced, the focus stays in the name field', async ({
  page,
}) => {
  const release = await holdBack(page, (url) => url.pathname === '/modelos' && url.searchParams.has('q'));
  try {
    await page.goto(screens.models.pt);
    const field = page.getByRole('searchbox', { name: 'Nome' });
    await field.fill('ana');
    await field.press('Enter');

    const skeleton = page.getByTestId('pending-list');
    await expect(skeleton).toBeVisible();
    const results = page.locator('main [aria-busy="true"]');
    await expect(results).toHaveCount(1);
    await expect(results.getByRole('status').first()).toHaveText(LOADING);
    await expect(field).toBeFocused();
    // The title and the form are not covered.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    release();
    await expect(page).toHaveURL(/\/modelos\?q=ana$/);
    await expect(skeletons(page)).toHaveCount(0);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  } finally {
    release();
  }
});

test('a shared selection: its skeleton shows while the link opens it', async ({ page }) => {
  const talents = (await roster()).filter((t) => !isExcluded(t)).slice(0, 2);
  const map = Object.fromEntries(
    talents.map((t) => [String(t.id), { id: t.id, name: t.name, cover: null, slug: slug(t.name), gender: t.gender }]),
  );
  await page.addInitScript((value) => localStorage.setItem('favorites', value), JSON.stringify(map));
  const release = await holdBack(page, (url) => url.pathname.startsWith('/selecao/'));
  try {
    await page.goto(screens.favorites.pt);
    // A plain link: the browser loads the selection as a new document, which the held answer keeps from coming
    // (a Playwright click would wait for it).
    // Locators wait for a document on its way, so the page being left is read from inside.
    const seen = await page.getByTestId('selection-link').evaluate(
      (link: HTMLAnchorElement) =>
        new Promise<{ visible: boolean; status: string | null }>((resolve) => {
          link.click();
          const look = () => {
            const skeleton = document.querySelector<HTMLElement>('[data-testid="pending-selection"]');
            if (!skeleton) return requestAnimationFrame(look);
            resolve({
              visible: skeleton.offsetHeight > 0,
              status: skeleton.querySelector('[role="status"]')?.textContent ?? null,
            });
          };
          look();
        }),
    );
    expect(seen).toEqual({ visible: true, status: LOADING });
    release();
    await expect(page).toHaveURL(/\/selecao\/\d+-\d+$/);
    await expect(page.getByTestId('selection-count')).toBeVisible();
    await expect(skeletons(page)).toHaveCount(0);
  } finally {
    release();
  }
});

test('the served HTML of each such screen is the screen itself, with no skeleton', async ({ request }) => {
  const talents = (await roster()).filter((t) => !isExcluded(t)).slice(0, 2);
  const news = await (await request.get('/noticias')).text();
  const post = /href="(\/noticias\/[^"?]+)"/.exec(news)?.[1];
  expect(post).toBeTruthy();
  const pages = [
    `/modelos?q=${encodeURIComponent(talents[0]!.name.split(' ')[0]!)}`,
    post!,
    `/selecao/${talents.map((t) => t.id).join('-')}`,
  ];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain('data-testid="pending-');
  }
  const searched = await (await request.get(pages[0]!)).text();
  expect(searched).toContain(`data-talent="${talents[0]!.id}"`);
  expect(await (await request.get(pages[2]!)).text()).toContain(talents[1]!.name);
});
