import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0/2.1/2.2 A and AA rules every axe scan of the suite applies. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the page, run in the page itself (axe's legacy mode): the default
 * runs each frame apart and gathers the results in a second, new page, which
 * doubled every scan's time. The only frames a page can hold are YouTube's,
 * which are not ours to fix and which the default could not read offline either.
 * Every rule still runs; only violations name each element they found
 * (`resultTypes`): naming every element that passed, then sending the lot to
 * the test, was a large share of a scan's time, for results no test reads.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** In the page: each running animation with an end taken to it, the state a visitor would see once it ends. */
export function finishAnimations() {
  for (const animation of document.getAnimations()) {
    const end = animation.effect?.getComputedTiming().endTime ?? Infinity;
    if (animation.playState === 'running' && Number.isFinite(end)) animation.finish();
  }
}

/** Finished fades and rises, so colour contrast is measured on what a visitor finally sees. */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(finishAnimations);
}

/** Zero WCAG violations on the whole document once it has settled, each rule shown with what it flagged. */
export async function expectNoViolations(page: Page, state: string) {
  await settle(page);
  const { violations } = await axe(page).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('')}`),
  }));
  expect(summary, `axe violations on ${state} (${page.url()})`).toEqual([]);
}
