import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { errorFields, levelOf, log, REQUEST_ID_HEADER, requestIdFrom } from '../../lib/server/observability/log';
import { requireToken } from './auth';
import type { AppDeps } from './context';
import { panelContentRoutes, siteContentRoutes } from './routes/content';
import { downloadRoutes } from './routes/download';
import { formRoutes } from './routes/forms';
import { mediaRoutes } from './routes/media';
import { signInRoutes } from './routes/signin';
import { talentRoutes } from './routes/talents';

/** Which host each path belongs to; a token of the other host gets 401. */
export const PANEL_PATHS = ['/api/social-media', '/api/contact/*', '/api/favorites/*', '/api/get-scouted/*', '/api/download/*'];
export const SITE_PATHS = ['/api/talents', '/api/talents/*', '/api/talent/*', '/api/slides/*', '/api/posts/*'];

/**
 * One JSON line per request, the site's format (lib/server/observability/log.ts): its id
 * (the caller's X-Request-Id when it looks like one), method, route, path
 * without the query, status and duration. The performance lab counts the
 * roster reads among them (tools/perf/load.ts).
 */
const requestIds = new WeakMap<Request, string>();

function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    // The error line (app.onError) carries the same id.
    requestIds.set(c.req.raw, requestId);
    await next();
    log(levelOf(c.res.status), {
      event: 'request',
      requestId,
      method: c.req.method,
      route: routePath(c, -1),
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}

/** Fault test hook: every answer waits this long. */
function delay(ms: number): MiddlewareHandler {
  return async (_c, next) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await next();
  };
}

/** A route's path (`/api/posts/:type/:lang`, `/storage/*`) as a pattern of the paths it matches. */
function routePattern(route: string): RegExp {
  const segments = route.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * 405 with an `Allow` header to a method a known path does not take (TRACE,
 * PUT…): 404 would say the path does not exist. It runs before the token
 * check, since the method is wrong whoever asks. The table is read from the
 * app's own routes on the first request, so it follows every route added.
 */
function methodNotAllowed(app: Hono): MiddlewareHandler {
  let table: { pattern: RegExp; methods: Set<string> }[] | null = null;
  return async (c, next) => {
    table ??= Object.entries(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .reduce<Record<string, Set<string>>>((byPath, route) => {
          (byPath[route.path] ??= new Set()).add(route.method.toUpperCase());
          return byPath;
        }, {}),
    ).map(([route, methods]) => ({ pattern: routePattern(route), methods }));
    const allowed = new Set(table.filter((entry) => entry.pattern.test(c.req.path)).flatMap((entry) => [...entry.methods]));
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size > 0 && !allowed.has(c.req.method.toUpperCase())) {
      c.header('Allow', [...allowed].join(', '));
      return c.json({ message: `Method not allowed: this path takes ${[...allowed].join(', ')}.` }, 405);
    }
    await next();
  };
}

export function createApp(deps: AppDeps): Hono {
  const { config, tokens } = deps;
  const app = new Hono();

  if (config.log) app.use('*', requestLog());
  if (config.delayMs > 0) app.use('*', delay(config.delayMs));
  app.use('*', methodNotAllowed(app));

  const panel = requireToken(tokens, 'panel');
  const site = requireToken(tokens, 'site');
  for (const pattern of PANEL_PATHS) app.use(pattern, panel);
  for (const pattern of SITE_PATHS) app.use(pattern, site);

  app.route('/', signInRoutes(deps));
  app.route('/', panelContentRoutes(deps));
  app.route('/', formRoutes(deps));
  app.route('/', downloadRoutes(deps));
  app.route('/', talentRoutes(deps));
  app.route('/', siteContentRoutes(deps));
  app.route('/', mediaRoutes(deps));

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ message: error.message || 'Error.' }, error.status);
    // One line, the stack inside it (log.ts's errorFields), as the site writes its failures.
    if (config.log)
      log('error', {
        event: 'error',
        requestId: requestIds.get(c.req.raw),
        method: c.req.method,
        path: c.req.path,
        ...errorFields(error),
      });
    return c.json({ message: 'Internal server error.' }, 500);
  });
  return app;
}
