import { describe, expect, it, vi } from 'vitest';

const compared: [number, number][] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const timingSafeEqual = (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
    compared.push([a.byteLength, b.byteLength]);
    return crypto.timingSafeEqual(a, b);
  };
  return { ...crypto, default: { ...crypto, timingSafeEqual }, timingSafeEqual };
});

const { secretMatches } = await import('@/lib/server/revalidate');

describe('the revalidate secret (issue 15: compared in constant time, length included)', () => {
  const secret = 'a-long-revalidate-secret-0123456789';

  it('accepts the secret and refuses anything else', () => {
    expect(secretMatches(secret, secret)).toBe(true);
    expect(secretMatches(`${secret}x`, secret)).toBe(false);
    expect(secretMatches(secret.slice(0, -1), secret)).toBe(false);
    expect(secretMatches(secret.replace('a', 'b'), secret)).toBe(false);
    expect(secretMatches('', secret)).toBe(false);
    expect(secretMatches(null, secret)).toBe(false);
  });

  it('opens nothing when no secret is configured', () => {
    expect(secretMatches('', undefined)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });

  it('runs the constant-time comparison over equal lengths whatever the length of the guess', () => {
    compared.length = 0;
    for (const guess of ['x', secret.slice(0, 5), secret, `${secret}${'y'.repeat(500)}`, null]) {
      secretMatches(guess, secret);
    }
    // Every guess is compared (a length check first would skip the wrong lengths) and over 32 bytes each side.
    expect(compared).toEqual(Array.from({ length: 5 }, () => [32, 32]));
  });
});
