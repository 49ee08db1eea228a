import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/seo/site-url';

/**
 * The site's API is no place for crawlers, except the share images pages name
 * in `og:image` (a profile's collage, a selection's): a crawler that obeys
 * robots.txt (X's among them) drops an image it may not fetch. The longer
 * rule wins (RFC 9309), so those two folders are allowed inside `/api/`.
 */
const SHARE_IMAGE_PATHS = ['/api/talent-image/', '/api/selection-image/'] as const;

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: ['/', ...SHARE_IMAGE_PATHS], disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
