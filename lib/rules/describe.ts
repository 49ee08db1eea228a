/** How long a meta description may be before search engines cut it themselves. */
export const DESCRIPTION_MAX = 160;

/**
 * A text as a meta description: on one line (line breaks and runs of spaces
 * become one space) and, when longer than `max`, cut at the last word that
 * fits with an ellipsis, so a snippet never ends in half a word.
 */
export function cutDescription(text: string, max: number = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // Room for the ellipsis.
  const room = line.slice(0, max);
  const lastSpace = room.lastIndexOf(' ');
  // One endless word: nothing better than a hard cut.
  const head = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  // "Rio, …" or "done. …" reads badly: the punctuation before the cut goes.
  return `${head.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
