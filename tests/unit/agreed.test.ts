/**
 * The site and the embedded back office refuse the same inputs at the same
 * limits (lib/rules/agreed.ts). For each limit, the value at the limit is
 * accepted and one past it refused, by the site (its zod schemas, and its
 * route handlers' checks through handleFormPost and the routes themselves)
 * and by the back office (a real server of agency-api/, as its own tests
 * start it). nginx's body cap is the one written into its configuration.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';

vi.mock('server-only', () => ({}));

import { renderNginxConf } from '@/deploy/cluster';
import { budgetFields, budgetSchema, contactFields, contactSchema, favoritesText, type FieldErrors } from '@/lib/forms/schemas';
import { isScoutingErrorKey, makeScoutingSchema, PHOTO_FIELDS, SCOUTING_TEXT_FIELDS } from '@/lib/forms/scouting-schema';
import { issuesToFieldErrors } from '@/lib/forms/schemas';
import { locales } from '@/lib/i18n/routing';
import {
  ADULT_AGE,
  BACK_OFFICE_SCOUTING_BODY_MAX_BYTES,
  BACK_OFFICE_TEXT_FORM_BODY_MAX_BYTES,
  FAVORITES_MAX,
  FIELD_LIMITS,
  LANGUAGES,
  NGINX_BODY_MAX_BYTES,
  OLDEST_APPLICANT_AGE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  SCOUTING_BODY_MAX_BYTES,
  TALENT_ID_MAX,
  talentIdOf,
  TEXT_FORM_BODY_MAX_BYTES,
} from '@/lib/rules/agreed';
import { handleFormPost, textFields } from '@/lib/server/forms/handle-post';
import { cleanPhotos } from '@/lib/server/forms/scouting';
import { bearer, removeDir, startTestApi, type TestApi } from '@/agency-api/tests/helpers';
import { samplePhotos, scoutingApplication } from './scouting-application';

let api: TestApi;
let photos: Awaited<ReturnType<typeof samplePhotos>>;
beforeAll(async () => {
  [api, photos] = await Promise.all([startTestApi('agreed', { seedSize: 4 }), samplePhotos()]);
});
afterAll(async () => {
  await api?.close();
  if (api) removeDir(api.dataDir);
});

// --- the two sides ------------------------------------------------------------

type Answer = { status: number; errors: FieldErrors };

/**
 * The back office's answer to a form post (PANEL host), each on a connection
 * of its own. The back office runs in this process, so while this file builds
 * and parses a body of tens of MiB the server's keep-alive timer waits with
 * the client's: a pooled connection idle past it was then reused by fetch and
 * closed by the server in the same turn, and the post failed with ECONNRESET
 * on a busy machine. That race is the pool's, not the limit this file checks.
 */
