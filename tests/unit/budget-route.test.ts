import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormatter, createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import type { sendBudgetRequest } from '@/lib/agency/forms';
import type { Availability } from '@/lib/rules/casting';
import { captureLog } from './capture-log';

/** The budget request as the route hands it on, without the connection. */
type Send = (
  ...args: Parameters<typeof sendBudgetRequest> extends [unknown, ...infer Rest] ? Rest : never
) => ReturnType<typeof sendBudgetRequest>;

vi.mock('server-only', () => ({}));
const messages = { pt, en, es };
type Locale = keyof typeof messages;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Brief' }) =>
    createTranslator({ locale, messages: messages[locale], namespace }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, timeZone: 'UTC' }),
}));
const send = vi.hoisted(() => vi.fn<Send>());
vi.mock('@/lib/agency/forms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/agency/forms')>()),
  sendBudgetRequest: (_api: unknown, ...args: Parameters<Send>) => send(...args),
}));
const roster = vi.hoisted(() => ({ availability: new Map<number, Availability>(), fails: false }));
vi.mock('@/lib/agency/talents', () => ({
  getRosterAvailability: vi.fn(async (ids: readonly number[]) => {
    if (roster.fails) throw new Error('roster down');
    return new Map([...roster.availability].filter(([id]) => ids.includes(id)));
  }),
}));

const { POST } = await import('@/app/api/forms/budget/route');
const { favoritesText } = await import('@/lib/forms/fields');
const { REVIEW_NOTE_MAX } = await import('@/lib/rules/agreed');

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({ ok: true, id: 12 });
  roster.availability = new Map();
  roster.fails = false;
});

let address = 0;
function post(fields: Record<string, string>, lang = 'pt') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return POST(
    new Request(`http://localhost/api/forms/budget?lang=${lang}`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': `10.1.0.${++address}` },
    }),
  );
}

const request = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 61 99999-0000', message: 'Campanha de verão.' };
/** A date a year from now: the roster's "away until" days are compared with today. */
const nextYear = new Date().getFullYear() + 1;

describe('POST /api/forms/budget with the client review', () => {
  it('sends the review keys in the favourites and the review lines, clashes from the roster, in the message', async () => {
    roster.availability = new Map([
      [238, { status: 'away', city: 'Lisboa', until: `${nextYear}-03-12` }],
      [214, { status: 'in_town', city: 'Brasília', until: null }],
    ]);
    const items = [
      { id: 214, name: 'Bia Torres', rank: 1, verdict: 'yes' as const, intent: 'option' as const },
      { id: 238, name: 'Ana Lima', rank: 2 },
      { id: 140, name: 'Caio Reis', rank: 3, verdict: 'no' as const },
    ];
    const response = await post({ ...request, favorites: favoritesText(items), shootFrom: `${nextYear}-03-10` }, 'en');
    expect(response.status).toBe(201);
    expect(send).toHaveBeenCalledTimes(1);
    const [lang, fields] = send.mock.calls[0]!;
    expect(lang).toBe('en');
    expect(JSON.parse(fields.favorites)).toEqual(items);
    expect(fields.message.split('\n').slice(-4)).toEqual([
      '— Client review —',
      "1. Bia Torres: Yes · Option on the job's dates",
      `Ana Lima: Away in Lisboa until Mar 12, ${nextYear}: within your dates`,
      '1 talent declined',
    ]);
  });

  it('sends the request without clash lines when the roster cannot be read', async () => {
    roster.fails = true;
    const favorites = favoritesText([{ id: 238, name: 'Ana Lima', rank: 1, verdict: 'maybe' }]);
    const lines: string[] = [];
    const restore = captureLog((line) => lines.push(line));
    const response = await post({ ...request, favorites, shootFrom: `${nextYear}-03-10` }).finally(restore);
    expect(response.status).toBe(201);
    expect(lines.map((line) => JSON.parse(line) as { level: string; what: string })).toEqual([
      expect.objectContaining({ level: 'warn', what: expect.stringContaining('without clash lines') }),
    ]);
    expect(send.mock.calls[0]![1].message.split('\n').at(-1)).toBe('1. Ana Lima: Talvez');
  });

  it('refuses a message past the contract bound with 422 on message, and sends nothing', async () => {
    const favorites = favoritesText(
      Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        name: `Talent ${i + 1}`,
        rank: i + 1,
        verdict: 'yes' as const,
        note: 'x'.repeat(REVIEW_NOTE_MAX),
      })),
    );
    const response = await post({ ...request, message: 'm'.repeat(2000), favorites });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({ message: ['reviewTooLong'] });
    expect(send).not.toHaveBeenCalled();
    // The same review beside a short message goes.
    expect((await post({ ...request, favorites })).status).toBe(201);
  });
});
