import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { sendScoutingApplication } from '@/lib/agency/forms';

/** The scouting submission as the route hands it on, without the connection. */
type Send = (
  ...args: Parameters<typeof sendScoutingApplication> extends [unknown, ...infer Rest] ? Rest : never
) => ReturnType<typeof sendScoutingApplication>;
import { samplePhotos, scoutingApplication } from './scouting-application';

vi.mock('server-only', () => ({}));
const send = vi.hoisted(() => vi.fn<Send>());
vi.mock('@/lib/agency/forms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/agency/forms')>()),
  sendScoutingApplication: (_api: unknown, ...args: Parameters<Send>) => send(...args),
}));
vi.mock('@/lib/agency/content', () => ({
  getCountries: vi.fn(async () => [
    { id: 1, name: 'Brasil' },
    { id: 2, name: 'Portugal' },
  ]),
  getCities: vi.fn(async (_lang: string, country: number) =>
    country === 1 ? [{ id: 7, name: 'Brasília' }] : [{ id: 40, name: 'Lisboa' }],
  ),
  isKnownCountry: vi.fn(async (_lang: string, country: number) => country === 1 || country === 2),
}));

const { AgencyApiError } = await import('@/lib/agency/errors');
const { getCountries } = await import('@/lib/agency/content');
const { POST } = await import('@/app/api/forms/scouting/route');
const { scoutingUpstreamErrorKey } = await import('@/lib/server/forms/scouting');
const { SCOUTING_ERRORS: E, SCOUTING_RATE } = {
  ...(await import('@/lib/forms/scouting-schema')),
  ...(await import('@/lib/server/forms/scouting')),
};

let png: Buffer;
let jpeg: Buffer;
let gif: Buffer;
beforeAll(async () => {
  ({ png, jpeg, gif } = await samplePhotos());
});

/** The photos as forwarded, read while the request lasts (its temporary files go with it). */
let forwardedPhotos: Buffer[] = [];
beforeEach(() => {
  send.mockReset();
  forwardedPhotos = [];
  send.mockImplementation(async (_lang, form) => {
    for (const field of ['image_1', 'image_2', 'image_3', 'image_4']) {
      forwardedPhotos.push(Buffer.from(await (form.get(field) as File).arrayBuffer()));
    }
    return { ok: true, id: 41 };
  });
});

let address = 0;
/** A fresh client address per request unless one is given: the rate limit is per address. */
function post(form: FormData, { lang = 'pt', ip = `10.0.0.${++address}` } = {}) {
  return POST(
    new Request(`http://localhost/api/forms/scouting?lang=${lang}`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': ip },
    }),
  );
}

const application = (overrides: Record<string, string | File | null> = {}) => scoutingApplication({ png, jpeg, gif }, overrides);

