import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../context';
import { errorAnswer, invalidAnswer } from '../http';
import { inLanguage, isLang, type Lang } from '../languages';
import { integerText, parseQuery } from '../validation';

interface PostRow {
  id: number;
  type: string;
  slug: string;
  image: string | null;
  published_at: string | null;
}
interface PostTranslation {
  post_id: number;
  language: Lang;
  title: string;
  excerpt: string | null;
  content: string;
}

const postsQuery = z.object({
  paginate: integerText(1, 100).default(10),
  page: integerText(1).default(1),
});

/** For the paths the contract gives no query parameter (so slide captions come in pt). */
const noQuery = z.object({});

/** Social media (PANEL host). */
export function panelContentRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/api/social-media', (c) => {
    const query = parseQuery(c, noQuery);
    if (!query.success) return invalidAnswer(c, query.errors);
    const rows = deps.db.prepare('SELECT key, value FROM social_media ORDER BY key').all() as {
      key: string;
      value: string;
    }[];
    return c.json({ data: Object.fromEntries(rows.map((row) => [row.key, row.value])) });
  });
  return app;
}

/** Slides and posts (SITE host). */
export function siteContentRoutes(deps: AppDeps): Hono {
  const { db, config } = deps;
  const app = new Hono();

  app.get('/api/slides/:type', (c) => {
    const query = parseQuery(c, noQuery);
    if (!query.success) return invalidAnswer(c, query.errors);
    const lang: Lang = 'pt';
    const slides = db
      .prepare(
        `SELECT id, type, description, url_mobile, url_desktop, video_id FROM slides
         WHERE slideshow = ? ORDER BY position, id`,
      )
      .all(c.req.param('type')) as {
      id: number;
      type: 'image' | 'video';
      description: '1' | '2';
      url_mobile: string;
      url_desktop: string;
      video_id: string | null;
    }[];
    const captions = db.prepare('SELECT language, caption FROM slide_captions WHERE slide_id = ?');
    return c.json({
      data: slides.map((slide) => ({
        id: slide.id,
        type: slide.type,
        description: slide.description,
        url: { mobile: slide.url_mobile, desktop: slide.url_desktop },
        video_id: slide.video_id,
        caption: inLanguage(
          Object.fromEntries(
            (captions.all(slide.id) as { language: Lang; caption: string }[]).map((row) => [row.language, row.caption]),
          ),
          lang,
        ),
      })),
    });
  });

  const translations = db.prepare('SELECT * FROM post_translations WHERE post_id = ?');

  function present(post: PostRow, lang: Lang) {
    const byLanguage = Object.fromEntries(
      (translations.all(post.id) as PostTranslation[]).map((row) => [row.language, row]),
    ) as Partial<Record<Lang, PostTranslation>>;
    const text = inLanguage(byLanguage, lang);
    // Test hook: the site's e2e injects markup here (the about page, the news) to prove it sanitizes back-office HTML.
    const extra = (post.type === 'pages' && post.slug === 'about') || post.type === 'news' ? config.aboutExtraHtml : '';
    return {
      id: post.id,
      slug: post.slug,
      title: text?.title ?? post.slug,
      excerpt: text?.excerpt ?? null,
      content: (text?.content ?? '') + extra,
      image: post.image,
      published_at: post.published_at,
    };
  }

  const unknownLanguage = (c: Context) => errorAnswer(c, 404, 'Unknown language: use pt, en or es.');

  app.get('/api/posts/:type/:lang', (c) => {
    const lang = c.req.param('lang');
    if (!isLang(lang)) return unknownLanguage(c);
    const query = parseQuery(c, postsQuery);
    if (!query.success) return invalidAnswer(c, query.errors);
    const { paginate: perPage, page } = query.data;
    const type = c.req.param('type');
    const total = (db.prepare('SELECT COUNT(*) AS n FROM posts WHERE type = ?').get(type) as { n: number }).n;
    const posts = db
      .prepare(
        `SELECT id, type, slug, image, published_at FROM posts WHERE type = ?
         ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(type, perPage, (page - 1) * perPage) as PostRow[];
    return c.json({
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
      data: posts.map((post) => present(post, lang)),
    });
  });

  app.get('/api/posts/:type/:lang/:slug', (c) => {
    const lang = c.req.param('lang');
    if (!isLang(lang)) return unknownLanguage(c);
    const query = parseQuery(c, noQuery);
    if (!query.success) return invalidAnswer(c, query.errors);
    const post = db
      .prepare('SELECT id, type, slug, image, published_at FROM posts WHERE type = ? AND slug = ?')
      .get(c.req.param('type'), c.req.param('slug')) as PostRow | undefined;
    if (!post) return errorAnswer(c, 404, 'Post not found.');
    return c.json({ data: present(post, lang) });
  });

  return app;
}
