/**
 * The headers every answer carries. The Content-Security-Policy allows only
 * what the site uses: its own origin, the agency's media host, the video
 * players (YouTube, Vimeo) loaded on demand, and Google Maps only when a key
 * is configured. Inline scripts stay allowed because statically rendered
 * pages carry Next's inline bootstrap (a nonce would make every page dynamic).
 */
export type SecurityOptions = {
  mediaOrigin: string | null;
  mapsEnabled: boolean;
  socialFeedOrigin?: string | null;
  dev?: boolean;
};

const maps = {
  script: ['https://maps.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  connect: ['https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const posters = ['https://i.ytimg.com', 'https://i.vimeocdn.com', 'https://vumbnail.com'];

export function contentSecurityPolicy(o: SecurityOptions): string {
  const extra = (list: string[]) => (o.mapsEnabled ? list : []);
  const media = o.mediaOrigin ? [o.mediaOrigin] : [];
  const feed = o.socialFeedOrigin ? [o.socialFeedOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(o.dev ? ["'unsafe-eval'"] : []), ...extra(maps.script), ...feed],
    'style-src': ["'self'", "'unsafe-inline'", ...extra(maps.style)],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...posters, ...extra(maps.img)],
    'media-src': ["'self'", ...media],
    'font-src': ["'self'", ...extra(maps.font)],
    'connect-src': ["'self'", ...extra(maps.connect), ...feed, ...(o.dev ? ['ws:'] : [])],
    'frame-src': [...players, ...feed],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`)
    .join('; ');
}

export function securityHeaders(o: SecurityOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(o) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
}

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
