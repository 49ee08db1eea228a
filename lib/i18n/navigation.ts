import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * next-intl's navigation APIs bound to the site's routing, as its example
 * app writes them: every URL of a screen (links, redirects, canonicals,
 * hreflang, the sitemap, the proxy's redirects) comes from here. Internal
 * links go through components/ui/Link.tsx, which adds the site's prefetch rule.
 */
export const { Link, redirect, permanentRedirect, getPathname, usePathname, useRouter } = createNavigation(routing);

/** A screen as next-intl names it: an internal pathname of routing.ts, with its params and query. */
export type Href = Parameters<typeof getPathname>[0]['href'];
