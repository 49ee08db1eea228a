/**
 * The decision kit (`POST /api/decision-kit`): what the route refuses before
 * anything is loaded, and the PDF it makes from the talents of the embedded
 * back office (real profiles and photos), in the client's order and words.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormatter, createTranslator } from 'next-intl';
import { startAgencyApi, type RunningAgencyApi } from '../../agency-api/src/server';
import { removeDir, tempDataDir } from '../../agency-api/tests/helpers';
import type { SocialMedia, Talent } from '@/lib/agency/types';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { pdfText } from './pdf-text';

vi.mock('server-only', () => ({}));
const messages = { pt, en, es };
type Locale = keyof typeof messages;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'DecisionKit' }) =>
    createTranslator({ locale, messages: messages[locale], namespace }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, timeZone: 'UTC' }),
}));
// The back office the cached functions would ask: filled from the embedded agency API below.
const back = vi.hoisted(() => ({ talents: new Map<number, Talent>(), social: null as SocialMedia | null }));
const getSelection = vi.hoisted(() =>
  vi.fn(async (_lang: string, ids: readonly number[]) =>
    ids.map((id) => back.talents.get(id)).filter((talent): talent is Talent => talent !== undefined),
  ),
);
vi.mock('@/lib/agency/talents', () => ({ getSelection }));
vi.mock('@/lib/agency/content', () => ({ getSocialMedia: async () => back.social }));

const { POST } = await import('@/app/api/decision-kit/route');
const { TEXT_FORM_BODY_MAX_BYTES, REVIEW_NOTE_MAX } = await import('@/lib/rules/agreed');
const { MAX_SELECTION } = await import('@/lib/rules/selection');
const { SELECTION_PDF_FILE_NAME } = await import('@/lib/rules/compo');
const { agencyDayText } = await import('@/lib/rules/agency-facts');

let address = 0;
/** A POST from an address of its own (the rate limit counts per address). */
function post(body: unknown, headers: Record<string, string> = {}, from = `10.6.0.${++address}`) {
  return POST(
    new Request('http://localhost/api/decision-kit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
const kit = (items: unknown[], extra: Record<string, unknown> = {}) => ({ lang: 'en', units: 'cm', size: 'a5', items, ...extra });

async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const { message } = (await response.json()) as { message: string };
  expect(message).toEqual(expect.any(String));
  return message;
}

describe('the decision kit’s refusals', () => {
  beforeEach(() => {
    getSelection.mockClear();
  });

  it('refuse a body that is not JSON, or not sent as JSON', async () => {
    expect(await refusal(await post('{"lang": "en",'), 400)).toMatch(/not valid JSON/);
    expect(await refusal(await post(''), 400)).toMatch(/JSON/);
    await refusal(await post(kit([{ id: 1 }]), { 'content-type': 'text/plain' }), 415);
    expect(getSelection).not.toHaveBeenCalled();
  });

  it('refuse an unknown verdict or intent, a note too long, a blank or bidi-controlled one, naming the item', async () => {
    expect(await refusal(await post(kit([{ id: 1 }, { id: 2, verdict: 'perhaps' }])), 400)).toMatch(
      /items\[1\]\.verdict: use yes, maybe, no/,
    );
    expect(await refusal(await post(kit([{ id: 1, intent: 'hire' }])), 400)).toMatch(
      /items\[0\]\.intent: use option, casting, confirm/,
    );
    const long = 'é'.repeat(REVIEW_NOTE_MAX + 1);
    expect(await refusal(await post(kit([{ id: 1, note: long }])), 400)).toMatch(
      new RegExp(`items\\[0\\]\\.note: at most ${REVIEW_NOTE_MAX} characters`),
    );
    expect(await refusal(await post(kit([{ id: 1, note: 'ok \u202e gnp.exe' }])), 400)).toMatch(
      /items\[0\]\.note: must not contain control/,
    );
    expect(await refusal(await post(kit([{ id: 1 }], { company: 'A'.repeat(121) })), 400)).toMatch(/company: at most 120/);
    expect(getSelection).not.toHaveBeenCalled();
  });

  it('refuse a talent twice, none, too many, a bad id, an unknown key or language', async () => {
    expect(await refusal(await post(kit([{ id: 7 }, { id: 8 }, { id: 7, verdict: 'no' }])), 400)).toMatch(/more than once/);
    expect(await refusal(await post(kit([])), 400)).toMatch(/items: at least 1/);
    const many = Array.from({ length: MAX_SELECTION + 1 }, (_, i) => ({ id: i + 1 }));
    expect(await refusal(await post(kit(many)), 400)).toMatch(new RegExp(`items: at most ${MAX_SELECTION} talents`));
    expect(await refusal(await post(kit([{ id: 0 }])), 400)).toMatch(/items\[0\]\.id/);
    expect(await refusal(await post(kit([{ id: '7' }])), 400)).toMatch(/items\[0\]\.id/);
    expect(await refusal(await post(kit([{ id: 7, name: 'Ana', rank: 1 }])), 400)).toMatch(/unknown name, rank/);
    expect(await refusal(await post(kit([{ id: 7 }], { lang: 'fr' })), 400)).toMatch(/lang: use pt, en, es/);
    expect(await refusal(await post(kit([{ id: 7 }], { size: 'a4' })), 400)).toMatch(/size: use a5, letter-half/);
    expect(getSelection).not.toHaveBeenCalled();
  });

  it('refuse a body over the cap with 413, declared or not', async () => {
    const note = 'x'.repeat(REVIEW_NOTE_MAX);
    const huge = JSON.stringify(kit([{ id: 1, note }], { padding: 'y'.repeat(TEXT_FORM_BODY_MAX_BYTES) }));
    await refusal(await post(huge), 413);
    await refusal(await post(huge, { 'content-length': String(Buffer.byteLength(huge)) }), 413);
    expect(getSelection).not.toHaveBeenCalled();
  });

  it('answer 404 without a visible talent, 429 past the talents a minute, 502 when the back office fails', async () => {
    const fifty = kit(Array.from({ length: MAX_SELECTION }, (_, i) => ({ id: 900_000 + i })));
    // Counted in talents, as the package is: two of fifty, then none.
    await refusal(await post(fifty, {}, '10.6.9.9'), 404);
    await refusal(await post(fifty, {}, '10.6.9.9'), 404);
    await refusal(await post(kit([{ id: 900_000 }]), {}, '10.6.9.9'), 429);
    getSelection.mockRejectedValueOnce(new Error('down'));
    await refusal(await post(kit([{ id: 1 }])), 502);
  });
});

describe('the decision kit from the back office', () => {
  let api: RunningAgencyApi;
  let dataDir: string;
  let ids: number[];

  beforeAll(async () => {
    dataDir = tempDataDir('decision-kit');
    api = await startAgencyApi({ port: 0, log: false, dataDir, seedSize: 8 });
    const { createAgencyFetch } = await import('@/lib/agency/fetch');
    const { fetchSocialMedia } = await vi.importActual<typeof import('@/lib/agency/content')>('@/lib/agency/content');
    const { fetchRoster, fetchTalentProfile } =
      await vi.importActual<typeof import('@/lib/agency/talents')>('@/lib/agency/talents');
    const client = createAgencyFetch({
      siteUrl: api.url,
      panelUrl: api.url,
      mediaUrl: api.url,
      siteApiKey: 'dev-site-key',
      panelApiToken: 'dev-panel-token',
      salt: 'dev-salt',
      timeoutMs: 20_000,
    });
    ids = (await fetchRoster(client, 'pt')).slice(0, 3).map((talent) => talent.id);
    for (const id of ids) back.talents.set(id, (await fetchTalentProfile(client, 'pt', id))!);
    back.social = await fetchSocialMedia(client);
  });

  afterAll(async () => {
    await api?.close();
    if (dataDir) removeDir(dataDir);
  });

  it('is a private PDF: the client’s order with verdict, intent and note, prepared for the company on every page', async () => {
    const [first, second, third] = ids as [number, number, number];
    const names = new Map(ids.map((id) => [id, back.talents.get(id)!.name]));
    const note = 'Perfeita para “Verão”, com agenda em março?';
    const response = await post({
      lang: 'pt',
      units: 'cm',
      size: 'a5',
      items: [{ id: third, verdict: 'yes', intent: 'option', note: `  ${note} ` }, { id: first, verdict: 'no' }, { id: second }],
      company: '  Açaí   & Cia ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain(SELECTION_PDF_FILE_NAME);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await pdfText(bytes);
    // The cover, then each talent's front and back.
    expect(pages).toHaveLength(1 + 2 * 3);
    const cover = pages[0]!;
    expect(cover).toContain(pt.DecisionKit.title);
    const at = (text: string) => cover.indexOf(text);
    expect(at(`1. ${names.get(third)}`)).toBeGreaterThan(-1);
    expect(at(`1. ${names.get(third)}`)).toBeLessThan(at(`2. ${names.get(first)}`));
    expect(at(`2. ${names.get(first)}`)).toBeLessThan(at(`3. ${names.get(second)}`));
    expect(cover).toContain(`${pt.Review.verdicts.yes} · ${pt.Review.intents.option} ${pt.DecisionKit.note}: “${note}”`);
    expect(cover).toContain(`2. ${names.get(first)} ${pt.Review.verdicts.no}`);
    expect(cover).toContain(`3. ${names.get(second)} ${pt.DecisionKit.undecided}`);
    // Each back, in the same order, says it again.
    expect(pages[2]).toContain(`Preferência 1 · ${pt.Review.verdicts.yes} · ${pt.Review.intents.option}`);
    expect(pages[2]).toContain(note);
    expect(pages[4]).toContain(`Preferência 2 · ${pt.Review.verdicts.no}`);
    expect(pages[6]).toContain(`Preferência 3 · ${pt.DecisionKit.undecided}`);
    // The company as the brief writes it (one space), the agency's day the kit was made, in Portuguese.
    const preparedFor = `Preparado para Açaí & Cia · ${agencyDayText(new Date(), 'pt')}`;
    for (const [n, page] of pages.entries()) expect(page, `page ${n + 1}`).toContain(preparedFor);
  });

  it('leaves out a talent no longer visible, the ranks following; without a company, no line at the foot', async () => {
    const [first, second] = ids as [number, number];
    const response = await post(kit([{ id: 999_999, verdict: 'yes' }, { id: second, verdict: 'maybe' }, { id: first }]));
    expect(response.status).toBe(200);
    const pages = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(pages).toHaveLength(1 + 2 * 2);
    expect(pages[0]).toContain(`1. ${back.talents.get(second)!.name} ${en.Review.verdicts.maybe}`);
    expect(pages[0]).toContain(`2. ${back.talents.get(first)!.name} ${en.DecisionKit.undecided}`);
    expect(pages.join(' ')).not.toContain('Prepared for');
  });
});
