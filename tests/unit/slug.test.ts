import { describe, expect, it } from 'vitest';
import { nameSlug } from '@/lib/rules/slug';

describe('nameSlug', () => {
  it('strips accents and joins words with hyphens', () => {
    expect(nameSlug('Ana Júlia Conceição')).toBe('ana-julia-conceicao');
    expect(nameSlug('João  Mendonça')).toBe('joao-mendonca');
    expect(nameSlug('Ñandú Pérez-Gómez')).toBe('nandu-perez-gomez');
  });

  it('collapses other characters and trims hyphens', () => {
    expect(nameSlug("  D'Ávila, Maria (MG)  ")).toBe('d-avila-maria-mg');
    expect(nameSlug('--Lu__Reis--')).toBe('lu-reis');
    expect(nameSlug('Model 07')).toBe('model-07');
  });

  it('falls back to "talent" when nothing is left', () => {
    expect(nameSlug('')).toBe('talent');
    expect(nameSlug('   ')).toBe('talent');
    expect(nameSlug('李小龍')).toBe('talent');
  });
});
