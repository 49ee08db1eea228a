import { expect, type Page } from '@playwright/test';

/**
 * Where focus is, and whether a sighted keyboard visitor can see it: the
 * focused element is not <body>, it draws an outline or a box shadow, and
 * some of it is inside the viewport.
 */
export async function focusState(page: Page) {
  return page.evaluate(async () => {
    // Judged on the focus styles a visitor is left with: the fields ease their ring in and out (150 ms),
    // and a ring half faded in or out is not that one, so the ring's transitions are taken to their end.
    const settled = async (el: Element) => {
      const transitions = el.getAnimations().filter((a) => a instanceof CSSTransition);
      for (const transition of transitions) transition.finish();
      await Promise.allSettled(transitions.map((a) => a.finished));
      await new Promise(requestAnimationFrame);
    };
    let el = document.activeElement;
    for (let moves = 0; el && el !== document.body && moves < 3; moves++) {
      await settled(el);
      if (document.activeElement === el) break;
      el = document.activeElement;
    }
    if (!el || el === document.body || el === document.documentElement)
      return { onBody: true, what: 'body', ring: false, inView: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // A shadow counts when one of its layers has a colour that is not fully transparent and some size:
    // Tailwind's ring is a list of layers, most of them empty (`rgba(0, 0, 0, 0) 0px 0px 0px 0px`).
    const shadow = style.boxShadow.split(/,(?![^(]*\))/).some((layer) => {
      const colour =
        layer
          .match(/rgba?\(([^)]*)\)/)?.[1]
          ?.split(',')
          .map(Number) ?? [];
      const lengths =
        layer
          .replace(/rgba?\([^)]*\)/, '')
          .match(/-?[\d.]+px/g)
          ?.map(parseFloat) ?? [];
      return (colour[3] ?? 1) > 0 && lengths.slice(2).some((length) => length > 0);
    });
    const box = el.getBoundingClientRect();
    const inView =
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return { onBody: false, what: `${el.tagName.toLowerCase()} "${name}"`, ring: outline || shadow, inView };
  });
}

/** Fails when focus fell to <body> or is invisible; a press that loaded another page is not judged (focus starts over there). */
export async function expectVisibleFocus(page: Page, after: string) {
  const state = await focusState(page);
  expect(state.onBody, `focus fell to <body> after ${after}`).toBe(false);
  expect(state.ring, `no visible focus ring on ${state.what} after ${after}`).toBe(true);
  expect(state.inView, `${state.what} is focused outside the viewport after ${after}`).toBe(true);
}

/**
 * Presses a key and then checks focus is still visible, unless the press
 * took the tab to another document or the key was meant to leave the page's
 * controls (the helper is for the keyboard suite: every action is a press).
 */
export async function pressAndCheck(page: Page, key: string) {
  const before = page.url();
  // Enter on a link goes to another screen, where focus starts over (the
  // router's or the browser's business, judged on that screen's own presses).
  const follows = key === 'Enter' && (await page.evaluate(() => document.activeElement?.closest('a[href]') != null));
  await page.keyboard.press(key);
  if (follows) return;
  // A press that follows a link: the new page starts with focus on its document.
  if (page.url() !== before) return;
  // Focus styles are applied on the next frame after a keyboard move.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  if (page.url() !== before) return;
  await expectVisibleFocus(page, key);
}
