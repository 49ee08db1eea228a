import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { sendScoutingApplication } from '@/lib/agency/forms';

/** The scouting submission as the route hands it on, without the connection. */
type Send = (
  ...args: Parameters<typeof sendScoutingApplication> extends [unknown, ...infer Rest] ? Rest : never
) => ReturnType<typeof sendScoutingApplication>;
import { samplePhotos, scoutingApplication } from './scouting-application';

vi.mock('server-only', () => ({}));
const send = vi.hoisted(() => vi.fn<Send>(async () => ({ ok: true, id: 9 })));
const sendContact = vi.hoisted(() => vi.fn(async () => ({ ok: true, id: 5 })));
vi.mock('@/lib/agency/forms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/agency/forms')>()),
  sendScoutingApplication: (_api: unknown, ...args: Parameters<Send>) => send(...args),
  sendContact: () => sendContact(),
}));
vi.mock('@/lib/agency/content', () => ({
  getCountries: vi.fn(async () => []),
  getCities: vi.fn(async () => []),
}));

const { POST: scouting } = await import('@/app/api/forms/scouting/route');
const { POST: contact } = await import('@/app/api/forms/contact/route');
const { scoutingUploads, SCOUTING_UPLOAD_SLOTS } = await import('@/lib/server/forms/scouting');

const boundary = 'XyZb0undary';
let address = 0;
function raw(handler: (r: Request) => Promise<Response>, body: string, path = '/api/forms/scouting') {
  return handler(
    new Request(`http://localhost${path}?lang=pt`, {
      method: 'POST',
      body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': `10.7.${address >> 8}.${++address & 255}`,
      },
    }),
  );
}

const part = (head: string, value: string) => `--${boundary}\r\n${head}\r\n\r\n${value}\r\n`;
const end = `--${boundary}--\r\n`;

/** Bodies no browser sends: each must be refused at once, never held until the deadline. */
const MALFORMED: Record<string, string> = {
  'a part without a name': part('Content-Disposition: form-data', 'x') + end,
  'a file part without a name': part('Content-Disposition: form-data; filename="a.jpg"', 'x') + end,
  'a header line without a colon': `--${boundary}\r\nContent-Disposition form-data name\r\n\r\nx\r\n` + end,
  'a truncated body': part('Content-Disposition: form-data; name="name"', 'Ana').slice(0, -4),
  'a body without its closing boundary': part('Content-Disposition: form-data; name="name"', 'Ana'),
  'an unknown field': part('Content-Disposition: form-data; name="nope"', 'x') + end,
  'a field named __proto__': part('Content-Disposition: form-data; name="__proto__"', 'x') + end,
  'a duplicate file field':
    part('Content-Disposition: form-data; name="image_1"; filename="a.jpg"', 'x') +
    part('Content-Disposition: form-data; name="image_1"; filename="b.jpg"', 'y') +
    end,
};

let photos: Awaited<ReturnType<typeof samplePhotos>>;
beforeAll(async () => {
  photos = await samplePhotos();
});

async function timed(response: Promise<Response>) {
  const start = performance.now();
  const r = await response;
  return { status: r.status, ms: performance.now() - start };
}

describe('a malformed multipart body', () => {
  it.each(Object.entries(MALFORMED))('is refused with 400 at once on the scouting form: %s', async (_name, body) => {
    const { status, ms } = await timed(raw(scouting, body));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(2000);
    expect(scoutingUploads.inUse).toBe(0);
  });

  it.each(Object.entries(MALFORMED).filter(([name]) => !name.includes('file')))(
    'is refused with 400 at once on the contact form: %s',
    async (_name, body) => {
      const { status, ms } = await timed(raw(contact, body, '/api/forms/contact'));
      expect(status).toBe(400);
      expect(ms).toBeLessThan(2000);
    },
  );

  it('answers at once a part busboy skips (no Content-Disposition, or not form-data): the schema refuses what is missing', async () => {
    for (const head of ['Content-Type: text/plain', 'Content-Disposition: attachment; name="name"']) {
      const { status, ms } = await timed(raw(contact, part(head, 'x') + end, '/api/forms/contact'));
      expect(status, head).toBe(422);
      expect(ms).toBeLessThan(2000);
    }
  });

  it('never holds the upload slots: 50 nameless posts, then a real application goes through', async () => {
    const nameless = MALFORMED['a part without a name']!;
    const statuses: number[] = [];
    const slowest = { ms: 0 };
    // As many at once as there are slots, 50 in all: each frees its slot before the next one starts.
    let next = 0;
    await Promise.all(
      Array.from({ length: SCOUTING_UPLOAD_SLOTS }, async () => {
        while (next < 50) {
          next += 1;
          const { status, ms } = await timed(raw(scouting, nameless));
          statuses.push(status);
          slowest.ms = Math.max(slowest.ms, ms);
        }
      }),
    );
    expect(statuses).toHaveLength(50);
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(slowest.ms).toBeLessThan(5000);
    expect(scoutingUploads.inUse).toBe(0);
    const real = await scouting(
      new Request('http://localhost/api/forms/scouting?lang=pt', {
        method: 'POST',
        body: scoutingApplication(photos),
        headers: { 'x-forwarded-for': '10.8.0.1' },
      }),
    );
    expect(real.status).toBe(201);
  });
});
