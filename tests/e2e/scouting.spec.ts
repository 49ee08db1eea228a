import { readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { axe } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedRows } from './agency-db';
import { E2E } from './env';

/**
 * The scouting application end to end: the production build, the embedded
 * agency API, and what it stored (a row, four photo rows, four files).
 */

type Photo = { name: string; mimeType: string; buffer: Buffer };

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

let photos: Photo[];
test.beforeAll(async () => {
  photos = [
    // Larger than 2000 px: the browser scales it down before upload.
    {
      name: 'front-close-up-from-my-phone.png',
      mimeType: 'image/png',
      buffer: await picture(2400, 3200, '#c9b8a8').png().toBuffer(),
    },
    { name: 'profile.jpg', mimeType: 'image/jpeg', buffer: await picture(600, 900, '#8a7f76').jpeg().toBuffer() },
    { name: 'full-body.gif', mimeType: 'image/gif', buffer: await picture(300, 450, '#444444').gif().toBuffer() },
    { name: 'free.jpeg', mimeType: 'image/jpeg', buffer: await picture(900, 600, '#b0a090').jpeg().toBuffer() },
  ];
});

const spoofed: Photo = { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is plain text, not a photo\n') };

const mediaFolder = path.join(E2E.dataDir, 'media', 'storage', 'scouting');

interface ApplicationRow {
  id: number;
  language: string;
  name: string;
  gender: string;
  birthdate: string;
  responsable: string | null;
  email: string;
  id_country: number | null;
  country: string | null;
  id_city: number | null;
  city: string | null;
  height: string | null;
  jeans: string | null;
  privacy_accepted: number;
}
interface PhotoRow {
  slot: number;
  file: string;
  mime: string;
  bytes: number;
}

function stored(name: string): { row: ApplicationRow | undefined; photos: PhotoRow[] } {
  const [row] = storedRows<ApplicationRow>('SELECT * FROM scouting_applications WHERE name = ?', name);
  const photoRows = row
    ? storedRows<PhotoRow>('SELECT slot, file, mime, bytes FROM scouting_photos WHERE application_id = ? ORDER BY slot', row.id)
    : [];
  return { row, photos: photoRows };
}

type Counts = { applications: number; photoRows: number; files: number; lastId: number };

function counts(): Counts {
  const count = (table: string) => storedRows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n ?? 0;
  return {
    applications: count('scouting_applications'),
    photoRows: count('scouting_photos'),
    files: existsSync(mediaFolder) ? readdirSync(mediaFolder).length : 0,
    lastId: storedRows<{ id: number | null }>('SELECT MAX(id) AS id FROM scouting_applications')[0]?.id ?? 0,
  };
}

/**
 * The store now, less the applications other tests stored since `before`
 * (keyboard.spec sends one, in the other worker), each a row, four photo
 * rows and four files: what is left is this test's doing. An application
 * named `own` is this test's, never subtracted. Polled: another test may be
 * between writing its files and its row.
 */
function countsBeside(before: Counts, own = ''): Omit<Counts, 'lastId'> {
  const now = counts();
  const others =
    storedRows<{ n: number }>('SELECT COUNT(*) AS n FROM scouting_applications WHERE id > ? AND name <> ?', before.lastId, own)[0]
      ?.n ?? 0;
  return { applications: now.applications - others, photoRows: now.photoRows - 4 * others, files: now.files - 4 * others };
}
const sameAs = (c: Counts) => ({ applications: c.applications, photoRows: c.photoRows, files: c.files });

const pad = (n: number) => String(n).padStart(2, '0');
function yearsAgo(years: number): string {
  const d = new Date();
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear() - years}`;
}

let client = 0;
/** Each test is its own client address, so the per-address rate limit never couples tests. */
async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++client + Math.floor(Math.random() * 200)}` });
}

