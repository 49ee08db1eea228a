import type { AgencyContext } from './context';
import { isAgencyApiError } from './errors';
import { mediaUrl } from './media';
import {
  PostAnswerSchema,
  PostsAnswerSchema,
  SlidesAnswerSchema,
  SocialMediaAnswerSchema,
  type ApiPost,
  type ApiSlide,
} from './schemas';
import { tags } from './tags';
import type { AgencyLang, FetchInit, Post, PostPage, Slide, SocialMedia } from './types';

export function toSlide(slide: ApiSlide, mediaBase: string): Slide {
  const mobile = mediaUrl(slide.url.mobile, mediaBase);
  const desktop = mediaUrl(slide.url.desktop, mediaBase);
  return {
    id: slide.id,
    type: slide.type,
    description: slide.description,
    url: { mobile: mobile ?? desktop, desktop: desktop ?? mobile },
    video_id: slide.video_id?.trim() || null,
  };
}

export function toPost(post: ApiPost, mediaBase: string): Post {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt ?? null,
    content: post.content,
    image: mediaUrl(post.image, mediaBase),
    published_at: post.published_at ?? null,
  };
}

export interface PostsQuery {
  paginate?: number;
  page?: number;
}

/** Slides, posts (SITE host) and the agency's social channels (PANEL host). */
export function contentCalls({ http, config }: AgencyContext) {
  return {
    async getSocialMedia(init?: FetchInit): Promise<SocialMedia> {
      const { data } = await http.json(
        'panel',
        { path: '/api/social-media', init, tags: [tags.socialMedia] },
        SocialMediaAnswerSchema,
      );
      const clean = (value: string | null | undefined) => value?.trim() || null;
      return {
        instagram: clean(data.instagram),
        facebook: clean(data.facebook),
        whatsapp: clean(data.whatsapp),
        phone: clean(data.phone),
        email: clean(data.email),
        platform: clean(data.platform),
      };
    },

    /** The slides of one slideshow (`home` for the home screen); slides with nothing to show are dropped. */
    async getSlides(type: string, init?: FetchInit): Promise<Slide[]> {
      const { data } = await http.json(
        'site',
        { path: `/api/slides/${encodeURIComponent(type)}`, init, tags: [tags.slides(type)] },
        SlidesAnswerSchema,
      );
      return data
        .map((s) => toSlide(s, config.mediaUrl))
        .filter((s) => s.url.desktop !== null || s.video_id !== null);
    },

    async getPosts(type: string, lang: AgencyLang, query: PostsQuery = {}, init?: FetchInit): Promise<PostPage> {
      const answer = await http.json(
        'site',
        {
          path: `/api/posts/${encodeURIComponent(type)}/${lang}`,
          query: { paginate: query.paginate, page: query.page },
          init,
          tags: [tags.posts(type, lang)],
        },
        PostsAnswerSchema,
      );
      return {
        data: answer.data.map((p) => toPost(p, config.mediaUrl)),
        current_page: answer.current_page,
        last_page: answer.last_page,
        per_page: answer.per_page,
        total: answer.total,
      };
    },

    /** One post (the about page is type `pages`, slug `about`); null when unknown. */
    async getPost(type: string, lang: AgencyLang, slug: string, init?: FetchInit): Promise<Post | null> {
      try {
        const { data } = await http.json(
          'site',
          {
            path: `/api/posts/${encodeURIComponent(type)}/${lang}/${encodeURIComponent(slug)}`,
            init,
            tags: [tags.posts(type, lang)],
          },
          PostAnswerSchema,
        );
        return toPost(data, config.mediaUrl);
      } catch (error) {
        if (isAgencyApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  };
}