async function backOffice(
  path: string,
  body: FormData | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const request = new Request(`${api.url}${path}`, { method: 'POST', headers: { ...bearer(api.panel), ...headers }, body });
  const bytes = Buffer.from(await request.arrayBuffer());
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = http.request(
      request.url,
      {
        method: 'POST',
        agent: false,
        headers: { ...Object.fromEntries(request.headers), 'content-length': String(bytes.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(bytes);
  });
  const json = JSON.parse(text) as { errors?: FieldErrors };
  return { status, errors: json.errors ?? {} };
}

const accept = vi.fn(async () => ({ id: 1 }));
const noLimit = { take: async () => true };

/** The site's route-handler checks (lib/server/forms) with a form's own schema; forwarding answers 201. */
async function siteTextForm(kind: 'contact' | 'budget', form: FormData, lang = 'pt'): Promise<Answer> {
  const [schema, fields] = kind === 'contact' ? [contactSchema, contactFields] : [budgetSchema, budgetFields];
  const response = await handleFormPost(
    new Request(`http://site/api/forms/${kind}?lang=${lang}`, { method: 'POST', body: form }),
    {
      schema,
      maxBytes: TEXT_FORM_BODY_MAX_BYTES,
      fields,
      toInput: (received) => textFields(received, fields),
      forward: accept,
      limiter: noLimit,
    },
  );
  const json = (await response.json()) as { errors?: FieldErrors };
  return { status: response.status, errors: json.errors ?? {} };
}

/** The site's scouting schema (browser and server) on what a browser sends, on `today`. */
function siteScouting(form: FormData, today = new Date()): FieldErrors {
  const input = {
    ...textFields(form, SCOUTING_TEXT_FIELDS),
    privacy: form.get('privacy') === '1',
    ...Object.fromEntries(PHOTO_FIELDS.map((field) => [field, form.get(field) ?? undefined])),
  };
  const parsed = makeScoutingSchema(() => today).safeParse(input);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, isScoutingErrorKey);
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const contact = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 61 99999-0000', message: 'Olá' };
const favorites = (n: number, name = 'Talent', id = (i: number) => i + 1) =>
  favoritesText(Array.from({ length: n }, (_, i) => ({ id: id(i), name })));
const budget = { ...contact, favorites: favorites(1) };
const application = (overrides: Record<string, string | File | null> = {}) => scoutingApplication(photos, overrides);

/** Values of `length` characters that break no other rule of their field. */
const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const whatsapp = (length: number) => `+55 61${' '.repeat(length - 15)}999990000`;
const instagram = (length: number) => `https://instagram.com/ana?${'a'.repeat(length - 26)}`;
const video = (length: number) => `https://example.com/${'v'.repeat(length - 20)}`;
const dd = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
/** The birthdate of someone `years` old today, born `daysLater` days after that birthday. */
const bornYearsAgo = (years: number, daysLater = 0) => {
  const now = new Date();
  const birth = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysLater);
  birth.setFullYear(now.getFullYear() - years);
  return dd(birth);
};

// --- text fields, counts and ids ---------------------------------------------------

const TEXT_FORMS = {
  contact: { path: '/api/contact/pt', fields: contact, limits: FIELD_LIMITS.contact },
  budget: { path: '/api/favorites/pt', fields: budget, limits: FIELD_LIMITS.budgetRequest },
} as const;

/** A value of the field of exactly `length` characters that breaks no other rule. */
function valueOf(field: string, length: number): string {
  if (field === 'email') return email(length);
  if (field === 'whatsapp') return whatsapp(length);
  if (field === 'instagram') return instagram(length);
  if (field === 'video') return video(length);
  return 'x'.repeat(length);
}

describe('the site and the back office hold the same limits', () => {
  it('knows the same languages: both take each, and both refuse another', async () => {
    expect([...locales]).toEqual([...LANGUAGES]);
    for (const lang of LANGUAGES) {
      expect((await siteTextForm('contact', formOf(contact), lang)).status, lang).toBe(201);
      expect((await backOffice(`/api/contact/${lang}`, formOf(contact))).status, lang).toBe(201);
    }
    expect((await siteTextForm('contact', formOf(contact), 'fr')).status).toBe(400);
    expect((await backOffice('/api/contact/fr', formOf(contact))).status).toBe(422);
  });

  for (const [kind, { path, fields, limits }] of Object.entries(TEXT_FORMS)) {
    // The budget request's own message is shorter on the site, the brief taking the rest (below).
    const bounded = Object.entries(limits).filter(
      ([field]) => field !== 'favoriteName' && !(kind === 'budget' && field === 'message'),
    );
    it.each(bounded)(`${kind}: %s at its limit (%i) is taken, one more character refused`, async (field, max) => {
      const at = formOf({ ...fields, [field]: valueOf(field, max) });
      const over = formOf({ ...fields, [field]: valueOf(field, max + 1) });
      expect((await siteTextForm(kind as 'contact', at)).status).toBe(201);
      expect((await backOffice(path, at)).status).toBe(201);
      const site = await siteTextForm(kind as 'contact', over);
      const office = await backOffice(path, over);
      expect([site.status, Object.keys(site.errors)]).toEqual([422, [field]]);
      expect([office.status, Object.keys(office.errors)]).toEqual([422, [field]]);
    });
  }

  it("budget request: the site's message leaves the contract's room for the brief, which the back office holds", async () => {
    expect(
      (await backOffice('/api/favorites/pt', formOf({ ...budget, message: 'm'.repeat(FIELD_LIMITS.budgetRequest.message) })))
        .status,
    ).toBe(201);
    const over = await backOffice(
      '/api/favorites/pt',
      formOf({ ...budget, message: 'm'.repeat(FIELD_LIMITS.budgetRequest.message + 1) }),
    );
    expect(Object.keys(over.errors)).toEqual(['message']);
  });

  it.each([
    ['favourites', (n: number) => favorites(n), FAVORITES_MAX],
    ["a favourite's name", (n: number) => favorites(1, 'n'.repeat(n)), FIELD_LIMITS.budgetRequest.favoriteName],
    ["a favourite's id (the talent id)", (n: number) => favorites(1, 'Ana', () => n), TALENT_ID_MAX],
  ] as const)('budget request: %s at the limit taken, one more refused', async (_what, favoritesAt, max) => {
    const at = formOf({ ...budget, favorites: favoritesAt(max) });
    const over = formOf({ ...budget, favorites: favoritesAt(max + 1) });
    expect((await siteTextForm('budget', at)).status).toBe(201);
    expect((await backOffice('/api/favorites/pt', at)).status).toBe(201);
    expect(Object.keys((await siteTextForm('budget', over)).errors)).toEqual(['favorites']);
    expect(Object.keys((await backOffice('/api/favorites/pt', over)).errors)).toEqual(['favorites']);
  });

  it('reads the same talent ids: a URL on the site, a download in the back office', async () => {
    expect(talentIdOf(String(TALENT_ID_MAX))).toBe(TALENT_ID_MAX);
    expect(talentIdOf(String(TALENT_ID_MAX + 1))).toBeNull();
    const download = (id: number) =>
      backOffice('/api/download/gallery', formOf({ talent: JSON.stringify({ id }), gallery: 'compo' }));
    // A talent id that names nobody is looked for (404); one that is no talent id is refused (422).
    expect((await download(TALENT_ID_MAX)).status).toBe(404);
    expect(await download(TALENT_ID_MAX + 1)).toMatchObject({ status: 422, errors: { talent: [expect.any(String)] } });
  });

  it.each(Object.entries(FIELD_LIMITS.scouting))(
    'scouting: %s at its limit (%i) is taken, one more character refused',
    async (field, max) => {
      const at = application({ [field]: valueOf(field, max), ...(field === 'birthdate' ? { birthdate: bornYearsAgo(30) } : {}) });
      const over = application({ [field]: valueOf(field, max + 1) });
      expect(siteScouting(at)).toEqual({});
      expect((await backOffice('/api/get-scouted/pt', at)).status).toBe(201);
      expect(Object.keys(siteScouting(over))).toEqual([field]);
      expect(Object.keys((await backOffice('/api/get-scouted/pt', over)).errors)).toEqual([field]);
    },
  );

  it('scouting: the same birthdates are plausible, and the same applicants need a guardian', async () => {
    const refusedBoth = async (fields: Record<string, string>, field: string) => {
      expect(Object.keys(siteScouting(application(fields))), JSON.stringify(fields)).toEqual([field]);
      expect(Object.keys((await backOffice('/api/get-scouted/pt', application(fields))).errors), JSON.stringify(fields)).toEqual([
        field,
      ]);
    };
    const takenBoth = async (fields: Record<string, string>) => {
      expect(siteScouting(application(fields)), JSON.stringify(fields)).toEqual({});
      expect((await backOffice('/api/get-scouted/pt', application(fields))).status, JSON.stringify(fields)).toBe(201);
    };
    // The oldest applicant: OLDEST_APPLICANT_AGE today is taken, a day older refused.
    await takenBoth({ birthdate: bornYearsAgo(OLDEST_APPLICANT_AGE + 1, 1) });
    await refusedBoth({ birthdate: bornYearsAgo(OLDEST_APPLICANT_AGE + 1) }, 'birthdate');
    // Of age on the 18th birthday: no guardian; the day before, one is required.
    await takenBoth({ birthdate: bornYearsAgo(ADULT_AGE) });
    await refusedBoth({ birthdate: bornYearsAgo(ADULT_AGE, 1) }, 'responsable');
    await takenBoth({ birthdate: bornYearsAgo(ADULT_AGE, 1), responsable: 'Joana Souza' });
    // Today is no birthdate.
    await refusedBoth({ birthdate: bornYearsAgo(0) }, 'birthdate');
  });
});

// --- photos and bodies -----------------------------------------------------------------

/** A JPEG of `bytes` bytes exactly: the image, then bytes after its end that decoders skip. */
function jpegOfSize(bytes: number): File {
  const padded = new Uint8Array(bytes);
  padded.set(photos.jpeg);
  return new File([padded], 'photo.jpg', { type: 'image/jpeg' });
}

/** A form post of exactly `size` bytes: one text field of the form, as long as it takes. */
function bodyOfSize(size: number): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const boundary = 'agreed-limits';
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = new Uint8Array(size).fill(120);
  body.set(new TextEncoder().encode(head));
  body.set(new TextEncoder().encode(tail), size - tail.length);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(size) } };
}