const labels = {
  pt: {
    name: 'Nome',
    woman: 'Mulher',
    man: 'Homem',
    birthdate: 'Data de nascimento',
    guardian: 'Responsável',
    email: 'E-mail',
    photo: 'Foto',
    send: 'Enviar',
    sending: /Enviando|Enviado/,
    sent: 'Enviado',
    country: /País/,
    city: /Cidade/,
    height: /Altura/,
    jeans: /Manequim/,
  },
  en: {
    name: 'Name',
    woman: 'Woman',
    man: 'Man',
    birthdate: 'Birthdate',
    guardian: 'Guardian',
    email: 'Email',
    photo: 'Photo',
    send: 'Send',
    sending: /Sending|Sent/,
    sent: 'Sent',
    country: /Country/,
    city: /City/,
    height: /Height/,
    jeans: /Jeans size/,
  },
} as const;

async function fillApplication(
  page: Page,
  lang: keyof typeof labels,
  fields: { name: string; birthdate: string; guardian?: string; gender?: 'woman' | 'man' },
) {
  const l = labels[lang];
  const main = page.locator('main');
  await main.getByLabel(l.name, { exact: true }).fill(fields.name);
  await main.getByText(l[fields.gender ?? 'woman'], { exact: true }).click();
  await main.getByLabel(l.birthdate).pressSequentially(fields.birthdate.replace(/\D/g, ''));
  if (fields.guardian) await main.getByLabel(l.guardian, { exact: true }).fill(fields.guardian);
  await main.getByLabel('WhatsApp').fill('+55 61 99999-0000');
  await main.getByLabel('Instagram').fill('@e2e.applicant');
  await main.getByLabel(l.email, { exact: true }).fill(`${fields.name.replace(/\W/g, '').toLowerCase()}@example.com`);
}

async function choosePhotos(page: Page, lang: keyof typeof labels, which: number[] = [1, 2, 3, 4]) {
  for (const i of which) {
    await page
      .locator('main')
      .getByLabel(new RegExp(`^${labels[lang].photo} ${i}:`))
      .setInputFiles(photos[i - 1]!);
  }
  await expect(page.locator('main img[src^="blob:"]')).toHaveCount(which.length);
}

