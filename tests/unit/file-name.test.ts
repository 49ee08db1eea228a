import { describe, expect, it } from 'vitest';
import { displayFileName, FILE_NAME_DISPLAY_LENGTH } from '@/lib/rules/file-name';

describe('displayFileName', () => {
  it('cuts the base name to 20 characters plus an ellipsis and keeps the extension', () => {
    expect(FILE_NAME_DISPLAY_LENGTH).toBe(20);
    expect(displayFileName('a-very-long-photo-name-from-phone.jpeg')).toBe('a-very-long-photo-na….jpeg');
    expect(displayFileName('IMG_20250101_123456789.JPG')).toBe('IMG_20250101_1234567….JPG');
  });

  it('leaves names of 20 characters or fewer unchanged', () => {
    expect(displayFileName('photo.png')).toBe('photo.png');
    expect(displayFileName('12345678901234567890.gif')).toBe('12345678901234567890.gif');
    expect(displayFileName('123456789012345678901.gif')).toBe('12345678901234567890….gif');
  });

  it('uses only the last dot as the extension', () => {
    expect(displayFileName('my.holiday.photo.from.the.beach.jpg')).toBe('my.holiday.photo.fro….jpg');
  });

  it('handles names without an extension and dot files', () => {
    expect(displayFileName('a-name-without-any-extension')).toBe('a-name-without-any-e…');
    expect(displayFileName('.a-hidden-file-with-a-long-name')).toBe('.a-hidden-file-with-…');
  });

  it('counts characters, never splitting an emoji', () => {
    const name = `${'😀'.repeat(25)}.png`;
    expect(displayFileName(name)).toBe(`${'😀'.repeat(20)}….png`);
  });
});
