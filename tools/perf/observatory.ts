// `npx tsx tools/perf/observatory.ts [--url http://localhost:3000] [path…]`
//
// Grades the headers a running site serves by the scoring of Mozilla's HTTP
// Observatory (MDN, algorithm of @mdn/mdn-http-observatory 1.4: start at 100,
// add each test's modifier; the bonuses count only when the score without
// them is at least 90). That package cannot be used here: its published
// scanner takes a host name and scans ports 80 and 443 only (not a local
// port), and its install runs a script that downloads a CA bundle from the
// network, which fails on a machine without it (and would fail `npm install`).
//
// The tests are those of the rubric: CSP, cookies, CORS, redirection,
// Referrer-Policy, HSTS, SRI, X-Content-Type-Options, X-Frame-Options, CORP.
// Simplified where the rubric needs the network: HSTS preloading is not
// looked up, and redirection is graded only when the URL is https (a local
// http site has no https to redirect to; that is nginx's part).
//
// It also counts the inline scripts of each page and how many distinct
// hashes they have: what a hash-based CSP would have to list.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string', default: 'http://localhost:3000' } },
});
const base = values.url.replace(/\/+$/, '');
const paths = positionals.length > 0 ? positionals : ['/', '/modelos', '/seja-modelo', '/contato'];

type Result = { test: string; modifier: number; why: string };

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase()))
      map.set(
        name.toLowerCase(),
        sources.map((s) => s.toLowerCase()),
      );
  }
  return map;
}

function gradeCsp(header: string | null): Result {
  if (!header) return { test: 'content-security-policy', modifier: -25, why: 'not implemented' };
  const d = directives(header);
  const fallback = d.get('default-src') ?? [];
  const script = d.get('script-src') ?? fallback;
  const style = d.get('style-src') ?? fallback;
  const object = d.get('object-src') ?? fallback;
  const hasNonceOrHash = script.some((s) => /^'(nonce-|sha(256|384|512)-)/.test(s));
  const insecure = (list: string[]) =>
    list.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:' || s.startsWith('http://'));
  if ((script.includes("'unsafe-inline'") && !hasNonceOrHash) || insecure(script) || insecure(object)) {
    return { test: 'content-security-policy', modifier: -20, why: "script-src allows 'unsafe-inline' (or an insecure scheme)" };
  }
  if (script.includes("'unsafe-eval'"))
    return { test: 'content-security-policy', modifier: -10, why: "script-src allows 'unsafe-eval'" };
  if (style.includes("'unsafe-inline'") || insecure(style)) {
    return { test: 'content-security-policy', modifier: 0, why: 'unsafe sources in style-src only' };
  }
  if (fallback.includes("'none'") && d.has('form-action')) {
    return { test: 'content-security-policy', modifier: 10, why: "default-src 'none', nothing unsafe" };
  }
  return { test: 'content-security-policy', modifier: 5, why: 'nothing unsafe' };
}

function gradeCookies(setCookies: string[], https: boolean, hsts: boolean): Result {
  if (setCookies.length === 0) return { test: 'cookies', modifier: 0, why: 'no cookies set' };
  const lower = setCookies.map((c) => c.toLowerCase());
  if (lower.some((c) => !/;\s*secure/.test(c))) {
    return { test: 'cookies', modifier: https && hsts ? -5 : -20, why: 'a cookie without Secure' };
  }
  if (lower.every((c) => /;\s*httponly/.test(c) && /;\s*samesite=(lax|strict)/.test(c))) {
    return { test: 'cookies', modifier: 5, why: 'Secure, HttpOnly and SameSite' };
  }
  return { test: 'cookies', modifier: 0, why: 'Secure cookies' };
}

function gradeCors(allowOrigin: string | null, credentials: string | null): Result {
  if (!allowOrigin) return { test: 'cross-origin-resource-sharing', modifier: 0, why: 'not implemented' };
  if (allowOrigin === '*' && credentials === 'true')
    return { test: 'cross-origin-resource-sharing', modifier: -50, why: 'universal access' };
  return { test: 'cross-origin-resource-sharing', modifier: 0, why: `Access-Control-Allow-Origin: ${allowOrigin}` };
}

async function gradeRedirection(url: URL): Promise<Result> {
  if (url.protocol !== 'https:')
    return { test: 'redirection', modifier: 0, why: "not graded: an http site (the HTTP→HTTPS redirect is nginx's)" };
  const plain = new URL(url);
  plain.protocol = 'http:';
  plain.port = '';
  try {
    const answer = await fetch(plain, { redirect: 'manual' });
    const location = answer.headers.get('location');
    if (answer.status >= 300 && answer.status < 400 && location?.startsWith('https://')) {
      return { test: 'redirection', modifier: 0, why: 'http redirects to https' };
    }
    return { test: 'redirection', modifier: -20, why: 'http does not redirect to https' };
  } catch {
    return { test: 'redirection', modifier: 0, why: 'no http listener' };
  }
}

function gradeReferrer(policy: string | null): Result {
  if (!policy) return { test: 'referrer-policy', modifier: 0, why: 'not implemented' };
  const last =
    policy
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .pop() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return { test: 'referrer-policy', modifier: 5, why: last };
  }
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'].includes(last)) {
    return { test: 'referrer-policy', modifier: -5, why: `${last} is unsafe` };
  }
  return { test: 'referrer-policy', modifier: -5, why: 'invalid' };
}

