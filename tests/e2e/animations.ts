import type { Page } from '@playwright/test';

/**
 * How many animations on the page run for ever (a skeleton's pulse): a page at rest has none, since each
 * one restyles the page on every frame (docs/decisions/0072-skeletons-pulse-while-loading.md).
 */
export async function endlessAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity).length,
  );
}
