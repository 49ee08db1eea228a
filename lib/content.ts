import 'server-only';
import { getPost, getSocialMedia, tags, type AgencyLang, type Post, type SocialMedia } from '@/lib/api';
import { cachedCall } from '@/lib/cache';

const socialMedia = cachedCall('social-media', () => getSocialMedia(), { tags: () => ['social-media'] });

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

const post = cachedCall('post', (type: string, lang: AgencyLang, slug: string) => getPost(type, lang, slug), {
  tags: (type, lang) => [tags.all, tags.posts(type, lang)],
});

/** One back-office post (the about page is `pages`/`about`) in the visitor's language; null when unknown. */
export function loadPost(type: string, lang: AgencyLang, slug: string): Promise<Post | null> {
  return post(type, lang, slug);
}