function gradeHsts(header: string | null, https: boolean): Result {
  if (!header)
    return { test: 'strict-transport-security', modifier: -20, why: https ? 'not implemented' : 'not implemented (http site)' };
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? NaN);
  if (!Number.isFinite(maxAge)) return { test: 'strict-transport-security', modifier: -20, why: 'invalid' };
  if (maxAge < 15_768_000) return { test: 'strict-transport-security', modifier: -10, why: 'max-age under six months' };
  return {
    test: 'strict-transport-security',
    modifier: 0,
    why: `max-age ${maxAge}${https ? '' : ' (served over http here: a browser ignores it)'}`,
  };
}

function gradeSri(html: string, origin: string): Result {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  if (scripts.length === 0) return { test: 'subresource-integrity', modifier: 0, why: 'no scripts loaded' };
  const external = scripts.filter(([, src]) => new URL(src!, origin).origin !== origin);
  const withIntegrity = scripts.filter(([tag]) => /\bintegrity="/.test(tag));
  if (withIntegrity.length === scripts.length)
    return { test: 'subresource-integrity', modifier: 5, why: 'every script has integrity' };
  if (external.length === 0)
    return { test: 'subresource-integrity', modifier: 0, why: `${scripts.length} scripts, all from the site's origin` };
  return { test: 'subresource-integrity', modifier: -5, why: `${external.length} external scripts without integrity` };
}

function gradeNosniff(header: string | null): Result {
  return header?.toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', modifier: 0, why: 'nosniff' }
    : { test: 'x-content-type-options', modifier: -5, why: 'not implemented' };
}

function gradeFrames(xfo: string | null, csp: string | null): Result {
  const ancestors = csp ? directives(csp).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*'))
    return { test: 'x-frame-options', modifier: 5, why: `CSP frame-ancestors ${ancestors.join(' ')}` };
  if (xfo && /^(deny|sameorigin)$/i.test(xfo)) return { test: 'x-frame-options', modifier: 0, why: xfo };
  return { test: 'x-frame-options', modifier: -20, why: 'not implemented' };
}

function gradeCorp(header: string | null): Result {
  if (!header) return { test: 'cross-origin-resource-policy', modifier: 0, why: 'not implemented' };
  const value = header.toLowerCase();
  if (value === 'same-origin' || value === 'same-site') return { test: 'cross-origin-resource-policy', modifier: 10, why: value };
  if (value === 'cross-origin') return { test: 'cross-origin-resource-policy', modifier: 0, why: value };
  return { test: 'cross-origin-resource-policy', modifier: -5, why: 'invalid' };
}

function grade(score: number): string {
  const chart: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return chart.find(([min]) => score >= min)?.[1] ?? 'F';
}

const inlineHashes = new Set<string>();
let inlineTotal = 0;
for (const path of paths) {
  const url = new URL(path, base);
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const h = (name: string) => response.headers.get(name);
  const https = url.protocol === 'https:';
  const results: Result[] = [
    gradeCsp(h('content-security-policy')),
    gradeCookies(response.headers.getSetCookie(), https, Boolean(h('strict-transport-security'))),
    gradeCors(h('access-control-allow-origin'), h('access-control-allow-credentials')),
    await gradeRedirection(url),
    gradeReferrer(h('referrer-policy')),
    gradeHsts(h('strict-transport-security'), https),
    gradeSri(html, url.origin),
    gradeNosniff(h('x-content-type-options')),
    gradeFrames(h('x-frame-options'), h('content-security-policy')),
    gradeCorp(h('cross-origin-resource-policy')),
  ];
  const penalties = results.reduce((sum, r) => sum + Math.min(0, r.modifier), 100);
  const score = Math.max(0, penalties >= 90 ? results.reduce((sum, r) => sum + r.modifier, 100) : penalties);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
  for (const body of inline) inlineHashes.add(createHash('sha256').update(body).digest('base64'));
  inlineTotal += inline.length;
  console.info(`${path}  ${response.status}  score ${score} (${grade(score)})  inline scripts: ${inline.length}`);
  for (const r of results) console.info(`  ${r.modifier >= 0 ? '+' : ''}${r.modifier}\t${r.test}: ${r.why}`);
}
console.info(`inline scripts on these pages: ${inlineTotal}, ${inlineHashes.size} distinct sha256 hashes`);
