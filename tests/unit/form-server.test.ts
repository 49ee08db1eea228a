import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

import { AgencyApiError } from '@/lib/agency/errors';
import { createRateLimiter } from '@/lib/server/forms/rate-limit';
import { budgetFields, budgetSchema, contactFields, contactSchema, favoritesText } from '@/lib/forms/schemas';
import { createUploadSlots } from '@/lib/server/forms/multipart';
import {
  defaultUpstreamErrorKey,
  handleFormPost,
  isIdempotencyKey,
  textFields,
  UPLOADS_RETRY_AFTER_S,
  type FormPostOptions,
  type Submission,
} from '@/lib/server/forms/handle-post';

const contact = { name: 'Ana Souza', email: 'ana@example.com', phone: '61 99999-0000', message: 'Olá' };

function multipart(fields: Record<string, string>, url = 'http://site/api/forms/contact?lang=en', headers = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request(url, { method: 'POST', body: form, headers });
}

function options(overrides: Partial<FormPostOptions<typeof contactSchema>> = {}) {
  const forward = vi.fn(async () => ({ id: 7 }));
  return {
    forward,
    opts: {
      schema: contactSchema,
      maxBytes: 10_000,
      fields: contactFields,
      toInput: (form: FormData) => textFields(form, contactFields),
      forward,
      limiter: createRateLimiter({ points: 100, durationS: 60, keyPrefix: 'test' }),
      ...overrides,
    } satisfies FormPostOptions<typeof contactSchema>,
  };
}

/** The submission a forward is given, with this idempotency key. */
const withKey = (key: unknown) => expect.objectContaining({ idempotencyKey: key, signal: expect.any(AbortSignal) });

async function body(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

describe('handleFormPost', () => {
  it('validates, forwards in the asked language and answers 201 with the stored id', async () => {
    const { opts, forward } = options();
    const response = await handleFormPost(multipart({ ...contact, name: '  Ana Souza ' }), opts);
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ ok: true, id: 7 });
    expect(forward).toHaveBeenCalledWith('en', contact, expect.any(FormData), withKey(expect.any(String)));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('takes the language from a field too, defaults to pt and refuses an unknown one', async () => {
    const { opts, forward } = options();
    await handleFormPost(multipart({ ...contact, lang: 'es' }, 'http://site/x'), opts);
    expect(forward).toHaveBeenLastCalledWith('es', contact, expect.any(FormData), withKey(expect.any(String)));
    await handleFormPost(multipart(contact, 'http://site/x'), opts);
    expect(forward).toHaveBeenLastCalledWith('pt', contact, expect.any(FormData), withKey(expect.any(String)));
    const bad = await handleFormPost(multipart(contact, 'http://site/x?lang=fr'), opts);
    expect(bad.status).toBe(400);
  });

  it('accepts url-encoded forms', async () => {
    const { opts } = options();
    const request = new Request('http://site/x', {
      method: 'POST',
      body: new URLSearchParams(contact),
    });
    expect((await handleFormPost(request, opts)).status).toBe(201);
  });

  it('answers 422 with translation keys per field and forwards nothing', async () => {
    const { opts, forward } = options();
    const response = await handleFormPost(multipart({ ...contact, email: 'nope', message: '' }), opts);
    expect(response.status).toBe(422);
    expect((await body(response)).errors).toEqual({ email: ['invalidEmail'], message: ['required'] });
    expect(forward).not.toHaveBeenCalled();
  });

  it('refuses unknown and repeated fields with 400', async () => {
    const { opts, forward } = options();
    expect((await handleFormPost(multipart({ ...contact, admin: '1' }), opts)).status).toBe(400);
    const form = new FormData();
    for (const [k, v] of Object.entries(contact)) form.append(k, v);
    form.append('name', 'Again');
    expect((await handleFormPost(new Request('http://site/x', { method: 'POST', body: form }), opts)).status).toBe(400);
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers 415 to a body that is not a form', async () => {
    const { opts } = options();
    const request = new Request('http://site/x', {
      method: 'POST',
      body: JSON.stringify(contact),
      headers: { 'content-type': 'application/json' },
    });
    expect((await handleFormPost(request, opts)).status).toBe(415);
  });

  it('answers 413 on a declared length past the cap, and on bytes past it whatever the header says', async () => {
    const { opts, forward } = options({ maxBytes: 1000 });
    const big = multipart({ ...contact, message: 'x'.repeat(2000) });
    expect((await handleFormPost(big, opts)).status).toBe(413);
    // A body that lies about its length: streamed, no usable Content-Length.
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('message='));
        for (let i = 0; i < 10; i++) controller.enqueue(encoder.encode('x'.repeat(200)));
        controller.close();
      },
    });
    const lying = new Request('http://site/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' },
      duplex: 'half',
    } as RequestInit);
    expect((await handleFormPost(lying, opts)).status).toBe(413);
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers 429 once the client is over its limit, per client address', async () => {
    const { opts } = options({ limiter: createRateLimiter({ points: 2, durationS: 60, keyPrefix: 'test' }) });
    const from = (ip: string) => multipart(contact, 'http://site/x', { 'x-forwarded-for': ip });
    expect((await handleFormPost(from('1.1.1.1'), opts)).status).toBe(201);
    expect((await handleFormPost(from('1.1.1.1'), opts)).status).toBe(201);
    const limited = await handleFormPost(from('1.1.1.1'), opts);
    expect(limited.status).toBe(429);
    expect(await body(limited)).toHaveProperty('message');
    expect((await handleFormPost(from('2.2.2.2'), opts)).status).toBe(201);
  });

  it('passes an upstream 422 on with its field errors as keys', async () => {
    const { opts } = options({
      forward: async () => {
        throw new AgencyApiError('refused', {
          status: 422,
          code: 'invalid',
          errors: { email: ['must be a valid email address'], name: ['must be at most 120 characters'], x: ['odd'] },
        });
      },
    });
    const response = await handleFormPost(multipart(contact), opts);
    expect(response.status).toBe(422);
    expect((await body(response)).errors).toEqual({ email: ['invalidEmail'], name: ['tooLong'], x: ['invalid'] });
  });

  it('answers 503 when the back office is unreachable and 502 when it fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failWith = (status: number, code: 'network' | 'timeout' | 'upstream_error') =>
      options({
        forward: async () => {
          throw new AgencyApiError('down', { status, code });
        },
      }).opts;
    expect((await handleFormPost(multipart(contact), failWith(502, 'network'))).status).toBe(503);
    // Timed out even when sent again with its key: it may have arrived, and the page says so.
    const timedOut = await handleFormPost(multipart(contact), failWith(504, 'timeout'));
    expect(timedOut.status).toBe(504);
    expect(await body(timedOut)).toMatchObject({ reason: 'uncertain' });
    const failed = await handleFormPost(multipart(contact), failWith(500, 'upstream_error'));
    expect(failed.status).toBe(502);
    expect(await body(failed)).toHaveProperty('message');
    const bug = options({
      forward: async () => {
        throw new TypeError('boom');
      },
    }).opts;
    expect((await handleFormPost(multipart(contact), bug)).status).toBe(502);
    error.mockRestore();
  });

  it('serves the budget request with the favourites parsed for forward', async () => {
    const forward = vi.fn(async () => ({ id: 3 }));
    const favorites = favoritesText([
      { id: 1, name: 'Ana' },
      { id: 2, name: 'Bia' },
    ]);
    const response = await handleFormPost(multipart({ ...contact, favorites }), {
      schema: budgetSchema,
      maxBytes: 10_000,
      fields: budgetFields,
      toInput: (form) => textFields(form, budgetFields),
      forward,
      limiter: createRateLimiter({ points: 5, durationS: 1, keyPrefix: 'test' }),
    });
    expect(response.status).toBe(201);
    expect(forward).toHaveBeenCalledWith(
      'en',
      {
        ...contact,
        favorites: [
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Bia' },
        ],
      },
      expect.any(FormData),
      withKey(expect.any(String)),
    );
  });
});

