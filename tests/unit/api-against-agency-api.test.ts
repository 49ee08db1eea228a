/**
 * The site's calls (lib/agency) against the embedded agency API, which
 * refuses any query parameter the contract does not declare: every call the
 * site makes is made once, succeeds, and sends only the parameters the
 * contract lists for its operation.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startAgencyApi, type RunningAgencyApi } from '../../agency-api/src/server';
import { removeDir, tempDataDir } from '../../agency-api/tests/helpers';
import { fetchAttributes, fetchPost, fetchPosts, fetchSlides, fetchSocialMedia } from '@/lib/agency/content';
import { createAgencyFetch, type AgencyFetch } from '@/lib/agency/fetch';
import { downloadGallery, sendBudgetRequest, sendContact, sendScoutingApplication } from '@/lib/agency/forms';
import { fetchRoster, fetchTalentProfile } from '@/lib/agency/talents';
import { contractFile } from '../../scripts/contract-file';

vi.mock('server-only', () => ({}));

type Operation = { parameters?: { name?: string; in?: string; $ref?: string }[] };
const contract = parseYaml(readFileSync(contractFile(), 'utf8')) as { paths: Record<string, Record<string, Operation>> };

/** The query parameters the contract declares for the operation a request reaches; null when none matches. */
function declaredQuery(method: string, pathname: string): string[] | null {
  for (const [template, item] of Object.entries(contract.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    const operation = item[method.toLowerCase()];
    if (pattern.test(pathname) && operation) {
      return (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => String(p.name));
    }
  }
  return null;
}

let api: RunningAgencyApi;
let dataDir: string;
let client: AgencyFetch;
const sent: { method: string; url: URL }[] = [];

beforeAll(async () => {
  dataDir = tempDataDir('site-client');
  api = await startAgencyApi({ port: 0, log: false, dataDir, seedSize: 12 });
  client = createAgencyFetch({
    siteUrl: api.url,
    panelUrl: api.url,
    mediaUrl: api.url,
    siteApiKey: 'dev-site-key',
    panelApiToken: 'dev-panel-token',
    salt: 'dev-salt',
    timeoutMs: 20_000,
  });
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    sent.push({ method: init?.method ?? (input instanceof Request ? input.method : 'GET'), url });
    return realFetch(input, init);
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
  if (dataDir) removeDir(dataDir);
});

describe('the site client against its own back office', () => {
  it('makes every call with only the query parameters the contract declares', async () => {
    const roster = await fetchRoster(client, 'pt');
    expect(roster.length).toBeGreaterThan(0);
    const first = roster[0]!;
    expect((await fetchTalentProfile(client, 'en', first.id))?.id).toBe(first.id);
    expect(await fetchTalentProfile(client, 'pt', 999_999)).toBeNull();
    const attributes = await fetchAttributes(client, 'es', { countries: true, cities: true });
    expect(attributes.countries.length).toBeGreaterThan(0);
    await fetchAttributes(client, 'pt', { country: attributes.countries[0]!.id });
    await fetchAttributes(client, 'en');
    expect((await fetchSlides(client, 'home')).length).toBeGreaterThan(0);
    await fetchPosts(client, 'news', 'pt', { paginate: 6, page: 1 });
    expect(await fetchPost(client, 'pages', 'pt', 'about')).not.toBeNull();
    await fetchSocialMedia(client);
    const contact = { name: 'Ana', email: 'ana@example.com', phone: '61 99999-0000', message: 'Olá!' };
    expect((await sendContact(client, 'pt', contact)).ok).toBe(true);
    const favorites = JSON.stringify([{ id: first.id, name: first.name }]);
    expect((await sendBudgetRequest(client, 'en', { ...contact, favorites })).ok).toBe(true);
    const image = await sharp({ create: { width: 24, height: 36, channels: 3, background: '#b49a86' } })
      .jpeg()
      .toBuffer();
    const application = new FormData();
    const fields = {
      name: 'Maria',
      gender: 'woman',
      birthdate: '14/03/2001',
      whatsapp: '+55 61 99999-0000',
      instagram: 'maria',
      email: 'maria@example.com',
      privacy: '1',
    };
    for (const [key, value] of Object.entries(fields)) application.append(key, value);
    for (const slot of [1, 2, 3, 4])
      application.append(`image_${slot}`, new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `${slot}.jpg`);
    expect((await sendScoutingApplication(client, 'es', application)).ok).toBe(true);
    const zip = await downloadGallery(client, { id: first.id, name: first.name }, 'book');
    expect(zip.status).toBe(200);
    await zip.arrayBuffer();

    const calls = sent.filter(({ url }) => url.origin === new URL(api.url).origin);
    expect(calls.length).toBeGreaterThan(12);
    for (const { method, url } of calls) {
      const declared = declaredQuery(method, url.pathname);
      expect(declared, `${method} ${url.pathname} is an operation of the contract`).not.toBeNull();
      expect(
        [...url.searchParams.keys()].filter((name) => !declared!.includes(name)),
        `${method} ${url.pathname}${url.search}`,
      ).toEqual([]);
    }
  });
});