function minorBirthdate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear() - 16}`;
}

describe('POST /api/forms/scouting', () => {
  it('forwards a valid application with four photos renamed by their real type', async () => {
    const response = await post(application({ id_country: '1', country: 'Brazil?', id_city: '7', city: 'x', height: '170' }), {
      lang: 'en',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: 41 });
    expect(send).toHaveBeenCalledOnce();
    const [lang, form] = send.mock.calls[0]!;
    expect(lang).toBe('en');
    expect(form.get('name')).toBe('Ana Souza');
    expect(form.get('privacy')).toBe('1');
    expect(form.get('height')).toBe('170');
    // The names come from the back office's lists, not from the browser.
    expect(form.get('country')).toBe('Brasil');
    expect(form.get('city')).toBe('Brasília');
    expect(form.get('responsable')).toBeNull();
    const names = ['image_1', 'image_2', 'image_3', 'image_4'].map((f) => (form.get(f) as File).name);
    expect(names).toEqual(['image_1.jpg', 'image_2.png', 'image_3.gif', 'image_4.jpg']);
    expect((form.get('image_2') as File).type).toBe('image/png');
    expect(await Promise.all(forwardedPhotos.map(async (photo) => (await sharp(photo).metadata()).format))).toEqual([
      'jpeg',
      'png',
      'gif',
      'jpeg',
    ]);
  });

  it('reads a body whose multipart boundary has capitals, as Chromium sends it', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEfGhIjKlMnOp';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="name"', '', 'Ana', `--${boundary}--`, ''].join('\r\n');
    const response = await POST(
      new Request('http://localhost/api/forms/scouting?lang=pt', {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': '10.1.1.1' },
      }),
    );
    expect(response.status).toBe(422);
  });

  it('refuses a spoofed photo (text named .jpg) before forwarding, naming its field', async () => {
    const text = new File(['this is not a photo'], 'selfie.jpg', { type: 'image/jpeg' });
    const response = await post(application({ image_3: text }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { image_3: [E.photoType] } });
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a WebP even when its name says png', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const response = await post(application({ image_1: new File([new Uint8Array(webp)], 'a.png', { type: 'image/png' }) }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { image_1: [E.photoType] } });
    expect(send).not.toHaveBeenCalled();
  });

  it('forwards every photo decoded and encoded again: upright, without EXIF (GPS), comments or appended bytes', async () => {
    const gps = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#8a7060' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '15/1 47/1 0/1' } })
      .toBuffer();
    const appended = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const script = Buffer.from('<script>alert(1)</script>');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(script.length + 2);
    const commented = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, script, jpeg.subarray(2)]);
    const response = await post(
      application({
        image_1: new File([new Uint8Array(gps)], 'gps.jpg', { type: 'image/jpeg' }),
        image_2: new File([new Uint8Array(appended)], 'appended.jpg', { type: 'image/jpeg' }),
        image_4: new File([new Uint8Array(commented)], 'comment.jpg', { type: 'image/jpeg' }),
      }),
    );
    expect(response.status).toBe(201);
    const [first, second, third, fourth] = forwardedPhotos;
    const meta = await sharp(first).metadata();
    expect([meta.exif, meta.orientation, meta.width, meta.height]).toEqual([undefined, undefined, 20, 40]);
    expect(first?.includes('PhoneMaker')).toBe(false);
    for (const photo of [second, fourth]) {
      expect(photo?.includes('<script>')).toBe(false);
      expect(photo?.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    }
    expect((await sharp(third).metadata()).format).toBe('gif');
  });

  it('refuses a GIF declaring 65535 × 65535 pixels by its field, without decoding it', async () => {
    const giant = Buffer.from(gif);
    giant.writeUInt16LE(65535, 6);
    giant.writeUInt16LE(65535, 8);
    const descriptor = giant.indexOf(0x2c, 13);
    giant.writeUInt16LE(65535, descriptor + 5);
    giant.writeUInt16LE(65535, descriptor + 7);
    const response = await post(application({ image_3: new File([new Uint8Array(giant)], 'giant.gif', { type: 'image/gif' }) }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({ image_3: [E.photoPixels] });
    expect(send).not.toHaveBeenCalled();
  });

  it('wants exactly four photos', async () => {
    const three = await post(application({ image_4: null }));
    expect(three.status).toBe(422);
    expect(Object.keys(((await three.json()) as { errors: object }).errors)).toEqual(['image_4']);
    const fifth = application();
    fifth.append('image_5', new File([new Uint8Array(png)], 'extra.png'));
    expect((await post(fifth)).status).toBe(400);
    const twice = application();
    twice.append('image_1', new File([new Uint8Array(png)], 'again.png'));
    expect((await post(twice)).status).toBe(400);
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a photo over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(jpeg);
    const response = await post(application({ image_2: new File([big], 'big.jpg', { type: 'image/jpeg' }) }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, unknown> }).errors.image_2).toBeDefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('applies the under-18 rule on today’s date', async () => {
    const without = await post(application({ birthdate: minorBirthdate() }));
    expect(without.status).toBe(422);
    expect(((await without.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('responsable');
    const withGuardian = await post(application({ birthdate: minorBirthdate(), responsable: 'Maria Souza' }));
    expect(withGuardian.status).toBe(201);
    expect(send.mock.calls[0]![1].get('responsable')).toBe('Maria Souza');
  });

  it('drops a guardian sent for an adult', async () => {
    expect((await post(application({ responsable: 'Someone' }))).status).toBe(201);
    expect(send.mock.calls[0]![1].get('responsable')).toBeNull();
  });

  it('refuses ids the back office does not know', async () => {
    const response = await post(application({ id_country: '99', country: 'Narnia' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { id_country: [E.place] } });
    const city = await post(application({ id_country: '2', id_city: '7' }));
    expect(await city.json()).toMatchObject({ errors: { id_city: [E.place] } });
    expect(send).not.toHaveBeenCalled();
  });

  it('forwards the names as typed when the lists cannot be read', async () => {
    vi.mocked(getCountries).mockRejectedValueOnce(new Error('down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await post(application({ id_country: '1', country: 'Brasil' }));
    expect(response.status).toBe(201);
    expect(send.mock.calls[0]![1].get('country')).toBe('Brasil');
    warn.mockRestore();
  });

  it('limits submissions per client address with 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < SCOUTING_RATE.points; i++) expect((await post(new FormData(), { ip })).status).toBe(422);
    expect((await post(application(), { ip })).status).toBe(429);
    expect((await post(application(), { ip: '10.9.9.10' })).status).toBe(201);
  });

  it('maps the agency’s own refusals to the form’s keys', async () => {
    send.mockRejectedValueOnce(
      new AgencyApiError('invalid', {
        status: 422,
        code: 'invalid',
        errors: { image_2: ['must be a png, gif or jpeg image'], responsable: ['is required for applicants under 18'] },
      }),
    );
    const response = await post(application());
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: { image_2: [E.photoType], responsable: [E.responsable] },
    });
  });

  it('answers 502/503 when the agency fails, so the page keeps everything', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValueOnce(new AgencyApiError('down', { status: 502, code: 'network' }));
    expect((await post(application())).status).toBe(503);
    send.mockRejectedValueOnce(new AgencyApiError('boom', { status: 500, code: 'upstream_error' }));
    expect((await post(application())).status).toBe(502);
    error.mockRestore();
  });
});

describe('scoutingUpstreamErrorKey', () => {
  it('translates the agency wording', () => {
    expect(scoutingUpstreamErrorKey('image_1', 'is required: an image file (png, gif or jpeg)')).toBe(E.photoRequired);
    expect(scoutingUpstreamErrorKey('image_1', 'must be at most 10 MB')).toBe(E.photoTooLarge);
    expect(scoutingUpstreamErrorKey('image_4', 'is not a readable image')).toBe(E.photoUnreadable);
    expect(scoutingUpstreamErrorKey('birthdate', 'must be in the past')).toBe(E.birthdateFuture);
    expect(scoutingUpstreamErrorKey('birthdate', 'must be a date written dd/MM/yyyy')).toBe(E.birthdateFormat);
    expect(scoutingUpstreamErrorKey('video', 'must be a valid http(s) URL')).toBe(E.video);
    expect(scoutingUpstreamErrorKey('privacy', 'must be accepted')).toBe(E.privacy);
    expect(scoutingUpstreamErrorKey('email', 'must be a valid email address')).toBe('invalidEmail');
    expect(scoutingUpstreamErrorKey('name', 'is required')).toBe('required');
    expect(scoutingUpstreamErrorKey('image_2', E.photoType)).toBe(E.photoType);
  });
});

describe('GET /api/places', () => {
  it('answers the cities of one country, cached by the browser', async () => {
    const { GET } = await import('@/app/api/places/route');
    const response = await GET(new Request('http://localhost/api/places?country=1&lang=es'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cities: [{ id: 7, name: 'Brasília' }] });
    expect(response.headers.get('cache-control')).toContain('max-age=');
  });

  it('answers 404 for a country the cached list does not hold, without asking for its cities', async () => {
    const { GET } = await import('@/app/api/places/route');
    const { getCities } = await import('@/lib/agency/content');
    vi.mocked(getCities).mockClear();
    expect((await GET(new Request('http://localhost/api/places?country=999&lang=pt'))).status).toBe(404);
    expect(getCities).not.toHaveBeenCalled();
  });

  it('refuses a bad query', async () => {
    const { GET } = await import('@/app/api/places/route');
    for (const query of ['country=abc&lang=pt', 'country=0&lang=pt', 'country=1&lang=fr', 'lang=pt']) {
      expect((await GET(new Request(`http://localhost/api/places?${query}`))).status).toBe(400);
    }
  });
});
