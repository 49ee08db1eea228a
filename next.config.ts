import type { NextConfig } from 'next';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { stampedDeploymentId } from './scripts/deployment-id.mjs';
import { originOf, securityHeaders } from './lib/server/security-headers';
import { agencyConfig } from './lib/agency/env';
import { env } from './lib/config/env';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The messages are compiled at build time, so the browser gets next-intl's
  // formatter without its ICU parser (docs/decisions/0047-next-intl-navigation-and-messages.md).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// The site's variables, checked (lib/config/env.ts): a bad one stops the build here.
const site = env();
const { mediaUrl } = agencyConfig(site);
const media = new URL(mediaUrl);
const mediaIsLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(media.hostname);

// Tests build into their own folder so they never overwrite a running site's build.
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

const nextConfig: NextConfig = {
  distDir,
  // `NEXT_OUTPUT=standalone npm run build`: a server.js with only the files it
  // needs, for a container (README, "Running at scale"). The config is then frozen
  // at build time, REDIS_URL's presence included.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  poweredByHeader: false,
  // NEXT_BUILD_CACHE=off: a build into a folder that is thrown away afterwards
  // (a test's) does not write Turbopack's build cache that nothing reads again.
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
  // The proxy sees the request as sent, with the address this instance is
  // bound to. Without this, Next gives the proxy `localhost` for a loopback
  // address (NextURL) but compares its rewrites with the address itself, so
  // bound to 127.0.0.1 every next-intl rewrite looked external, was proxied
  // back through the proxy as /pt/… and answered 308 to itself
  // (vercel/next.js#94745). Redirects built on `request.url` now name that
  // same address, which Next turns into a path on this site. Why and when to
  // remove it: docs/decisions/0001-proxy-skip-url-normalize.md.
  skipProxyUrlNormalize: true,
  // Several instances share Next's cache through Redis (cache-handler.mjs);
  // without REDIS_URL, Next's own cache on disk and in memory, as for one.
  ...(site.REDIS_URL
    ? {
        cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
        // No copy in each process's memory in front of Redis: it would go on
        // serving a page another instance has revalidated.
        cacheMaxMemorySize: 0,
      }
    : {}),
  // Node's own modules at run time: one Redis client class for the cache
  // handler (loaded by Node) and the rate limits (bundled routes); pdfkit
  // reads its font metrics from files beside its own code.
  serverExternalPackages: ['redis', '@redis/client', 'rate-limiter-flexible', 'pdfkit'],
  // `npm test` type-checks the whole project once (tsc, with the agency API's
  // own config); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    remotePatterns: [
      {
        protocol: media.protocol.replace(':', '') as 'http' | 'https',
        hostname: media.hostname,
        port: media.port,
        pathname: '/storage/**',
      },
    ],
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's ten: a card is at most half a phone or a quarter
    // of a desktop, a slide at most a 1920 screen; every width left out is
    // one srcset entry less per image in each page's HTML.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [256, 384],
    qualities: [60, 75],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // The embedded agency API serves media on loopback; a real back office
    // lives on a public host and keeps Next's protection on.
    dangerouslyAllowLocalIP: mediaIsLoopback,
  },
  // iOS and some crawlers ask for /apple-touch-icon.png without reading the
  // page's links; Next serves app/apple-icon.png under its own name.
  async rewrites() {
    return [{ source: '/apple-touch-icon.png', destination: '/apple-icon.png' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          siteUrl: site.NEXT_PUBLIC_SITE_URL,
          mediaOrigin: originOf(mediaUrl),
          mapsEnabled: Boolean(site.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
          socialFeedOrigin: originOf(site.NEXT_PUBLIC_SOCIAL_FEED_URL),
          dev: process.env.NODE_ENV !== 'production',
        }),
      },
    ];
  },
};

// A visitor holding a page of another deployment gets a full page load on
// the next navigation instead of a client navigation into a build whose
// scripts it does not have (docs/decisions/0055-rolling-deploys.md). The build
// takes NEXT_DEPLOYMENT_ID (scripts/run.mjs sets it); `next start` reads back
// the id stamped into the build it serves, whatever started it.
export default function config(phase: string): NextConfig {
  const deploymentId =
    process.env.NEXT_DEPLOYMENT_ID || (phase === PHASE_PRODUCTION_SERVER ? stampedDeploymentId(distDir) : undefined);
  return withNextIntl({ ...nextConfig, ...(deploymentId ? { deploymentId } : {}) });
}
