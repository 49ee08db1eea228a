import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import type { sendScoutingApplication } from '@/lib/agency/forms';

/** The scouting submission as the route hands it on, without the connection. */
type Send = (
  ...args: Parameters<typeof sendScoutingApplication> extends [unknown, ...infer Rest] ? Rest : never
) => ReturnType<typeof sendScoutingApplication>;
import { samplePhotos, scoutingApplication } from './scouting-application';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

vi.mock('server-only', () => ({}));
const send = vi.hoisted(() => vi.fn<Send>(async () => ({ ok: true, id: 1 })));
vi.mock('@/lib/agency/forms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/agency/forms')>()),
  sendScoutingApplication: (_api: unknown, ...args: Parameters<Send>) => send(...args),
}));
vi.mock('@/lib/agency/content', () => ({ getCountries: vi.fn(async () => []), getCities: vi.fn(async () => []) }));

const { POST } = await import('@/app/api/forms/scouting/route');
const { SCOUTING_ERRORS: E } = await import('@/lib/forms/scouting-schema');
const { scoutingErrorText } = await import('@/components/scouting/scouting-text');

let photos: Awaited<ReturnType<typeof samplePhotos>>;
beforeAll(async () => {
  photos = await samplePhotos();
});

let address = 0;

async function refusal(overrides: Record<string, string | File | null>) {
  const response = await POST(
    new Request('http://localhost/api/forms/scouting?lang=en', {
      method: 'POST',
      body: scoutingApplication(photos, overrides),
      headers: { 'x-forwarded-for': `10.3.0.${++address}` },
    }),
  );
  expect(response.status).toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

const big = () => {
  const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
  bytes.set(photos.jpeg);
  return new File([bytes], 'big.jpg', { type: 'image/jpeg' });
};

/** What the site's schema refuses, and the key each field's message must carry. */
const CASES: [string, () => Record<string, string | File | null>, string, string][] = [
  ['a photo over 10 MB', () => ({ image_2: big() }), 'image_2', E.photoTooLarge],
  ['a missing photo', () => ({ image_3: null }), 'image_3', E.photoRequired],
  ['a birthdate in another format', () => ({ birthdate: '2001-03-05' }), 'birthdate', E.birthdateFormat],
  ['a birthdate that is no date', () => ({ birthdate: '31/02/2001' }), 'birthdate', E.birthdateInvalid],
  ['a birthdate in the future', () => ({ birthdate: `01/01/${new Date().getFullYear() + 1}` }), 'birthdate', E.birthdateFuture],
  ['the privacy policy not accepted', () => ({ privacy: null }), 'privacy', E.privacy],
  ['an unknown gender', () => ({ gender: 'x' }), 'gender', E.gender],
  ['a WhatsApp that is no number', () => ({ whatsapp: 'call me' }), 'whatsapp', E.whatsapp],
  ['an Instagram that is no handle', () => ({ instagram: 'not a handle!' }), 'instagram', E.instagram],
  ['a video that is no link', () => ({ video: 'youtube' }), 'video', E.video],
  ['a measure off the list', () => ({ height: '999' }), 'height', E.option],
];

describe('the scouting form’s own refusals', () => {
  it.each(CASES)('answer %s with its own key, not `invalid`', async (_name, overrides, field, key) => {
    expect((await refusal(overrides()))[field]).toEqual([key]);
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['pt', pt],
    ['en', en],
    ['es', es],
  ] as const)('are shown as the field’s own message in %s', (locale, messages) => {
    // As the form reads them in the browser: next-intl's translators of the two namespaces.
    const errors = createTranslator({ locale, messages, namespace: 'Scouting.errors' });
    const form = createTranslator({ locale, messages, namespace: 'Form' });
    for (const [, , , key] of CASES) {
      const own = key.replace('Scouting.errors.', '') as keyof typeof messages.Scouting.errors;
      const shown = scoutingErrorText(errors, form, key);
      expect(shown).toBe(messages.Scouting.errors[own]);
      expect(shown).not.toBe(messages.Form.invalid);
    }
  });
});
