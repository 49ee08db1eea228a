import { expect, test } from './fixtures';
import { findTalent, slug } from './agency';

/** Issue 15: what every answer carries, as served, and that nothing the pages embed breaks under it. */
test('pages, the site API, static files and images carry COOP, CORP and the CSP; no HSTS on an http site', async ({
  request,
}) => {
  const home = await request.get('/');
  // (Its address may carry the build's deployment id, `?dpl=…`.)
  const chunk = /<script[^>]+src="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"/.exec(await home.text())?.[1];
  expect(chunk, 'a script chunk in the home page').toBeTruthy();
  const talent = await findTalent((t) => t.compo.length > 0);
  const paths = [
    '/',
    '/modelos',
    `/modelos/${talent.id}/${slug(talent.name)}`,
    '/api/health',
    '/api/talents?page=2',
    chunk!,
    '/xx',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    // The e2e site is served over http (NEXT_PUBLIC_SITE_URL is http://localhost).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('under those headers a profile still shows its photos and fonts, and the browser reports no blocked resource', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Cross-Origin|Content Security Policy|CORP|blocked/i.test(message.text())) problems.push(message.text());
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).host === new URL(page.url() || 'http://x').host)
      problems.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  const talent = await findTalent((t) => t.compo.length > 0 && t.video.length > 0);
  await page.goto(`/modelos/${talent.id}/${slug(talent.name)}`);
  const photo = page.locator('main img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.evaluate(async () => (await document.fonts.ready).status)).toBe('loaded');
  expect(await page.evaluate(() => [...document.fonts].some((font) => font.status === 'loaded'))).toBe(true);
  expect(problems).toEqual([]);
});
