import { expect, test } from './fixtures';
import { findTalent, isExcluded, roster, slug, type ApiTalent } from './agency';

/**
 * What a casting director reads first (docs/decisions/0052): where the talent
 * can be booked, the polaroids' days, the slate before the other videos; and the
 * models list's availability=in_town.
 */

const DAY = 86_400_000;
const today = () => new Date(new Date().toISOString().slice(0, 10)).getTime();
const stillHolds = (t: ApiTalent) =>
  Boolean(t.availability) && (!t.availability?.until || Date.parse(t.availability.until) >= today());
const profileUrl = (prefix: string, t: ApiTalent) => `${prefix}/${t.id}/${slug(t.name)}`;

test('a profile says, in the served HTML and in each language, where the talent can be booked', async ({ request }) => {
  const away = await findTalent((t) => stillHolds(t) && t.availability?.status === 'away' && Boolean(t.availability.city));
  const inTown = await findTalent((t) => stillHolds(t) && t.availability?.status === 'in_town');
  for (const [prefix, awayWord, inTownWord] of [
    ['/modelos', 'Fora', 'Na cidade'],
    ['/en/models', 'Away', 'In town'],
    ['/es/modelos', 'Fuera', 'En la ciudad'],
  ] as const) {
    const awayHtml = await (await request.get(profileUrl(prefix, away))).text();
    expect(awayHtml).toMatch(new RegExp(`data-testid="availability"[^>]*>${awayWord} · ${away.availability!.city}`));
    const inTownHtml = await (await request.get(profileUrl(prefix, inTown))).text();
    expect(inTownHtml).toMatch(new RegExp(`data-testid="availability"[^>]*>${inTownWord}`));
  }
  // A talent the back office says nothing of shows nothing.
  const silent = await findTalent((t) => !t.availability);
  expect(await (await request.get(profileUrl('/modelos', silent))).text()).not.toContain('data-testid="availability"');
});

test('the polaroids show the day each was taken, the tab how recent the newest is, and the older ones are marked', async ({
  page,
}) => {
  const talent = await findTalent((t) => {
    const days = (t.polaroids ?? []).map((p) => (today() - Date.parse(p.taken_at ?? '')) / DAY);
    return days.length > 0 && days.some((d) => d > 200) && days.some((d) => d < 150) && t.compo.length > 0;
  });
  await page.goto(profileUrl('/en/models', talent));
  const tab = page.getByRole('tab', { name: /Polaroids/ });
  await expect(tab).toContainText(/newest: \d+ (days?|weeks?|months?) ago|newest: today/);
  await tab.click();
  const captions = page.getByRole('tabpanel').locator('figcaption time');
  await expect(captions).toHaveCount(talent.polaroids!.length);
  expect(await captions.evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toEqual(
    talent.polaroids!.map((p) => p.taken_at),
  );
  const older = talent.polaroids!.filter((p) => today() - Date.parse(p.taken_at!) > 184 * DAY).length;
  await expect(page.getByRole('tabpanel').getByText('over six months old')).toHaveCount(older);
});

test("the slate comes first among a profile's videos, named", async ({ page }) => {
  const talent = await findTalent((t) => t.video.length > 1 && t.video.at(-1)?.kind === 'slate');
  await page.goto(profileUrl('/modelos', talent));
  const first = page.locator('main section li').first();
  await expect(first).toContainText('Slate');
  await expect(first.getByRole('button')).toHaveAccessibleName(/Slate$/);
});

test('the models list takes availability=in_town, offered beside the name search, and counts who is in town', async ({
  page,
}) => {
  const visible = (await roster()).filter((t) => !isExcluded(t)) as ApiTalent[];
  const inTown = visible.filter((t) => stillHolds(t) && t.availability?.status === 'in_town');
  expect(inTown.length).toBeGreaterThan(20);
  await page.goto('/en/models');
  await page.getByRole('checkbox', { name: 'In town now' }).check();
  await expect(page).toHaveURL(/\/en\/models\?availability=in_town$/);
  await expect(page.locator('main p[role="status"]').first()).toHaveText(`${inTown.length} talents found`);
  await expect(page.getByRole('link', { name: /In town/ })).toBeVisible();
  // The first card is one of them.
  const first = Number(await page.locator('main li[data-talent]').first().getAttribute('data-talent'));
  expect(inTown.map((t) => t.id)).toContain(first);
});

test('a shared selection says where each talent can be booked', async ({ request }) => {
  const visible = ((await roster()) as ApiTalent[]).filter((t) => !isExcluded(t));
  const picked = [visible.find((t) => stillHolds(t))!, visible.find((t) => !t.availability)!].sort((a, b) => a.id - b.id);
  const html = await (await request.get(`/en/selection/${picked.map((t) => t.id).join('-')}`)).text();
  expect(html.match(/data-testid="availability"/g)?.length).toBe(1);
});
