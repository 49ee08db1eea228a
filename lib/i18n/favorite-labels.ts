import 'server-only';
import { getTranslations } from 'next-intl/server';

/** One `{name}` template per gender; `other` when the gender is not known. */
export type GenderedTemplate = { woman: string; man: string; other: string };

/** Message templates with a `{name}` placeholder (see favoriteLabels). */
export type FavoriteLabels = { toggle: string; added: GenderedTemplate; removed: GenderedTemplate };

type ToastsT = Awaited<ReturnType<typeof getTranslations<'Toasts'>>>;

/**
 * A message that agrees with the talent's gender (pt: "adicionada" /
 * "adicionado"), as one `{name}` template per gender: the select is resolved
 * here, so the browser only fills in the name (no ICU runtime shipped).
 * They live in `Toasts`, a namespace no client component receives whole.
 */
export function genderedTemplate(t: ToastsT, key: 'added' | 'removed'): GenderedTemplate {
  const of = (gender: string) => t(key, { gender, name: '{name}' });
  return { woman: of('woman'), man: of('man'), other: of('other') };
}

/** The heart's messages as templates; the browser fills in the talent's name. */
export async function favoriteLabels(): Promise<FavoriteLabels> {
  const [t, toasts] = await Promise.all([getTranslations('Favorites'), getTranslations('Toasts')]);
  return { toggle: t.raw('toggle'), added: genderedTemplate(toasts, 'added'), removed: genderedTemplate(toasts, 'removed') };
}