test.describe('scouting application', () => {
  test.beforeEach(async ({ page }) => asNewClient(page));

  test('pt: a full application with four photos is stored with its files, then the form resets', async ({ page }) => {
    const name = `Ana Pereira ${Date.now()}`;
    await page.goto('/seja-modelo');
    await expect(page.locator('main h1')).toHaveText('Seja modelo');
    await expect(page.locator('main')).toContainText('nunca cobra');
    await fillApplication(page, 'pt', { name, birthdate: '05/03/2001' });
    const main = page.locator('main');
    await main.getByLabel(labels.pt.country).selectOption({ label: 'Brasil' });
    const city = main.getByLabel(labels.pt.city);
    await expect(city).toBeEnabled();
    await city.selectOption({ label: 'Brasília' });
    await main.getByLabel(labels.pt.height).selectOption('172');
    await main.getByLabel(labels.pt.jeans).selectOption('36.5');
    await main.getByLabel(/Nacionalidade/).fill('Brasileira');
    await main.getByLabel(/Vídeo/).fill('https://vimeo.com/123');
    await choosePhotos(page, 'pt');
    await expect(main.getByText('front-close-up-from-….png')).toBeVisible();
    await main.getByRole('checkbox').check();

    const answer = page.waitForResponse((r) => r.url().includes('/api/forms/scouting') && r.request().method() === 'POST');
    await main.getByRole('button', { name: 'Enviar' }).click();
    await expect(main.getByRole('button', { name: labels.pt.sending })).toBeDisabled();
    expect((await answer).status()).toBe(201);
    await expect(main.getByRole('button', { name: 'Enviado' })).toBeVisible();
    // 2.5 s later: values, validation and photos reset.
    await expect(main.getByRole('button', { name: 'Enviar' })).toBeEnabled({ timeout: 6000 });
    await expect(main.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(main.locator('img[src^="blob:"]')).toHaveCount(0);

    const { row, photos: rows } = stored(name);
    expect(row).toMatchObject({
      language: 'pt',
      gender: 'woman',
      birthdate: '2001-03-05',
      responsable: null,
      country: 'Brasil',
      city: 'Brasília',
      height: '172',
      jeans: '36.5',
      privacy_accepted: 1,
    });
    expect(rows.map((r) => [r.slot, r.mime])).toEqual([
      [1, 'image/png'],
      [2, 'image/jpeg'],
      [3, 'image/gif'],
      [4, 'image/jpeg'],
    ]);
    for (const r of rows) {
      const file = path.join(E2E.dataDir, 'media', r.file);
      expect(statSync(file).size).toBe(r.bytes);
    }
    // Scaled in the browser to 2000 px on the longest side, still a PNG.
    const first = await sharp(path.join(E2E.dataDir, 'media', rows[0]!.file)).metadata();
    expect([first.format, first.width, first.height]).toEqual(['png', 1500, 2000]);
    // Smaller photos keep their size and format, encoded again with nothing but the image.
    for (const [i, format, width, height] of [
      [1, 'jpeg', 600, 900],
      [2, 'gif', 300, 450],
      [3, 'jpeg', 900, 600],
    ] as const) {
      const image = await sharp(path.join(E2E.dataDir, 'media', rows[i]!.file)).metadata();
      expect([image.format, image.width, image.height, image.exif]).toEqual([format, width, height, undefined]);
    }
  });

  test('en: an applicant under 18 is asked for a guardian, who is stored', async ({ page }) => {
    const name = `Junior Applicant ${Date.now()}`;
    await page.goto('/en/be-a-model');
    await expect(page.locator('main h1')).toHaveText('Become a model');
    const main = page.locator('main');
    await expect(main.getByLabel('Guardian', { exact: true })).toHaveCount(0);
    await fillApplication(page, 'en', { name, birthdate: yearsAgo(16), gender: 'man' });
    const guardian = main.getByLabel('Guardian', { exact: true });
    await expect(guardian).toBeVisible();
    await choosePhotos(page, 'en');
    await main.getByRole('checkbox').check();

    // Without the guardian the browser refuses and focuses the field.
    await main.getByRole('button', { name: 'Send' }).click();
    await expect(guardian).toBeFocused();
    await expect(main.getByText('Required for applicants under 18')).toBeVisible();

    await guardian.fill('Maria Guardian');
    await main.getByRole('button', { name: 'Send' }).click();
    await expect(main.getByRole('button', { name: 'Sent' })).toBeVisible();
    await expect.poll(() => stored(name).row?.responsable).toBe('Maria Guardian');
    const { row, photos: rows } = stored(name);
    expect(row).toMatchObject({ language: 'en', gender: 'man' });
    expect(rows).toHaveLength(4);
  });

  test('a spoofed photo (text named .jpg) is refused with a message and nothing is stored', async ({ page, request }) => {
    const before = counts();
    const name = `Spoofed ${Date.now()}`;
    const [ok1, ok2, ok3] = photos;
    const response = await request.post('/api/forms/scouting?lang=pt', {
      headers: { 'x-forwarded-for': '203.0.113.77' },
      multipart: {
        name,
        gender: 'woman',
        birthdate: '05/03/2001',
        whatsapp: '+55 61 99999-0000',
        instagram: '@spoof',
        email: 'spoof@example.com',
        privacy: '1',
        image_1: ok1!,
        image_2: spoofed,
        image_3: ok3!,
        image_4: ok2!,
      },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { image_2: ['Scouting.errors.photoType'] } });
    await expect.poll(() => countsBeside(before, name)).toEqual(sameAs(before));

    // The browser refuses it too, before any upload.
    await page.goto('/seja-modelo');
    const main = page.locator('main');
    await main.getByLabel(/^Foto 2:/).setInputFiles(spoofed);
    await expect(main.getByText('Este arquivo não é uma imagem PNG, GIF ou JPEG')).toBeVisible();
    await expect(main.locator('img[src^="blob:"]')).toHaveCount(0);
    await expect(main.getByLabel(/^Foto 2:/)).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => countsBeside(before, name)).toEqual(sameAs(before));
  });

  test('an empty photo slot blocks the send in the browser', async ({ page }) => {
    const before = counts();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/forms/scouting')) posted = true;
    });
    const name = `Empty Slot ${Date.now()}`;
    await page.goto('/seja-modelo');
    await fillApplication(page, 'pt', { name, birthdate: '05/03/2001' });
    await choosePhotos(page, 'pt', [1, 2, 4]);
    const main = page.locator('main');
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: 'Enviar' }).click();
    await expect(main.getByLabel(/^Foto 3:/)).toBeFocused();
    await expect(main.getByTestId('image_3-plus')).toHaveAttribute('data-missing', 'true');
    await expect(main.getByText('Escolha uma foto')).toBeVisible();
    // Removing a photo empties its slot as well.
    await main.getByRole('button', { name: 'Remover foto 1' }).click();
    await expect(main.getByTestId('image_1-plus')).toHaveAttribute('data-missing', 'true');
    expect(posted).toBe(false);
    await expect.poll(() => countsBeside(before, name)).toEqual(sameAs(before));
  });

  test('is accessible, empty and after a refused send (axe, WCAG 2 AA)', async ({ page }) => {
    await page.goto('/es/ser-modelo');
    await expect(page.locator('main h1')).toHaveText('Sé modelo');
    const scan = () => axe(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect((await scan()).violations).toEqual([]);
    await page.locator('main').getByRole('button', { name: 'Enviar' }).click();
    await expect(page.locator('main').getByText('Elige una foto').first()).toBeVisible();
    expect((await scan()).violations).toEqual([]);
  });
});

