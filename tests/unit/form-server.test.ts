import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

import { AgencyApiError } from '@/lib/api';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { budgetFields, budgetSchema, contactFields, contactSchema, favoritesText } from '@/lib/forms/schemas';
import { defaultUpstreamErrorKey, handleFormPost, textFields, type FormPostOptions } from '@/lib/forms/server';

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

async function body(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

describe('handleFormPost', () => {
  it('validates, forwards in the asked language and answers 201 with the stored id', async () => {
    const { opts, forward } = options();
    const response = await handleFormPost(multipart({ ...contact, name: '  Ana Souza ' }), opts);
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ ok: true, id: 7 });
    expect(forward).toHaveBeenCalledWith('en', contact, expect.any(FormData));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('takes the language from a field too, defaults to pt and refuses an unknown one', async () => {
    const { opts, forward } = options();
    await handleFormPost(multipart({ ...contact, lang: 'es' }, 'http://site/x'), opts);
    expect(forward).toHaveBeenLastCalledWith('es', contact, expect.any(FormData));
    await handleFormPost(multipart(contact, 'http://site/x'), opts);
    expect(forward).toHaveBeenLastCalledWith('pt', contact, expect.any(FormData));
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
        for (let i = 0; i < 10; i++) controller.enqueue(encoder.encode('message=' + 'x'.repeat(200) + '&'));
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
    expect((await handleFormPost(multipart(contact), failWith(504, 'timeout'))).status).toBe(503);
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
      { ...contact, favorites: [{ id: 1, name: 'Ana' }, { id: 2, name: 'Bia' }] },
      expect.any(FormData),
    );
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
