import 'server-only';
import { agency, tags, type AgencyLang, type Post, type SocialMedia } from '@/lib/api';
import { cachedCall } from '@/lib/server/cache';
import { textLanguage } from '@/lib/rules/content-language';

const socialMedia = cachedCall('social-media', () => agency().getSocialMedia(), { tags: () => ['social-media'] });

/**
 * The agency's channels for the footer and the contact page. A back office
 * that cannot answer leaves the icons out rather than failing every page;
 * the failure is logged.
 */
export async function loadSocialMedia(): Promise<SocialMedia | null> {
  try {
    return await socialMedia();
  } catch (error) {
    console.error('social media unavailable', error);
    return null;
  }
}

const post = cachedCall('post', (type: string, lang: AgencyLang, slug: string) => agency().getPost(type, lang, slug), {
  tags: (type, lang) => [tags.all, tags.posts(type, lang)],
});

/** One back-office post (the about page is `pages`/`about`) in the visitor's language; null when unknown. */
export function loadPost(type: string, lang: AgencyLang, slug: string): Promise<Post | null> {
  return post(type, lang, slug);
}

/** A post with the language its title and text really came in (null: unknown). */
export type PostView = Post & { titleLang: AgencyLang | null; contentLang: AgencyLang | null };

/** loadPost for a page in `lang`, with the pt fallback recognised (see loadProfileView in lib/server/roster). */
export async function loadPostView(type: string, lang: AgencyLang, slug: string): Promise<PostView | null> {
  const found = await post(type, lang, slug);
  if (!found) return null;
  if (lang === 'pt') return { ...found, titleLang: 'pt', contentLang: 'pt' };
  const pt = await post(type, 'pt', slug).catch((error: unknown) => {
    console.error('post: pt text unavailable for the language check', error);
    return undefined;
  });
  const ptOf = (key: 'title' | 'content') => (pt === undefined ? undefined : (pt?.[key] ?? null));
  return {
    ...found,
    titleLang: textLanguage(lang, found.title, ptOf('title')),
    contentLang: textLanguage(lang, found.content, ptOf('content')),
  };
}
