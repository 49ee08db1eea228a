import { describe, expect, it } from 'vitest';
import { isLandscape, pairSlides, splitHomeSlides } from '@/lib/rules/slides';

const P = (id: string) => ({ id, width: 800, height: 1200 });
const L = (id: string) => ({ id, width: 1600, height: 900 });
const ids = (slides: { id: string }[][]) => slides.map((s) => s.map((i) => i.id).join('+'));

describe('pairSlides', () => {
  it('pairs portrait images two per slide in order', () => {
    expect(ids(pairSlides([P('a'), P('b'), P('c'), P('d')]))).toEqual(['a+b', 'c+d']);
  });

  it('puts a landscape image alone', () => {
    expect(ids(pairSlides([L('a'), P('b'), P('c'), L('d')]))).toEqual(['a', 'b+c', 'd']);
  });

  it('leaves a portrait alone when a landscape follows or when it is last', () => {
    expect(ids(pairSlides([P('a'), L('b'), P('c'), P('d'), P('e')]))).toEqual(['a', 'b', 'c+d', 'e']);
    expect(ids(pairSlides([P('a')]))).toEqual(['a']);
  });

  it('treats a square image as portrait', () => {
    expect(isLandscape({ width: 1000, height: 1000 })).toBe(false);
    expect(ids(pairSlides([{ id: 's', width: 10, height: 10 }, P('b')]))).toEqual(['s+b']);
  });

  it('gives no slide for no image', () => {
    expect(pairSlides([])).toEqual([]);
  });
});

describe('splitHomeSlides', () => {
  it('splits by description, dropping other values', () => {
    const slides = [
      { id: 1, description: '1' },
      { id: 2, description: '2' },
      { id: 3, description: '1' },
      { id: 4, description: '3' },
    ];
    const { models, creative } = splitHomeSlides(slides);
    expect(models.map((s) => s.id)).toEqual([1, 3]);
    expect(creative.map((s) => s.id)).toEqual([2]);
  });
});
