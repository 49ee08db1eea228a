/**
 * Media fields hold a path relative to the media host
 * ("storage/talents/7/book/1.jpg") or an absolute URL.
 */
export function mediaUrl(path: string | null | undefined, base: string): string | null {
  const value = path?.trim() ?? '';
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  return `${base.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}
