import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, removeDir, startTestApi, type TestApi } from './helpers';

let t: TestApi;
interface Profile {
  id: number;
  name: string;
  book: { file: string }[];
  compo: { file: string }[];
  polaroids: { file: string }[];
}
let profiles: Profile[];

beforeAll(async () => {
  t = await startTestApi('download');
  const list = (await (
    await fetch(`${t.url}/api/talents?language=pt&paginate=1000`, { method: 'POST', headers: bearer(t.site) })
  ).json()) as { data: { id: number }[] };
  profiles = [];
  for (const { id } of list.data.slice(0, 60)) {
    const response = await fetch(`${t.url}/api/talent/profile?language=pt&id=${id}`, { headers: bearer(t.site) });
    profiles.push(((await response.json()) as { data: Profile }).data);
  }
});
afterAll(async () => {
  await t.close();
  removeDir(t.dataDir);
});

function download(talent: unknown, gallery: string | undefined) {
  const body = new FormData();
  if (talent !== undefined) body.append('talent', typeof talent === 'string' ? talent : JSON.stringify(talent));
  if (gallery !== undefined) body.append('gallery', gallery);
  return fetch(`${t.url}/api/download/gallery`, { method: 'POST', headers: bearer(t.panel), body });
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('POST /api/download/gallery', () => {
  it.each(['compo', 'book', 'polaroids'] as const)("zips the talent's %s, image for image", async (gallery) => {
    const talent = profiles.find((profile) => profile[gallery].length > 0);
    if (!talent) throw new Error(`no talent with a ${gallery} in the first 60`);
    const response = await download({ id: talent.id, name: talent.name }, gallery);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('-Ravage-Management.zip"');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toHaveLength(talent[gallery].length);
    talent[gallery].forEach((image, index) => {
      const name = names[index] ?? '';
      expect(name).toMatch(new RegExp(`-${gallery}-${String(index + 1).padStart(2, '0')}\\.jpg$`));
      const bytes = entries[name] ?? new Uint8Array();
      expect(isJpeg(bytes)).toBe(true);
      expect(Buffer.from(bytes).equals(fs.readFileSync(path.join(t.dataDir, 'media', image.file)))).toBe(true);
    });
  });

  it('names the zip after the talent, with an ASCII fallback and the UTF-8 name', async () => {
    const response = await download({ id: 1 }, 'book');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ana Julia Conceicao-Ravage-Management.zip"; filename*=UTF-8''${encodeURIComponent('Ana Júlia Conceição-Ravage-Management.zip')}`,
    );
    await response.arrayBuffer();
  });

  it('accepts the talent id as a number or numeric text, extra fields ignored', async () => {
    const talent = profiles.find((profile) => profile.compo.length > 0);
    const response = await download(JSON.stringify({ id: String(talent?.id), name: 'whatever', cover: 'x' }), 'compo');
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  it('answers 404 to an unknown talent or an empty gallery', async () => {
    const unknown = await download({ id: 999999, name: 'Nobody' }, 'compo');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Talent not found.' });
    const withoutPolaroids = profiles.find((profile) => profile.polaroids.length === 0);
    const empty = await download({ id: withoutPolaroids?.id }, 'polaroids');
    expect(empty.status).toBe(404);
    expect(((await empty.json()) as { message: string }).message).toMatch(/polaroids/);
  });

  it('answers 422 to bad input, naming the fields', async () => {
    const cases: [unknown, string | undefined, string[]][] = [
      [undefined, undefined, ['gallery', 'talent']],
      ['{not json', 'compo', ['talent']],
      [{ name: 'no id' }, 'compo', ['talent']],
      [{ id: 'seven' }, 'compo', ['talent']],
      [[1], 'compo', ['talent']],
      [{ id: 1 }, 'video', ['gallery']],
      [{ id: 1 }, 'COMPO', ['gallery']],
    ];
    for (const [talent, gallery, fields] of cases) {
      const response = await download(talent, gallery);
      expect(response.status, JSON.stringify([talent, gallery])).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors).sort()).toEqual(fields);
    }
    const asJson = await fetch(`${t.url}/api/download/gallery`, {
      method: 'POST',
      headers: { ...bearer(t.panel), 'content-type': 'application/json' },
      body: JSON.stringify({ talent: { id: 1 }, gallery: 'compo' }),
    });
    expect(asJson.status).toBe(422);
  });
});