/**
 * What Chromium's accessibility tree says of a control, as a screen reader reads it: its
 * properties by name (`invalid`: "true" or "false", `required` where the role has it).
 */
async function exposed(page: Page, control: Locator): Promise<Record<string, unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await control.evaluate((el) => el.setAttribute('data-exposed', ''));
  try {
    await cdp.send('DOM.enable');
    await cdp.send('Accessibility.enable');
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.querySelector("[data-exposed]")' });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId! });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      backendNodeId: node.backendNodeId,
      fetchRelatives: false,
    });
    const own = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
    return Object.fromEntries((own?.properties ?? []).map((p) => [p.name, p.value.value]));
  } finally {
    await control.evaluate((el) => el.removeAttribute('data-exposed'));
    await cdp.detach();
  }
}

test.describe('for a screen reader and a keyboard', () => {
  test('pt: gender, photos and privacy are required before any send, like the other required fields, and none invalid', async ({
    page,
  }) => {
    await page.goto('/seja-modelo');
    const main = page.locator('main');
    await expect(main.getByText('Todos os campos são obrigatórios, exceto os marcados como opcionais.')).toBeVisible();
    // The form's own messages, never the browser's bubbles: native `required` with `novalidate`.
    await expect(main.locator('form')).toHaveAttribute('novalidate', '');
    const name = main.getByLabel('Nome', { exact: true });
    await expect(name).toHaveAttribute('required', '');
    expect(await exposed(page, name)).toMatchObject({ required: true, invalid: 'false' });
    const gender = main.getByRole('radiogroup', { name: 'Gênero' });
    await expect(gender).toHaveAttribute('aria-required', 'true');
    const radios = await gender.getByRole('radio').all();
    const photos = [1, 2, 3, 4].map((i) => main.getByLabel(new RegExp(`^Foto ${i}:`)));
    const privacy = main.getByRole('checkbox', { name: /política de privacidade/ });
    const requiredControls = [...radios, ...photos, privacy];
    expect(requiredControls).toHaveLength(7);
    for (const control of requiredControls) {
      await expect(control).toHaveAttribute('required', '');
      await expect(control).not.toHaveAttribute('aria-required');
      // Left empty, a required radio, file or checkbox is invalid to the browser: Chromium would
      // say so before any send unless the form says it is not (aria-invalid="false").
      expect((await exposed(page, control)).invalid, (await control.getAttribute('id')) ?? '').not.toBe('true');
    }
    await expect(main.locator('[aria-invalid="true"]')).toHaveCount(0);

    // A refused send marks them; focus goes to the form's own summary, no browser bubble takes it.
    await main.getByRole('button', { name: 'Enviar' }).click();
    await expect(main.getByRole('group', { name: /^Faltam corrigir/ })).toBeFocused();
    for (const control of [...radios, photos[0]!, privacy]) {
      await expect.poll(async () => (await exposed(page, control)).invalid).toBe('true');
    }
  });

  test('pt: a refused send focuses a summary that leads to each field; the gender error is tied to its radios', async ({
    page,
  }) => {
    await page.goto('/seja-modelo');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Enviar' }).click();
    const summary = main.getByRole('group', { name: 'Faltam corrigir 11 campos:' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Nome',
      'Gênero',
      'Data de nascimento',
      'WhatsApp',
      'Instagram',
      'E-mail',
      'Foto 1',
      'Foto 2',
      'Foto 3',
      'Foto 4',
      'Li e aceito a política de privacidade',
    ]);

    const gender = main.getByRole('radiogroup', { name: 'Gênero' });
    await expect(gender).toHaveAttribute('aria-invalid', 'true');
    await expect(gender).toHaveAccessibleDescription('Escolha uma opção');
    for (const radio of await gender.getByRole('radio').all()) {
      await expect(radio).toHaveAccessibleDescription('Escolha uma opção');
    }

    // By keyboard: Tab to a link, Enter, and focus is on the field, not only scrolled to it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('link', { name: 'Gênero' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gender.getByRole('radio', { name: 'Mulher' })).toBeFocused();
    await page.keyboard.press('Space');
    // Fixed, the field leaves the summary, which counts one fewer.
    const after = main.getByRole('group', { name: 'Faltam corrigir 10 campos:' });
    await expect(after.getByRole('link')).toHaveCount(10);
    await expect(after.getByRole('link', { name: 'Gênero' })).toHaveCount(0);
    await expect(gender).not.toHaveAttribute('aria-invalid');
    for (const radio of await gender.getByRole('radio').all()) await expect(radio).toHaveAttribute('aria-invalid', 'false');

    await after.getByRole('link', { name: 'Foto 3' }).press('Enter');
    await expect(main.getByLabel(/^Foto 3:/)).toBeFocused();
    await expect(page).toHaveURL(/\/seja-modelo$/);
  });

  test('en and es: the summary speaks the visitor’s language', async ({ page }) => {
    await page.goto('/en/be-a-model');
    await page.locator('main').getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('main').getByRole('group', { name: '11 fields to fix:' })).toBeFocused();
    await page.goto('/es/ser-modelo');
    await page.locator('main').getByRole('button', { name: 'Enviar' }).click();
    await expect(page.locator('main').getByRole('group', { name: 'Faltan corregir 11 campos:' })).toBeFocused();
  });

  test('the heights run 2,00 m down to 0,30 m, the others start where applicants are; all in the visitor’s numbers', async ({
    page,
  }) => {
    const options = (select: string) =>
      page
        .locator(`main select[name="${select}"] option`)
        .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    await page.goto('/seja-modelo');
    const height = await options('height');
    // The empty choice first and chosen; then tallest first, so an adult's height is near the top.
    expect(height[0]).toEqual(['', '—']);
    await expect(page.locator('main select[name="height"]')).toHaveValue('');
    expect(height[1]).toEqual(['200', '2,00 m (6′6½″)']);
    expect(height.at(-1)).toEqual(['30', '0,30 m (1′0″)']);
    expect(height).toHaveLength(1 + 171);
    expect(height.find(([value]) => value === '179')).toEqual(['179', '1,79 m (5′10½″)']);
    expect((await options('waist'))[1]).toEqual(['50', '50 cm (19½″)']);
    expect((await options('bust'))[1]?.[0]).toBe('70');
    expect((await options('hips'))[1]?.[0]).toBe('70');
    for (const select of ['height', 'bust', 'waist', 'hips', 'jeans']) {
      // pt writes a decimal comma: no "25.6″" anywhere.
      expect(
        (await options(select)).filter(([, label]) => /\d\.\d/.test(label ?? '')),
        select,
      ).toEqual([]);
    }
    expect((await options('jeans')).find(([value]) => value === '36.5')).toEqual(['36.5', '36,5']);

    await page.goto('/en/be-a-model');
    expect((await options('height')).find(([value]) => value === '179')).toEqual(['179', '1.79 m (5′10½″)']);
  });
});