describe('the idempotency key', () => {
  it('is a UUID or 16 to 64 characters of [A-Za-z0-9_-]', () => {
    for (const good of [crypto.randomUUID(), 'a'.repeat(16), 'A_b-9'.repeat(12) + 'abcd'])
      expect(isIdempotencyKey(good), good).toBe(true);
    for (const bad of [
      '',
      'a'.repeat(15),
      'a'.repeat(65),
      'with space in it!!',
      'ünïcødé-ünïcødé-x',
      '../../../../etc/passwd',
      'a\nb'.repeat(8),
    ]) {
      expect(isIdempotencyKey(bad), bad).toBe(false);
    }
  });

  it('is carried from the browser to the back office; a malformed one is 400 and nothing is forwarded', async () => {
    const { opts, forward } = options();
    const key = crypto.randomUUID();
    expect((await handleFormPost(multipart(contact, undefined, { 'idempotency-key': key }), opts)).status).toBe(201);
    expect(forward).toHaveBeenLastCalledWith('en', contact, expect.any(FormData), withKey(key));
    const bad = await handleFormPost(multipart(contact, undefined, { 'idempotency-key': 'not a key' }), opts);
    expect(bad.status).toBe(400);
    expect(forward).toHaveBeenCalledTimes(1);
  });

  it('is made by the site when an API client sends none, a new one each time', async () => {
    const { opts, forward } = options();
    await handleFormPost(multipart(contact), opts);
    await handleFormPost(multipart(contact), opts);
    const keys = forward.mock.calls.map((call) => ((call as unknown[])[3] as Submission).idempotencyKey);
    expect(keys.every(isIdempotencyKey)).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it('answers 409 when the back office says the key came with another body', async () => {
    const { opts } = options({
      forward: async () => {
        throw new AgencyApiError('used', { status: 422, code: 'invalid', errors: { 'Idempotency-Key': ['was already used'] } });
      },
    });
    const response = await handleFormPost(multipart(contact), opts);
    expect(response.status).toBe(409);
    expect(await body(response)).toMatchObject({ reason: 'keyReused' });
  });
});

describe('uploads', () => {
  // A folder of temporary files of its own, to see that every request leaves it empty.
  let tmp: string;
  const saved = process.env.TMPDIR;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'form-server-test-'));
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const withFile = (size = 2000, extra: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...contact, ...extra })) form.append(k, v);
    form.append('attachment', new File([new Uint8Array(size).fill(120)], 'a.bin', { type: 'application/octet-stream' }));
    return new Request('http://site/x?lang=pt', { method: 'POST', body: form });
  };

  function uploadOptions(overrides: Partial<FormPostOptions<typeof contactSchema>> = {}) {
    return options({
      maxBytes: 100_000,
      fields: [...contactFields, 'attachment'],
      uploads: { fields: ['attachment'], maxFileBytes: 50_000, slots: createUploadSlots(2) },
      ...overrides,
    });
  }

  it('hands the forward a file read from disk, then removes it, after success and after failure', async () => {
    let seen: { size: number; bytes: number[] } | null = null;
    const { opts } = uploadOptions({
      forward: async (_lang, _data, form) => {
        const file = form.get('attachment') as File;
        seen = { size: file.size, bytes: [...new Uint8Array(await file.slice(0, 3).arrayBuffer())] };
        expect(fs.readdirSync(tmp)).toHaveLength(1);
        return { id: 1 };
      },
    });
    expect((await handleFormPost(withFile(), opts)).status).toBe(201);
    expect(seen).toEqual({ size: 2000, bytes: [120, 120, 120] });
    expect(fs.readdirSync(tmp)).toEqual([]);

    const failing = uploadOptions({
      forward: async () => {
        throw new AgencyApiError('down', { status: 502, code: 'network' });
      },
    }).opts;
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    expect((await handleFormPost(withFile(), failing)).status).toBe(503);
    expect(fs.readdirSync(tmp)).toEqual([]);
    // Refused by the schema: nothing forwarded, nothing left.
    expect((await handleFormPost(withFile(2000, { email: 'nope' }), opts)).status).toBe(422);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('refuses a body past the total as it arrives, and keeps a file past its own cap one byte too long (for the schema)', async () => {
    const { opts, forward } = uploadOptions({ maxBytes: 20_000 });
    const response = await handleFormPost(withFile(30_000), opts);
    expect(response.status).toBe(413);
    expect(forward).not.toHaveBeenCalled();
    expect(fs.readdirSync(tmp)).toEqual([]);

    let size = 0;
    const capped = uploadOptions({
      forward: async (_lang, _data, form) => {
        size = (form.get('attachment') as File).size;
        return { id: 2 };
      },
    }).opts;
    await handleFormPost(withFile(80_000), capped);
    expect(size).toBe(50_001);
  });

  it('a client that stops sending, or goes away, leaves nothing behind: 408 past the deadline, 400 on abort', async () => {
    const { opts, forward } = uploadOptions({ deadlineMs: 300 });
    const boundary = 'b0undary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a.bin"\r\n\r\n${'y'.repeat(5000)}`,
    );
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        // …and nothing more, ever.
      },
    });
    const slow = new Request('http://site/x', {
      method: 'POST',
      body: stalled,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    const timedOut = await handleFormPost(slow, opts);
    expect(timedOut.status).toBe(408);
    expect(fs.readdirSync(tmp)).toEqual([]);

    const aborted = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.error(new Error('the client went away'));
      },
    });
    const gone = new Request('http://site/x', {
      method: 'POST',
      body: aborted,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect((await handleFormPost(gone, opts)).status).toBe(400);
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(forward).not.toHaveBeenCalled();
  });

  it('holds a bounded number of uploads at once: past it 503 with Retry-After, and a slot comes back after each', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slots = createUploadSlots(2);
    const { opts } = uploadOptions({
      uploads: { fields: ['attachment'], maxFileBytes: 50_000, slots },
      forward: async () => {
        await gate;
        return { id: 3 };
      },
    });
    const running = [handleFormPost(withFile(), opts), handleFormPost(withFile(), opts)];
    const third = await handleFormPost(withFile(), opts);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe(String(UPLOADS_RETRY_AFTER_S));
    expect(await body(third)).toMatchObject({ reason: 'busy' });
    open();
    expect((await Promise.all(running)).map((r) => r.status)).toEqual([201, 201]);
    expect(slots.inUse).toBe(0);
    expect((await handleFormPost(withFile(), opts)).status).toBe(201);
    expect(slots.inUse).toBe(0);
  });
});

describe('defaultUpstreamErrorKey', () => {
  it('reads the agency API wording', () => {
    expect(defaultUpstreamErrorKey('name', 'is required')).toBe('required');
    expect(defaultUpstreamErrorKey('favorites', 'must hold at least one talent')).toBe('noFavorites');
    expect(defaultUpstreamErrorKey('favorites', 'must hold at most 200 talents')).toBe('tooManyFavorites');
    expect(defaultUpstreamErrorKey('name', 'must be at most 120 characters')).toBe('tooLong');
    expect(defaultUpstreamErrorKey('video', 'must be a valid http(s) URL')).toBe('invalid');
  });
});
