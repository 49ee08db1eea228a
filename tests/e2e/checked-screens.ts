import { E2E } from './env';
import { findTalent, isExcluded, roster, slug } from './agency';
import { categoryPath, langs, screens, type Lang } from './routes';

/**
 * Every screen type in the three languages, as the Nu HTML Checker and
 * pa11y read them in one pass (tests/e2e/checkers.spec.ts): the lists with cards, a profile with every part drawn, the
 * favourites full and a shared selection of the same talents, a news post.
 */
export type CheckedScreen = {
  /** `pt profile`: the screen type and language, as failures and the tables name them. */
  name: string;
  lang: Lang;
  path: string;
  /** What the favourites screen reads from localStorage before it loads. */
  favourites?: string;
  /** What shows the screen is drawn, when it draws after hydration (the favourites from the browser's storage). */
  ready?: string;
};

const selectionPath: Record<Lang, string> = { pt: '/selecao', en: '/en/selection', es: '/es/seleccion' };
const newsPath: Record<Lang, string> = { pt: '/noticias', en: '/en/news', es: '/es/noticias' };
const notFoundPath: Record<Lang, string> = { pt: '/nada-aqui', en: '/en/nothing-here', es: '/es/nada-aqui' };

async function firstNewsSlug(lang: Lang): Promise<string> {
  const signin = await fetch(`${E2E.apiUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  const answer = await fetch(`${E2E.apiUrl}/api/posts/news/${lang}?paginate=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [post] = ((await answer.json()) as { data: { slug: string }[] }).data;
  if (!post) throw new Error(`no news post in ${lang}`);
  return post.slug;
}

export async function checkedScreens(): Promise<CheckedScreen[]> {
  const talent = await findTalent(
    (t) => t.compo.length > 0 && (t.polaroids?.length ?? 0) > 0 && t.video.length > 0 && Boolean(t.instagram),
  );
  const visible = (await roster()).filter((t) => !isExcluded(t)).slice(0, 4);
  const favourites = JSON.stringify(
    Object.fromEntries(visible.map((t) => [String(t.id), { id: t.id, name: t.name, cover: null, slug: slug(t.name) }])),
  );
  const selection = visible.map((t) => t.id).join('-');
  const query = encodeURIComponent(talent.name.split(' ')[0] ?? talent.name);

  const list: CheckedScreen[] = [];
  for (const lang of langs) {
    const post = await firstNewsSlug(lang);
    const paths: [string, string, string?][] = [
      ['home', screens.home[lang]],
      ['models', screens.models[lang]],
      ['category', categoryPath(lang, 'mainboard')],
      ['search', `${screens.models[lang]}?q=${query}`],
      ['profile', `${screens.models[lang]}/${talent.id}/${slug(talent.name)}`],
      ['favourites', screens.favorites[lang], favourites],
      ['selection', `${selectionPath[lang]}/${selection}`],
      ['be-a-model', screens.beAModel[lang]],
      ['contact', screens.contact[lang]],
      ['about', screens.about[lang]],
      ['news', newsPath[lang]],
      ['news post', `${newsPath[lang]}/${post}`],
      ['privacy', screens.privacy[lang]],
      ['not found', notFoundPath[lang]],
    ];
    for (const [type, path, stored] of paths) {
      const ready = stored ? 'main ul[aria-label]:not([aria-busy]) > li' : undefined;
      list.push({ name: `${lang} ${type}`, lang, path, favourites: stored, ready });
    }
  }
  return list;
}
