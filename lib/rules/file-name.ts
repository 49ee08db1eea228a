/** Characters of a file's base name shown before the ellipsis (docs/product.md §5, §9). */
export const FILE_NAME_DISPLAY_LENGTH = 20;

/**
 * "a-very-long-photo-name-from-phone.jpeg" → "a-very-long-photo-na….jpeg".
 * Counts characters, not UTF-16 units, so an emoji is never cut in half.
 */
export function displayFileName(fileName: string, max: number = FILE_NAME_DISPLAY_LENGTH): string {
  const dot = fileName.lastIndexOf('.');
  const hasExtension = dot > 0;
  const base = Array.from(hasExtension ? fileName.slice(0, dot) : fileName);
  const extension = hasExtension ? fileName.slice(dot) : '';
  if (base.length <= max) return fileName;
  return `${base.slice(0, max).join('')}…${extension}`;
}
