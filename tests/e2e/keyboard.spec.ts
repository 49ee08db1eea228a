import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findTalent, slug } from './agency';
import { storedRows } from './agency-db';
import { pressAndCheck } from './focus';
import { pairSlides } from '../../lib/rules/slides';

/**
 * Keyboard only: after `page.goto` nothing here clicks, hovers or fills;
 * every action is a key press, and every step checks where focus is. After
 * each press (`press`), focus must be on a visible ring inside the viewport,
 * never on <body> (tests/e2e/focus.ts).
 */

// A focus check after every press, on a machine shared with other builds: room to finish.
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.locator('main');

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails past `max` presses, so an unreachable control fails the test. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await press(page, back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** One key press, then focus is checked (see pressAndCheck). */
const press = (page: Page, key: string) => pressAndCheck(page, key);

/** Types text into the focused control, key by key. */
const type = (page: Page, text: string) => page.keyboard.type(text);

let client = 0;
/** Each form test is its own client address, so the per-address rate limit never couples tests. */
const asNewClient = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(++client + Math.floor(Math.random() * 200)) % 250}` });

test.describe('menu', () => {
  test('opens with Enter, Tab moves through it, the models dropdown opens with Enter and a category is followed', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    const trigger = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, trigger, { max: 5 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await press(page, 'Enter');
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Focus starts inside, on the close button.
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await press(page, 'Tab');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    const models = menu.getByRole('button', { name: 'Models' });
    await press(page, 'Tab');
    await expect(models).toBeFocused();
    await expect(models).toHaveAttribute('aria-expanded', 'false');
    // The hidden dropdown is skipped by Tab while closed.
    await press(page, 'Tab');
    await expect(menu.getByRole('link', { name: 'Become a model' })).toBeFocused();
    await press(page, 'Shift+Tab');
    await expect(models).toBeFocused();

    await press(page, 'Enter');
    await expect(models).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'Tab');
    await expect(menu.getByRole('link', { name: 'All', exact: true })).toBeFocused();
    await press(page, 'Tab');
    await expect(menu.getByRole('link', { name: 'São Paulo' })).toBeFocused();
    await press(page, 'Tab');
    await expect(menu.getByRole('link', { name: 'Mainboard' })).toBeFocused();
    // Space closes the dropdown again from its button.
    await press(page, 'Shift+Tab');
    await press(page, 'Shift+Tab');
    await press(page, 'Shift+Tab');
    await expect(models).toBeFocused();
    await press(page, 'Space');
    await expect(models).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Mainboard' })).toBeHidden();
    await press(page, 'Space');
    await tabTo(page, menu.getByRole('link', { name: 'Mainboard' }), { max: 4 });
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/en\/models\/mainboard$/);
    await expect(menu).toBeHidden();
  });

  test('Escape closes it and focus returns to the trigger; Tab then goes on into the page', async ({ page }) => {
    await page.goto('/favoritos');
    const trigger = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, trigger, { max: 5 });
    await press(page, 'Enter');
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await press(page, 'Tab');
    await press(page, 'Tab');
    await press(page, 'Enter');
    await expect(menu.getByRole('button', { name: 'Modelos' })).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Nothing of the closed menu is reachable any more.
    await press(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog'))).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // Open again with Space, close with the close button and Enter.
    await tabTo(page, trigger, { back: true, max: 5 });
    await press(page, 'Space');
    await expect(menu).toBeVisible();
    await press(page, 'Enter');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the skip link jumps over the header to the content', async ({ page }) => {
    await page.goto('/en/models');
    await press(page, 'Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await press(page, 'Enter');
    await press(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});

test.describe('home', () => {
  test("Tab reaches each half's logo link (named by its words and where it goes) and its pause button; focus stops the slides", async ({
    page,
  }) => {
    await page.goto('/en');
    const halves = main(page).locator('section');
    const models = halves.nth(0);
    const creative = halves.nth(1);
    const modelsLink = models.getByRole('link', { name: /^Ravage\s+Models\s*,\s*opens the models list$/ });
    const creativeLink = creative.getByRole('link', { name: /^Ravage\s+Creative\s*,\s*opens the models list$/ });
    const pause = models.getByRole('button', { name: 'Pause the Models slides' });
    const running = (half: Locator) =>
      half
        .locator('.swiper')
        .evaluate(
          (el) => (el as HTMLElement & { swiper?: { autoplay?: { running: boolean } } }).swiper?.autoplay?.running ?? null,
        );
    // Swiper is set up when the browser is idle; then the slides run.
    await expect.poll(() => running(models)).toBe(true);

    await tabTo(page, modelsLink, { max: 5 });
    // Nothing moves under a keyboard visitor.
    await expect.poll(() => running(models)).toBe(false);
    await press(page, 'Tab');
    await expect(pause).toBeFocused();
    await press(page, 'Enter');
    const play = models.getByRole('button', { name: 'Play the Models slides' });
    await expect(play).toBeFocused();
    await press(page, 'Tab');
    await expect(creativeLink).toBeFocused();
    // Paused by the visitor: it stays still once focus has left.
    await expect.poll(() => running(models)).toBe(false);
    await expect.poll(() => running(creative)).toBe(false);
    await press(page, 'Tab');
    await expect(creative.getByRole('button', { name: 'Pause the Creative slides' })).toBeFocused();
    await press(page, 'Shift+Tab');
    await press(page, 'Shift+Tab');
    await expect(play).toBeFocused();
    await press(page, 'Space');
    await expect(models.getByRole('button', { name: 'Pause the Models slides' })).toBeFocused();
    await press(page, 'Shift+Tab');
    await expect(modelsLink).toBeFocused();
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/en\/models$/);
  });
});

test.describe('models list', () => {
  test('category tabs and the gender toggle with Tab and Enter', async ({ page }) => {
    // Every press is followed by a check of the visible focus: a long walk on a busy machine.
    test.slow();
    await page.goto('/en/models');
    const tabs = page.getByRole('navigation', { name: 'Categories' });
    const gender = page.getByRole('navigation', { name: 'Gender' });

    await tabTo(page, tabs.getByRole('link', { name: 'New Faces' }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/en\/models\/new_faces$/);
    await expect(tabs.getByRole('link', { name: 'New Faces' })).toHaveAttribute('aria-current', 'page');

    await tabTo(page, gender.getByRole('link', { name: 'Women' }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/en\/models\/new_faces\?gender=woman$/);
    const women = gender.getByRole('link', { name: 'Women' });
    await expect(women).toHaveAttribute('aria-current', 'true');

    // The active gender, pressed again, clears the filter.
    await tabTo(page, women);
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/en\/models\/new_faces$/);
    await expect(gender.getByRole('link', { name: 'Women' })).not.toHaveAttribute('aria-current', 'true');

    // After a filter is followed, Tab goes on from the filters again; a card opens with Enter.
    await tabTo(page, tabs.getByRole('link', { name: 'All' }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/en\/models$/);
    const firstCard = main(page).locator('article').first().getByRole('link').first();
    await tabTo(page, firstCard, { max: 30 });
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/en\/models\/\d+\/[a-z0-9-]+$/);
  });
});

test.describe('profile', () => {
  test('the gallery switcher is a tab list driven by the arrow keys, the slider by its buttons and the arrows', async ({
    page,
  }) => {
    const talent = await findTalent((t) => t.compo.length > 0 && (t.polaroids?.length ?? 0) > 0 && t.book.length >= 4);
    await page.goto(`/en/models/${talent.id}/${slug(talent.name)}`);
    const tabs = main(page).getByRole('tab');
    // The polaroids' tab also says how recent the newest is (docs/decisions/0052).
    await expect(tabs).toHaveText(['Portfolio', 'Composite', /^Polaroids · newest: (today|\d+ \w+ ago)$/]);

    // One tab stop for the whole list: the selected tab.
    await tabTo(page, tabs.nth(0));
    await press(page, 'Tab');
    await expect(tabs.nth(1)).not.toBeFocused();
    await tabTo(page, tabs.nth(0), { back: true, max: 3 });

    await press(page, 'ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    const panel = main(page).getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id')) ?? 'missing');
    await press(page, 'ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    // It wraps around both ways.
    await press(page, 'ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await press(page, 'ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await press(page, 'ArrowLeft');
    await press(page, 'ArrowLeft');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toBeFocused();

    // The slider of the portfolio: Next and Previous with Enter and Space.
    const slides = panel.locator('.swiper-slide');
    expect(await slides.count()).toBeGreaterThan(2);
    const active = () => slides.evaluateAll((all) => all.findIndex((s) => s.classList.contains('swiper-slide-active')));
    expect(await active()).toBe(0);
    const next = panel.getByRole('button', { name: 'Next photo' });
    const previous = panel.getByRole('button', { name: 'Previous photo' });
    await tabTo(page, next, { max: 10 });
    await press(page, 'Enter');
    await expect.poll(active).toBe(1);
    await press(page, 'Space');
    await expect.poll(active).toBe(2);
    await press(page, 'Shift+Tab');
    await expect(previous).toBeFocused();
    await press(page, 'Enter');
    await expect.poll(active).toBe(1);
    // The arrow keys move the slider while it is on screen and focus is not in a tab list or a field.
    await press(page, 'ArrowRight');
    await expect.poll(active).toBe(2);
    await press(page, 'ArrowLeft');
    await expect.poll(active).toBe(1);
    // The photo now shown is the one the slider says.
    await expect(slides.nth(1)).toBeInViewport();

    // At either end the buttons stay (the slider rewinds): focus never falls to the page.
    await tabTo(page, previous, { max: 3, back: true });
    await press(page, 'Enter');
    await expect.poll(active).toBe(0);
    await expect(previous).toBeFocused();
    await press(page, 'Enter');
    await expect.poll(active).toBe((await slides.count()) - 1);
    await expect(previous).toBeFocused();
    await press(page, 'Tab');
    await expect(next).toBeFocused();
    await press(page, 'Enter');
    await expect.poll(active).toBe(0);
    await expect(next).toBeFocused();
  });

  test('arrow keys pressed before the slider is set up are not lost: it moves on by them once it is', async ({ page }) => {
    const talent = await findTalent((t) => pairSlides(t.book).length >= 3);
    const url = `/en/models/${talent.id}/${slug(talent.name)}`;
    // Swiper's code is loaded after the page (when idle or reached for): held
    // (the script holding its defaults) until the keys have been pressed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // (With or without the build's `?dpl=` deployment id.)
    await page.route(/\/_next\/static\/chunks\/[^/?]+\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('swiper-slide-active')) await released;
      await route.fulfill({ response, body });
    });
    await page.goto(url);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const slider = page.locator('.gallery-slider');
    await slider.scrollIntoViewIfNeeded();
    const active = () =>
      slider.locator('.swiper-slide').evaluateAll((all) => all.findIndex((s) => s.classList.contains('swiper-slide-active')));
    // Focus is still on the page itself here, as for a visitor who just arrived: no focus check.
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) await page.keyboard.press(key);
    await expect(page.locator('.gallery-slider.swiper-initialized')).toHaveCount(0);
    release();
    await expect(page.locator('.gallery-slider.swiper-initialized')).toHaveCount(1);
    await expect.poll(active).toBe(2);
    // From then on Swiper's own keyboard module answers.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(active).toBe(1);
    // Chunks the page still loads when idle go on without the hold: one fetched as the test ends would fail the next.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('print composite keeps focus while busy and says when the zip is saved; play video moves focus into the player', async ({
    page,
  }) => {
    const talent = await findTalent((t) => t.compo.length > 0 && t.video.length > 0);
    await page.goto(`/en/models/${talent.id}/${slug(talent.name)}`);
    const print = main(page).getByRole('button', { name: /Print composite|Downloading/ });
    await tabTo(page, print, { max: 60 });
    const download = page.waitForEvent('download');
    await press(page, 'Enter');
    await expect(print).toBeFocused();
    await download;
    await expect(main(page).getByRole('status')).toHaveText(`${talent.name}’s composite was downloaded.`);
    await expect(print).toBeFocused();
    await expect(print).toHaveAttribute('aria-disabled', 'false');

    const play = main(page).getByRole('button', { name: 'Play video 1' });
    await tabTo(page, play, { max: 10 });
    await press(page, 'Enter');
    await expect(main(page).locator('iframe').first()).toBeFocused();
  });
});

test.describe('forms', () => {
  test.beforeEach(async ({ page }) => asNewClient(page));

  test('contact: sent empty with Enter, focus goes to the first invalid field; then filled and sent with the keyboard', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    const form = main(page).locator('form');
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    // Hydrated: before that the send button is disabled and Enter would not submit.
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await tabTo(page, name);
    await press(page, 'Enter');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await type(page, 'Keyboard Visitor');
    await press(page, 'Tab');
    await expect(email).toBeFocused();
    await type(page, 'not-an-email');
    // Submit from the field: the first invalid one is now the email.
    await press(page, 'Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    const address = `keyboard-${Date.now()}@example.com`;
    await press(page, 'ControlOrMeta+A');
    await type(page, address);
    await press(page, 'Tab');
    await expect(form.getByLabel('Phone')).toBeFocused();
    await type(page, '+55 61 97777-0000');
    await press(page, 'Tab');
    await expect(form.getByLabel('Message')).toBeFocused();
    await type(page, 'Sent without a mouse.');
    const send = form.getByRole('button', { name: /Send|Sending|Sent/ });
    await tabTo(page, send, { max: 5 });
    await press(page, 'Enter');
    await expect(send).toHaveText('Sent');
    await expect
      .poll(() => storedRows<{ name: string }>('SELECT name FROM contact_messages WHERE email = ?', address))
      .toEqual([{ name: 'Keyboard Visitor' }]);
  });

  test('budget: the favourites screen form, sent with the keyboard, focuses the first invalid field', async ({ page }) => {
    // Past the quote brief's fields and back, a focus check after each press: the longest walk of the suite.
    test.slow();
    const talent = await findTalent(() => true);
    await page.addInitScript(
      (value) => window.localStorage.setItem('favorites', value),
      JSON.stringify({ [talent.id]: { id: talent.id, name: talent.name, cover: null, slug: slug(talent.name) } }),
    );
    await page.goto('/es/favoritos');
    const form = main(page).locator('form');
    const send = form.getByRole('button', { name: 'Enviar' });
    await tabTo(page, send, { max: 60 });
    await press(page, 'Enter');
    await expect(form.getByLabel('Nombre')).toBeFocused();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4);
    await type(page, 'Agencia Teclado');
    await press(page, 'Tab');
    await type(page, `budget-keyboard-${Date.now()}@example.com`);
    await press(page, 'Tab');
    await type(page, '+55 61 96666-0000');
    // Space on the button with the message still empty: focus goes to the message. The quote brief's
    // optional fields (and each date's day, month and year) stand between the message and the button.
    await tabTo(page, send, { max: 40 });
    await press(page, 'Space');
    await expect(form.getByLabel('Mensaje')).toBeFocused();
    await type(page, 'Dos días de rodaje.');
    await tabTo(page, send, { max: 40 });
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: 'Enviado' })).toBeVisible();
  });

  test('scouting: every field, the gender radios, four photos and the consent, all from the keyboard', async ({ page }) => {
    test.slow();
    const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#8a7f76' } })
      .jpeg()
      .toBuffer();
    const applicant = `Teclado ${Date.now()}`;
    await page.goto('/seja-modelo');
    const form = main(page).locator('form');
    const name = form.getByLabel('Nome', { exact: true });
    const send = form.getByRole('button', { name: /Enviar|Enviando|Enviado/ });

    // Sent empty: focus on the summary of the fields to fix; its first link leads to the name.
    await tabTo(page, send, { max: 80 });
    await press(page, 'Enter');
    const summary = form.getByRole('group', { name: 'Faltam corrigir 11 campos:' });
    await expect(summary).toBeFocused();
    await press(page, 'Tab');
    await expect(summary.getByRole('link', { name: 'Nome' })).toBeFocused();
    await press(page, 'Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await type(page, applicant);
    // Gender: Tab enters the radio group, the arrow keys choose.
    await press(page, 'Tab');
    const woman = form.getByRole('radio', { name: 'Mulher' });
    const man = form.getByRole('radio', { name: 'Homem' });
    await expect(woman).toBeFocused();
    await press(page, 'Space');
    await expect(woman).toBeChecked();
    await press(page, 'ArrowRight');
    await expect(man).toBeChecked();
    await expect(man).toBeFocused();
    await press(page, 'ArrowLeft');
    await expect(woman).toBeChecked();

    await press(page, 'Tab');
    await expect(form.getByLabel('Data de nascimento')).toBeFocused();
    await type(page, '05032001');
    await expect(form.getByLabel('Data de nascimento')).toHaveValue('05/03/2001');
    await press(page, 'Tab');
    await expect(form.getByLabel('WhatsApp')).toBeFocused();
    await type(page, '+55 61 95555-0000');
    await press(page, 'Tab');
    await type(page, '@teclado');
    await press(page, 'Tab');
    await expect(form.getByLabel('E-mail', { exact: true })).toBeFocused();
    await type(page, `teclado-${Date.now()}@example.com`);

    // Photos: each slot's file input opens the chooser from the keyboard.
    // What Chromium says (it logs a chooser it refuses, e.g. one without a user activation).
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    // Playwright intercepts choosers only while the page has a 'filechooser' listener. With one per photo alone,
    // interception was turned on just before each key press, and a chooser that opened first gave no event. This
    // listener keeps it on for the whole form.
    page.on('filechooser', () => undefined);
    for (const index of [1, 2, 3, 4]) {
      const slot = form.getByLabel(new RegExp(`^Foto ${index}:`));
      await tabTo(page, slot);
      // Bounded: a chooser that never opens fails here, not at the end of the slow test's whole allowance.
      const chooser = page.waitForEvent('filechooser', { timeout: 15_000 }).catch(async (error: Error) => {
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          return el
            ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.id} disabled=${String((el as HTMLInputElement).disabled)}`
            : 'none';
        });
        throw new Error(`no chooser for photo ${index}; focused: ${focused}; console: ${JSON.stringify(logged)}`, {
          cause: error,
        });
      });
      await press(page, 'Space');
      await (await chooser).setFiles({ name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      await expect(form.locator('img[src^="blob:"]')).toHaveCount(index);
    }

    const consent = form.getByRole('checkbox');
    await tabTo(page, consent);
    // Sent without the consent: focus goes to it.
    await tabTo(page, send, { max: 5 });
    await press(page, 'Enter');
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await press(page, 'Space');
    await expect(consent).toBeChecked();

    await tabTo(page, send, { max: 5 });
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: 'Enviado' })).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => storedRows<{ gender: string }>('SELECT gender FROM scouting_applications WHERE name = ?', applicant))
      .toEqual([{ gender: 'woman' }]);
  });
});
