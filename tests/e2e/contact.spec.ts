import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedRows } from './agency-db';
import { langs, screens, type Lang } from './routes';

/** The privacy page's sections as messages/{lang}.json writes them. */
const privacySections = (lang: Lang) =>
  (JSON.parse(fs.readFileSync(`messages/${lang}.json`, 'utf8')) as { Privacy: { sections: { thirdParties: { title: string } } } })
    .Privacy.sections;

const main = (page: Page) => page.locator('main');

const text = {
  pt: {
    title: 'Contato',
    city: 'Brasília, DF',
    openMap: 'Abrir no Google Maps',
    labels: ['Nome', 'E-mail', 'Telefone', 'Mensagem'],
    send: 'Enviar',
    sent: 'Enviado',
    privacy: 'política de privacidade',
    privacyTitle: 'Política de privacidade',
    footerPrivacy: 'Privacidade',
    back: 'Voltar ao site',
    aboutTitle: 'Sobre a RAVAGE',
  },
  en: {
    title: 'Contact',
    city: 'Brasília, DF',
    openMap: 'Open in Google Maps',
    labels: ['Name', 'Email', 'Phone', 'Message'],
    send: 'Send',
    sent: 'Sent',
    privacy: 'privacy policy',
    privacyTitle: 'Privacy policy',
    footerPrivacy: 'Privacy',
    back: 'Back to the site',
    aboutTitle: 'About RAVAGE',
  },
  es: {
    title: 'Contacto',
    city: 'Brasilia, DF',
    openMap: 'Abrir en Google Maps',
    labels: ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje'],
    send: 'Enviar',
    sent: 'Enviado',
    privacy: 'política de privacidad',
    privacyTitle: 'Política de privacidad',
    footerPrivacy: 'Privacidad',
    back: 'Volver al sitio',
    aboutTitle: 'Sobre RAVAGE',
  },
} as const;

const channels = {
  phone: 'tel:+556133456789',
  whatsapp: 'https://wa.me/5561998765432',
  email: 'mailto:contato@ravagemanagement.com.br',
  instagram: 'https://www.instagram.com/ravagemanagement/',
  platform: 'https://models.ravagemanagement.com.br/',
  facebook: 'https://www.facebook.com/ravagemanagement/',
};

