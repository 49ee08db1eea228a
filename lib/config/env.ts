/**
 * The site's environment, read and checked in one place (shadcn's taxonomy
 * keeps an env.mjs for this): every variable the running site reads, its
 * default, and what a good value is. `.env.example` says what each one means.
 * A bad value is an Error naming the variable; instrumentation.ts checks them
 * all as the server starts, so `next start` stops before its first request,
 * and next.config.ts reads them too, so a build stops as it begins.
 *
 * Each variable is written out as `process.env.NAME`: Next replaces the
 * NEXT_PUBLIC_ ones with their build-time values there, and only written out
 * like that. No browser code reads the environment: pages pass the browser
 * what it needs as props, so the secrets here never reach a bundle.
 *
 * Not read here: Next's own variables (NODE_ENV, NEXT_RUNTIME, NEXT_PHASE);
 * the build's (NEXT_DIST_DIR, NEXT_OUTPUT, NEXT_DEPLOYMENT_ID), read by
 * next.config.ts and scripts/run.mjs; and the two plain-JavaScript modules
 * Next's cache handler loads with Node, before any TypeScript is compiled,
 * which read their own: ./back-office.mjs (SITE_API_URL, PANEL_API_URL) and
 * lib/server/redis-connection.mjs (REDIS_URL).
 */
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { DEFAULT_API_URL } from './back-office.mjs';

/** What `process.env` holds: every variable a string, or unset. */
export type RawEnv = Partial<Record<keyof z.input<typeof schema>, string | undefined>>;

// An empty variable (`SITE_API_URL=` in a .env file) counts as unset.
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(type: T) => z.preprocess(unsetIfEmpty, type.optional());
const orDefault = <T extends z.ZodType>(type: T, fallback: z.output<T>) =>
  z.preprocess(unsetIfEmpty, type.optional()).transform((value) => value ?? fallback);

const WHOLE_MS = 'must be whole milliseconds from 1 to 600000';
/** A period in milliseconds, one to ten minutes' worth at most. */
const wholeMs = (fallback: number) =>
  orDefault(
    z.coerce.number({ error: WHOLE_MS }).refine((ms) => Number.isInteger(ms) && ms >= 1 && ms <= 600_000, { error: WHOLE_MS }),
    fallback,
  );
const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** TRUSTED_PROXIES: comma-separated addresses or CIDRs (or proxy-addr's `loopback`, `uniquelocal`). */
export function proxyList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function proxyAddrAccepts(list: string[]): boolean {
  try {
    proxyaddr.compile(list);
    return true;
  } catch {
    return false;
  }
}

const schema = z.object({
  // The agency's back office: its two hosts, where media are, the credentials.
  SITE_API_URL: orDefault(httpUrl(), DEFAULT_API_URL),
  PANEL_API_URL: orDefault(httpUrl(), DEFAULT_API_URL),
  MEDIA_URL: optional(httpUrl()),
  SITE_API_KEY: orDefault(z.string(), 'dev-site-key'),
  PANEL_API_TOKEN: orDefault(z.string(), 'dev-panel-token'),
  API_SALT: orDefault(z.string(), 'dev-salt'),
  AGENCY_API_TIMEOUT_MS: wholeMs(8000),
  // How long the proxy trusts its last look at the home's slides (lib/proxy/slides-health.ts).
  HOME_HEALTH_TTL_MS: wholeMs(10_000),
  // The site itself.
  NEXT_PUBLIC_SITE_URL: orDefault(httpUrl(), 'http://localhost:3000').transform((url) => url.replace(/\/+$/, '')),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optional(z.string()),
  // A path on the site itself is allowed: it is then no third party (lib/rules/third-parties.ts).
  NEXT_PUBLIC_SOCIAL_FEED_URL: optional(
    z.union([httpUrl(), z.string().regex(/^\/(?!\/)/)], { error: 'must be an http(s) URL or a path on the site' }),
  ),
  REVALIDATE_SECRET: optional(z.string()),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform(proxyList)
    .refine(proxyAddrAccepts, { error: 'must be addresses or CIDRs, comma-separated' }),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(httpUrl()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(httpUrl()),
});

export type SiteEnv = z.output<typeof schema>;

/** Variables whose value an error never repeats: credentials, and Redis's URL, which may carry a password. */
const UNSHOWN = new Set<string>(['SITE_API_KEY', 'PANEL_API_TOKEN', 'API_SALT', 'REVALIDATE_SECRET', 'REDIS_URL']);

/**
 * Checks the variables and gives them with their defaults; throws
 * `Invalid environment: SITE_API_URL must be an http(s) URL (got "foo")`,
 * one clause per bad variable.
 */
export function parseEnv(source: RawEnv | NodeJS.ProcessEnv): SiteEnv {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = source[name as keyof RawEnv];
    return UNSHOWN.has(name) || value === undefined ? `${name} ${issue.message}` : `${name} ${issue.message} (got "${value}")`;
  });
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}

/** The variables as this process has them, each written out for Next (see above). */
function runtimeEnv(): RawEnv {
  return {
    SITE_API_URL: process.env.SITE_API_URL,
    PANEL_API_URL: process.env.PANEL_API_URL,
    MEDIA_URL: process.env.MEDIA_URL,
    SITE_API_KEY: process.env.SITE_API_KEY,
    PANEL_API_TOKEN: process.env.PANEL_API_TOKEN,
    API_SALT: process.env.API_SALT,
    AGENCY_API_TIMEOUT_MS: process.env.AGENCY_API_TIMEOUT_MS,
    HOME_HEALTH_TTL_MS: process.env.HOME_HEALTH_TTL_MS,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
    NEXT_PUBLIC_SOCIAL_FEED_URL: process.env.NEXT_PUBLIC_SOCIAL_FEED_URL,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    REDIS_URL: process.env.REDIS_URL,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
    OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
  };
}

let last: { raw: string; env: SiteEnv } | null = null;

/**
 * The environment, checked. Read at each call and parsed again only when a
 * variable changed: a test may set one between two calls (vi.stubEnv).
 */
export function env(): SiteEnv {
  const source = runtimeEnv();
  const raw = JSON.stringify(source);
  if (last?.raw !== raw) last = { raw, env: parseEnv(source) };
  return last.env;
}

/**
 * The environment as the server starts (instrumentation.ts), where a bad
 * value ends the process: Next logs a register() that throws and goes on
 * serving, every request a 500. `next dev` keeps its error overlay instead.
 * Here rather than there: Next also compiles instrumentation.ts for the Edge
 * runtime, which has no process.exit.
 */
export function envAtStart(): SiteEnv {
  try {
    return env();
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') throw error;
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
