import { describe, expect, it } from 'vitest';
import { isPhotoType, needsScaling, PHOTO_MAX_SIDE, scaledSize, sniffPhotoType } from '@/lib/rules/photo';
import { maskDateInput } from '@/lib/rules/date-input';

describe('scaledSize (longest side 2000 px)', () => {
  it('keeps photos that fit', () => {
    expect(PHOTO_MAX_SIDE).toBe(2000);
    expect(scaledSize({ width: 2000, height: 1500 })).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize({ width: 640, height: 960 })).toEqual({ width: 640, height: 960 });
  });

  it('scales the longest side down to 2000 px, keeping the ratio', () => {
    expect(scaledSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize({ width: 6000, height: 6000 })).toEqual({ width: 2000, height: 2000 });
    expect(scaledSize({ width: 2001, height: 1001 })).toEqual({ width: 2000, height: 1000 });
  });

  it('never makes a side 0 px', () => {
    expect(scaledSize({ width: 50_000, height: 10 })).toEqual({ width: 2000, height: 1 });
  });

  it('takes another limit', () => {
    expect(scaledSize({ width: 800, height: 400 }, 400)).toEqual({ width: 400, height: 200 });
  });
});

describe('needsScaling', () => {
  it('re-encodes large PNG and JPEG only, never a GIF', () => {
    expect(needsScaling('image/jpeg', { width: 4000, height: 3000 })).toBe(true);
    expect(needsScaling('image/png', { width: 2001, height: 10 })).toBe(true);
    expect(needsScaling('image/gif', { width: 4000, height: 3000 })).toBe(false);
    expect(needsScaling('image/jpeg', { width: 2000, height: 2000 })).toBe(false);
  });
});

describe('sniffPhotoType', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it('recognises PNG, GIF and JPEG by their first bytes', () => {
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffPhotoType(new TextEncoder().encode('GIF87a....'))).toBe('image/gif');
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('refuses text, other images and too few bytes', () => {
    expect(sniffPhotoType(new TextEncoder().encode('not really a jpeg'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('GIF88a'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });

  it('accepts only the three types', () => {
    expect(isPhotoType('image/jpeg')).toBe(true);
    expect(isPhotoType('image/webp')).toBe(false);
  });
});

describe('maskDateInput', () => {
  it('adds the slashes of dd/MM/yyyy as digits are typed', () => {
    expect(maskDateInput('0')).toBe('0');
    expect(maskDateInput('05')).toBe('05');
    expect(maskDateInput('053')).toBe('05/3');
    expect(maskDateInput('0503')).toBe('05/03');
    expect(maskDateInput('05032001')).toBe('05/03/2001');
  });

  it('keeps only digits, at most eight', () => {
    expect(maskDateInput('05/03/2001')).toBe('05/03/2001');
    expect(maskDateInput('05-03-2001999')).toBe('05/03/2001');
    expect(maskDateInput('ab')).toBe('');
  });
});