const ROUTES = {
  contact: () => import('@/app/api/forms/contact/route'),
  budget: () => import('@/app/api/forms/budget/route'),
  scouting: () => import('@/app/api/forms/scouting/route'),
};

let client = 0;
/** A route handler of the site, each post from another address (the routes limit the rate per address). */
async function siteRoute(route: keyof typeof ROUTES, size: number): Promise<number> {
  const { POST } = await ROUTES[route]();
  const { body, headers } = bodyOfSize(size);
  const request = new Request(`http://site/api/forms/${route}?lang=pt`, {
    method: 'POST',
    body,
    headers: { ...headers, 'x-forwarded-for': `10.9.0.${++client}` },
  });
  const response = await POST(request);
  await response.arrayBuffer();
  return response.status;
}

describe('the site and the back office hold the same caps', () => {
  it('a photo of 10 MB is taken, one byte more refused', async () => {
    const at = application({ image_2: jpegOfSize(PHOTO_MAX_BYTES) });
    const over = application({ image_2: jpegOfSize(PHOTO_MAX_BYTES + 1) });
    expect(siteScouting(at)).toEqual({});
    expect((await backOffice('/api/get-scouted/pt', at)).status).toBe(201);
    expect(Object.keys(siteScouting(over))).toEqual(['image_2']);
    expect(Object.keys((await backOffice('/api/get-scouted/pt', over)).errors)).toEqual(['image_2']);
  });

  it('a photo of 50 megapixels is taken, one row more refused', async () => {
    const image = async (height: number) =>
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: PHOTO_MAX_PIXELS / 5000, height, channels: 3, background: '#777' } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        'big.jpg',
        { type: 'image/jpeg' },
      );
    const [at, over] = await Promise.all([image(5000), image(5001)]);
    const site = async (photo: File) => {
      const small = jpegOfSize(photos.jpeg.length);
      return (await cleanPhotos({ image_1: photo, image_2: small, image_3: small, image_4: small } as never)).errors;
    };
    expect(await site(at)).toEqual({});
    expect((await backOffice('/api/get-scouted/pt', application({ image_1: at }))).status).toBe(201);
    expect(Object.keys(await site(over))).toEqual(['image_1']);
    expect(Object.keys((await backOffice('/api/get-scouted/pt', application({ image_1: over }))).errors)).toEqual(['image_1']);
  });

  it('derives every body cap from the scouting one, and writes nginx from it', () => {
    expect(SCOUTING_BODY_MAX_BYTES).toBe(41 * 1024 * 1024);
    expect(NGINX_BODY_MAX_BYTES).toBe(SCOUTING_BODY_MAX_BYTES);
    expect(BACK_OFFICE_SCOUTING_BODY_MAX_BYTES).toBeGreaterThan(SCOUTING_BODY_MAX_BYTES);
    expect(BACK_OFFICE_TEXT_FORM_BODY_MAX_BYTES).toBeGreaterThan(TEXT_FORM_BODY_MAX_BYTES);
    const conf = renderNginxConf({ runtimeDir: '/tmp/x', port: 8080, serverName: 'localhost', upstreams: ['127.0.0.1:3000'] });
    const directives = conf.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.filter((line) => line.includes('client_max_body_size')).map((line) => line.trim())).toEqual([
      `client_max_body_size ${NGINX_BODY_MAX_BYTES};`,
    ]);
    expect(directives.join('\n')).not.toMatch(/@@[A-Z_]+@@/);
  });

  it.each([
    ['contact', TEXT_FORM_BODY_MAX_BYTES, '/api/contact/pt', BACK_OFFICE_TEXT_FORM_BODY_MAX_BYTES],
    ['budget', TEXT_FORM_BODY_MAX_BYTES, '/api/favorites/pt', BACK_OFFICE_TEXT_FORM_BODY_MAX_BYTES],
    ['scouting', SCOUTING_BODY_MAX_BYTES, '/api/get-scouted/pt', BACK_OFFICE_SCOUTING_BODY_MAX_BYTES],
  ] as const)('%s: a body at its cap is read, one byte more refused (413)', async (route, siteCap, path, officeCap) => {
    // Read and refused by field (the one field is far too long), never for its size.
    expect(await siteRoute(route, siteCap)).toBe(422);
    expect(await siteRoute(route, siteCap + 1)).toBe(413);
    const at = bodyOfSize(officeCap);
    const over = bodyOfSize(officeCap + 1);
    expect((await backOffice(path, at.body, at.headers)).status).toBe(422);
    expect((await backOffice(path, over.body, over.headers)).status).toBe(413);
  });
});
