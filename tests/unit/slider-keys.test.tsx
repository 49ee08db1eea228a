import { afterEach, describe, expect, it } from 'vitest';
import { sliderKeyStep } from '@/lib/browser/slider-keys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) =>
  new KeyboardEvent('keydown', { key: k, cancelable: true, ...extra }) as KeyboardEvent;

/** A slider whose box is at `top` (px from the top of a 768 px tall window), 400 px tall. */
function slider(top = 100): HTMLElement {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({
    top,
    bottom: top + 400,
    left: 0,
    right: 800,
    width: 800,
    height: 400,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  document.body.append(el);
  return el;
}

describe('sliderKeyStep: the presses a slider set up late keeps, as Swiper would answer them', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('steps forward on → and Page Down, back on ← and Page Up, and ignores other keys', () => {
    const el = slider();
    expect(sliderKeyStep(key('ArrowRight'), el)).toBe(1);
    expect(sliderKeyStep(key('PageDown'), el)).toBe(1);
    expect(sliderKeyStep(key('ArrowLeft'), el)).toBe(-1);
    expect(sliderKeyStep(key('PageUp'), el)).toBe(-1);
    expect(sliderKeyStep(key('ArrowDown'), el)).toBeNull();
    expect(sliderKeyStep(key('Enter'), el)).toBeNull();
  });

  it('leaves a press with a modifier, or one already handled, to the browser and the page', () => {
    const el = slider();
    for (const modifier of ['shiftKey', 'altKey', 'ctrlKey', 'metaKey'] as const)
      expect(sliderKeyStep(key('ArrowRight', { [modifier]: true }), el)).toBeNull();
    const handled = key('ArrowRight');
    handled.preventDefault();
    expect(sliderKeyStep(handled, el)).toBeNull();
  });

  it('leaves the arrows to a field that has focus', () => {
    const el = slider();
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.createElement(tag);
      document.body.append(field);
      field.focus();
      expect(sliderKeyStep(key('ArrowLeft'), el)).toBeNull();
      field.remove();
    }
    expect(sliderKeyStep(key('ArrowLeft'), el)).toBe(-1);
  });

  it('answers only while some of the slider is on screen', () => {
    expect(sliderKeyStep(key('ArrowRight'), slider(-390))).toBe(1);
    expect(sliderKeyStep(key('ArrowRight'), slider(-400))).toBeNull();
    expect(sliderKeyStep(key('ArrowRight'), slider(window.innerHeight - 10))).toBe(1);
    expect(sliderKeyStep(key('ArrowRight'), slider(window.innerHeight))).toBeNull();
  });
});
