// `npx tsx tools/perf/csp-probe.ts [--url http://localhost:3000] [path…]`
//
// Can the site's Content-Security-Policy drop `script-src 'unsafe-inline'`
// while pages stay static? Loads each page in Chromium three times, with the
// policy the site serves, with that policy minus 'unsafe-inline' in
// script-src, and with it minus 'unsafe-inline' plus the sha256 hashes of
// that very response's inline scripts (what a hash-based policy would need
// to carry, per page and per render). For each it counts the scripts the
// browser blocked and whether the page answers a tap (the menu opens).
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string', default: 'http://localhost:3000' } },
});
const base = values.url.replace(/\/+$/, '');
const paths = positionals.length > 0 ? positionals : ['/', '/modelos', '/seja-modelo'];

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function withScriptSources(csp: string, edit: (sources: string[]) => string[]): string {
  return csp
    .split(';')
    .map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return name === 'script-src' ? [name, ...edit(sources)].join(' ') : part.trim();
    })
    .join('; ');
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const path of paths) {
    const url = `${base}${path}`;
    for (const variant of [
      'as served',
      "without 'unsafe-inline'",
      "without 'unsafe-inline', with this response's hashes",
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      let inline = 0;
      await page.route(url, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const served = response.headers()['content-security-policy'] ?? '';
        const bodies = inlineScripts(html);
        inline = bodies.length;
        const policy =
          variant === 'as served'
            ? served
            : withScriptSources(served, (sources) => [
                ...sources.filter((s) => s !== "'unsafe-inline'"),
                ...(variant.includes('hashes') ? [...new Set(bodies.map(sha256))] : []),
              ]);
        await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': policy } });
      });
      await page.addInitScript(() => {
        const blocked: string[] = [];
        (window as unknown as { blocked: string[] }).blocked = blocked;
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.effectiveDirective.startsWith('script-src')) blocked.push(event.blockedURI || 'inline');
        });
      });
      await page.goto(url, { waitUntil: 'load' });
      const menu = page.getByRole('button', { name: /menu/i }).first();
      let answers = false;
      try {
        await menu.click({ timeout: 5000 });
        await page.waitForFunction(() => document.querySelector('[aria-expanded="true"]') !== null, null, { timeout: 5000 });
        answers = true;
      } catch {
        answers = false;
      }
      const blocked = await page.evaluate(() => (window as unknown as { blocked: string[] }).blocked.length);
      console.info(
        `${path}  ${variant}: ${inline} inline scripts, ${blocked} blocked, menu ${answers ? 'opens' : 'does NOT open'}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
