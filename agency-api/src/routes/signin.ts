import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { sameSecret, type TokenKind } from '../auth';
import type { AppDeps } from '../context';
import { errorAnswer, invalidAnswer, tooLargeAnswer } from '../http';
import { issuesToErrors, readQuery } from '../validation';

const secret = z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).min(1, 'is required');

/** JSON per the contract; a form body is accepted too. null: the body is neither. */
async function readBody(c: Context): Promise<Record<string, unknown> | null> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  try {
    if (type.includes('application/json') || type === '') {
      const text = await c.req.text();
      if (text.trim() === '') return {};
      const json: unknown = JSON.parse(text);
      return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
    }
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      return Object.fromEntries((await c.req.formData()).entries());
    }
  } catch {
    return null;
  }
  return null;
}

export function signInRoutes(deps: AppDeps): Hono {
  const { config, tokens } = deps;
  const app = new Hono();
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: tooLargeAnswer });

  function signIn(kind: TokenKind, keyField: 'api_key' | 'api_token', expected: string) {
    const schema = z.object({ salt: secret, [keyField]: secret });
    return async (c: Context) => {
      const body = await readBody(c);
      const { errors } = readQuery(c, []);
      if (body === null) return invalidAnswer(c, { ...errors, body: ['must be a JSON object'] });
      const parsed = schema.safeParse(body);
      if (!parsed.success) return invalidAnswer(c, issuesToErrors(parsed.error.issues, errors));
      if (Object.keys(errors).length > 0) return invalidAnswer(c, errors);
      const salt = parsed.data.salt as string;
      const key = parsed.data[keyField] as string;
      // Both are compared, always, so that timing tells nothing about which one was wrong.
      const saltMatches = sameSecret(salt, config.salt);
      const keyMatches = sameSecret(key, expected);
      if (!saltMatches || !keyMatches) return errorAnswer(c, 401, 'Invalid credentials.');
      const { accessToken, expiresIn } = tokens.issue(kind);
      return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn });
    };
  }

  app.post('/api/signin', limit, signIn('site', 'api_key', config.siteApiKey));
  app.post('/api/login', limit, signIn('panel', 'api_token', config.panelApiToken));
  return app;
}
