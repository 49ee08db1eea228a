import { describe, expect, it } from 'vitest';
import { measuresOf } from '@/lib/rules/measures';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const on = new Date('2026-06-01T12:00:00Z');

describe('suit and shirt rows (docs/product.md §3)', () => {
  it('a man with them: after jeans, cut at the slash', () => {
    const keys = measuresOf({ gender: 'man', height: '186', jeans: '42', suit: '50/52', shirt: '40', eyes: 'Castanho' }, on);
    expect(keys).toEqual([
      { key: 'height', value: '186' },
      { key: 'jeans', value: '42' },
      { key: 'suit', value: '50' },
      { key: 'shirt', value: '40' },
      { key: 'eyes', value: 'Castanho' },
    ]);
  });

  it('a man without them, and a woman, have no such rows', () => {
    expect(measuresOf({ gender: 'man', height: '186', suit: '', shirt: null }, on).map((r) => r.key)).toEqual(['height']);
    expect(measuresOf({ gender: 'woman', height: '170', suit: '38', shirt: '36' }, on).map((r) => r.key)).toEqual(['height']);
  });

  it('the labels exist in every language', () => {
    for (const messages of [pt, en, es]) {
      expect(messages.Measures.suit).toBeTruthy();
      expect(messages.Measures.shirt).toBeTruthy();
    }
  });
});
