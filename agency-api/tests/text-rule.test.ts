import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, count, removeDir, sampleImages, startTestApi, type TestApi } from './helpers';
import { ACCEPTED_TEXT, MULTILINE_ACCEPTED, REFUSED_TEXT } from '../../tests/unit/text-samples';

/**
 * The site's text rule (lib/rules/text.ts) applied by the embedded back
 * office to every text field: the same samples as tests/unit/text-rule.test.ts.
 */
let t: TestApi;
let images: Awaited<ReturnType<typeof sampleImages>>;
beforeAll(async () => {
  t = await startTestApi('text-rule');
  images = await sampleImages();
});
afterAll(async () => {
  await t.close();
  removeDir(t.dataDir);
});

const WORDING = { control: 'must not contain control characters', invisible: 'must contain a visible character' };
const contact = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 61 99999-0000', message: 'Olá' };

function scouting(overrides: Record<string, string>): FormData {
  const data = new FormData();
  const fields = {
    name: 'Maria Clara Antunes',
    gender: 'woman',
    birthdate: '14/03/2001',
    whatsapp: '+55 61 99999-0000',
    instagram: 'mariaclara',
    email: 'maria.clara@example.com',
    privacy: '1',
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const slot of [1, 2, 3, 4]) data.append(`image_${slot}`, new Blob([images.jpeg], { type: 'image/jpeg' }), 'a.jpg');
  return data;
}

function textForm(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

async function send(path: string, body: FormData) {
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: bearer(t.panel), body });
  return { status: response.status, body: (await response.json()) as { errors?: Record<string, string[]> } };
}

describe('the embedded back office refuses what the site refuses in a text field', () => {
  it.each(REFUSED_TEXT)('a name with $why, on the contact form and the scouting application', async ({ text, problem }) => {
    const before = [count(t.dataDir, 'contact_messages'), count(t.dataDir, 'scouting_applications')];
    const refused = await send('/api/contact/pt', textForm({ ...contact, name: text }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.name).toContain(WORDING[problem]);
    const application = await send('/api/get-scouted/pt', scouting({ name: text, nationality: text }));
    expect(application.status).toBe(422);
    expect(application.body.errors?.name).toContain(WORDING[problem]);
    expect(application.body.errors?.nationality).toContain(WORDING[problem]);
    expect([count(t.dataDir, 'contact_messages'), count(t.dataDir, 'scouting_applications')]).toEqual(before);
  });

  it('keeps line breaks and tabs in a message and the skills, and refuses a NUL there', async () => {
    expect((await send('/api/contact/pt', textForm({ ...contact, message: MULTILINE_ACCEPTED }))).status).toBe(201);
    expect((await send('/api/get-scouted/pt', scouting({ skills: MULTILINE_ACCEPTED }))).status).toBe(201);
    const nul = await send('/api/contact/pt', textForm({ ...contact, message: 'Olá\u0000' }));
    expect(nul.body.errors?.message).toEqual([WORDING.control]);
  });

  it.each(ACCEPTED_TEXT)('stores the name %s', async (name) => {
    expect((await send('/api/contact/pt', textForm({ ...contact, name }))).status).toBe(201);
  });
});
