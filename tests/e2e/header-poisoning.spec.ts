import http from 'node:http';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { findTalent, slug } from './agency';

/**
 * No header a client sets can put another host into an answer: absolute
 * URLs (canonical, hreflang, social cards, redirects) come from
 * NEXT_PUBLIC_SITE_URL only. A poisoning request, then an ordinary one on the
 * same path: neither carries the foreign host or scheme, in headers or body,
 * so no shared cache in front of the site can keep one for other visitors.
 */
const EVIL = 'evil.example';

const POISON: Record<string, string> = {
  host: `${EVIL}`,
  'x-forwarded-host': `${EVIL}`,
  'x-forwarded-proto': 'javascript',
  'x-forwarded-port': '6666',
  forwarded: `host=${EVIL};proto=javascript`,
  'x-original-host': EVIL,
  'x-host': EVIL,
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw GET, so that Host and the forwarding headers go out exactly as given. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const site = new URL(E2E.siteUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: site.hostname, port: site.port, path, headers: { 'accept-encoding': 'identity', ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
  });
}

function foreign(answer: Answer): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
    if (text.includes(EVIL) || /javascript:/i.test(text) || text.includes(':6666')) found.push(`header ${name}: ${text}`);
  }
  const hosts = answer.body.match(new RegExp(`[^"'\\s]*${EVIL.replace('.', '\\.')}[^"'\\s]*`, 'g')) ?? [];
  found.push(...hosts.map((h) => `body: ${h}`));
  const schemes = answer.body.match(/javascript:\/\/[^"'\s]*/gi) ?? [];
  found.push(...schemes.map((s) => `body: ${s}`));
  if (answer.body.includes(':6666')) found.push('body: port 6666');
  return found;
}

test('a spoofed Host or X-Forwarded-* header reaches no answer, nor the next visitor’s', async () => {
  test.setTimeout(120_000);
  const talent = await findTalent((t) => t.categories.length > 0);
  const paths = [
    '/',
    '/en',
    '/modelos',
    '/en/models/mainboard?gender=woman',
    `/modelos/${talent.id}/${slug(talent.name)}`,
    `/en/models/${talent.id}/${slug(talent.name)}`,
    '/es/contacto',
    '/sitemap.xml',
    '/robots.txt',
    // Redirects: Location stays relative to the request, never another host.
    '/pt/modelos',
    '/en/modelos',
    `/modelos/${talent.id}/wrong-name`,
    // 404s.
    '/en/nothing-here',
    '/modelos/99999/ninguem',
  ];
  for (const path of paths) {
    const poisoned = await get(path, POISON);
    expect(poisoned.status, path).toBeLessThan(500);
    expect(foreign(poisoned), `${path} (spoofed headers)`).toEqual([]);
    const ordinary = await get(path);
    expect(ordinary.status, path).toBe(poisoned.status);
    expect(foreign(ordinary), `${path} (the next visitor)`).toEqual([]);
  }
});

test('no hreflang Link header from next-intl: the HTML carries hreflang from the site URL', async () => {
  const answer = await get('/en/models', POISON);
  expect(answer.headers.link ?? '').not.toMatch(/hreflang/);
  expect(answer.body).toContain(`<link rel="alternate" hrefLang="pt" href="${E2E.siteUrl}/modelos"/>`);
  expect(answer.body).toContain(`<link rel="canonical" href="${E2E.siteUrl}/en/models"/>`);
});