for (const lang of langs) {
  const t = text[lang];

  test.describe(`contact (${lang})`, () => {
    test('shows the address, every channel, and the address card instead of a map without a key', async ({ page }) => {
      const thirdParty: string[] = [];
      page.on('request', (r) => {
        if (/googleapis|gstatic/.test(r.url())) thirdParty.push(r.url());
      });
      await page.goto(screens.contact[lang]);
      await expect(main(page).locator('h1')).toHaveText(t.title);
      const card = main(page).getByTestId('address-card');
      await expect(card).toContainText('SCS Quadra 7');
      await expect(card).toContainText(t.city);
      const mapLink = card.getByRole('link', { name: new RegExp(t.openMap) });
      await expect(mapLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=SCS/);
      await expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');
      for (const [kind, href] of Object.entries(channels)) {
        await expect(main(page).locator(`a[data-channel="${kind}"]`)).toHaveAttribute('href', href);
      }
      await expect(main(page).getByTestId('contact-map')).toHaveCount(0);
      // No social feed configured: no widget and no third-party script.
      await expect(page.locator('[data-social-feed]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(thirdParty).toEqual([]);
    });

    test('sends the contact form, which the agency API stores, then resets', async ({ page }) => {
      await page.goto(screens.contact[lang]);
      const form = main(page).locator('form');
      const email = `contact-${lang}-${Date.now()}@example.com`;
      const [name, mail, phone, message] = t.labels;
      await form.getByLabel(name).fill('Visitante Teste');
      await form.getByLabel(mail).fill(email);
      await form.getByLabel(phone).fill('+55 61 98888-7777');
      await form.getByLabel(message).fill(`Mensagem em ${lang}`);
      const send = form.getByRole('button', { name: new RegExp(`${t.send}|${t.sent}`) });
      await send.click();
      await expect(send).toHaveText(t.sent);
      await expect(send).toHaveText(t.send, { timeout: 5000 });
      await expect(form.getByLabel(name)).toHaveValue('');
      const rows = storedRows<{ language: string; name: string; phone: string; message: string }>(
        'SELECT language, name, phone, message FROM contact_messages WHERE email = ?',
        email,
      );
      expect(rows).toEqual([
        { language: lang, name: 'Visitante Teste', phone: '+55 61 98888-7777', message: `Mensagem em ${lang}` },
      ]);
    });

    test('the about page renders the back-office text without running its scripts, and leads back', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(screens.about[lang]);
      await expect(main(page).locator('h1')).toHaveText(t.aboutTitle);
      const content = main(page).getByTestId('about-content');
      // The injected markup arrived (its text is there) but not its code.
      await expect(content.getByText('probe', { exact: true })).toBeVisible();
      await expect(content.locator('script, iframe, [onerror], [id]')).toHaveCount(0);
      // A javascript: link keeps its text and is no link at all (an <a> without its address is invalid HTML).
      await expect(content.locator('a', { hasText: 'link' })).toHaveCount(0);
      const link = content.getByText('link', { exact: true });
      await expect(link).toBeVisible();
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      await link.click();
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(errors).toEqual([]);
      // The image from the back office, through next/image.
      await expect(main(page).locator('header img')).toHaveJSProperty('complete', true);
      // No header bar here, but a visible way back.
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
      await main(page).getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(new RegExp(`${screens.home[lang] === '/' ? '/$' : `${screens.home[lang]}$`}`));
    });

    test('the privacy page is linked from the footer and from the contact form', async ({ page }) => {
      await page.goto(screens.contact[lang]);
      await main(page).locator('form').getByRole('link', { name: t.privacy }).click();
      await expect(page).toHaveURL(new RegExp(`${screens.privacy[lang]}$`));
      await expect(main(page).locator('h1')).toHaveText(t.privacyTitle);
      await page.goto(screens.contact[lang]);
      await page.locator('footer').getByRole('link', { name: t.footerPrivacy, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${screens.privacy[lang]}$`));
      // What each form collects, retention, minors, third parties, removal: eleven sections.
      await expect(main(page).locator('section h2')).toHaveCount(11);
      await expect(main(page).locator('#removal a[href^="mailto:"]').first()).toBeVisible();
    });

    test('the privacy page names every third party a visit can reach, and when it loads', async ({ page }) => {
      const sections = privacySections(lang);
      await page.goto(screens.privacy[lang]);
      const contents = main(page).locator('nav[aria-labelledby="privacy-contents"]');
      await expect(contents.locator('a[href="#thirdParties"]')).toHaveText(sections.thirdParties.title);
      const section = main(page).locator('#thirdParties');
      await expect(section.locator('h2')).toHaveText(sections.thirdParties.title);
      for (const name of [
        'YouTube (Google)',
        'youtube-nocookie.com',
        'i.ytimg.com',
        'Vimeo',
        'player.vimeo.com',
        'vumbnail.com',
        'Google Maps',
      ]) {
        await expect(section).toContainText(name);
      }
      // The home's player, the profile's posters and players, the map. No social feed is
      // configured in this build (see the contact test above), so the page names none.
      await expect(section.locator('li')).toHaveCount(3);
      await expect(section).not.toContainText('widget');
      // The cookie section sends the reader here instead of naming the map alone.
      await expect(main(page).locator('#browser')).toContainText(sections.thirdParties.title);
    });
  });
}

test('a navigation to the contact page keeps the page being left until its form has come, never the page without it', async ({
  page,
  request,
}) => {
  // The form's chunks, as the served page names them for a low-priority preload (components/forms/lazy-forms.tsx).
  const html = await (await request.get('/contato')).text();
  const formChunks = [...html.matchAll(/<link rel="preload" href="([^"]+\.js)[^"]*" as="script" fetchPriority="low"/g)].map(
    (match) => new URL(match[1]!, 'http://site').pathname,
  );
  expect(formChunks.length).toBeGreaterThan(0);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const formAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => formChunks.includes(url.pathname),
    async (route) => {
      asked();
      await gate;
      await route.continue().catch(() => {});
    },
  );
  try {
    await page.goto('/sobre');
    const left = page.getByRole('heading', { level: 1 });
    const title = await left.innerText();
    await page.locator('footer').getByRole('link', { name: 'Contato' }).click();
    await formAsked;
    // Two frames: what React commits once it has asked for the chunk is drawn by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // While the form's code is on its way, the about page stays: no contact page drawn without its form.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main form')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
    await expect(page.locator('main form').getByRole('button', { name: 'Enviar' })).toBeEnabled();
  } finally {
    release();
  }
});
