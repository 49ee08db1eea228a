import { describe, expect, it } from 'vitest';
import { talentIdOf } from '@/lib/rules/talent-id';

describe('talentIdOf (profile paths, /modelos/{id}, the compo zip)', () => {
  it('reads 1 to 9 digits as the id', () => {
    expect(talentIdOf('7')).toBe(7);
    expect(talentIdOf('123456789')).toBe(123456789);
  });

  it('refuses anything else, so it costs no back-office call', () => {
    for (const text of [undefined, '', '1234567890', '-1', '1.5', '1e3', ' 12', '12a', 'ana']) {
      expect(talentIdOf(text), String(text)).toBeNull();
    }
  });
});
