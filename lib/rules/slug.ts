/** The URL segment of a talent's name: "Ana Júlia Conceição" → "ana-julia-conceicao". */
export function nameSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'talent' : slug;
}
