import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db';
import { errorAnswer } from './http';

/** A SITE token opens the public-site paths only, a PANEL token the panel paths only. */
export type TokenKind = 'site' | 'panel';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Bearer tokens live in the database (only their hash), so a restart of the
 * API does not sign the site out.
 */
export class TokenStore {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(kind: TokenKind): { accessToken: string; expiresIn: number } {
    const accessToken = randomBytes(32).toString('base64url');
    const now = this.now();
    this.db.prepare('DELETE FROM access_tokens WHERE expires_at <= ?').run(now);
    this.db
      .prepare('INSERT INTO access_tokens (token_hash, kind, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .run(digest(accessToken).toString('hex'), kind, now + this.ttlSeconds * 1000, now);
    return { accessToken, expiresIn: this.ttlSeconds };
  }

  /** The kind of a live token, or null when it is unknown or expired. */
  kindOf(accessToken: string): TokenKind | null {
    const row = this.db
      .prepare('SELECT kind, expires_at FROM access_tokens WHERE token_hash = ?')
      .get(digest(accessToken).toString('hex')) as { kind: TokenKind; expires_at: number } | undefined;
    if (!row || row.expires_at <= this.now()) return null;
    return row.kind;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function requireToken(tokens: TokenStore, kind: TokenKind): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) return errorAnswer(c, 401, 'Unauthenticated: a bearer token is required.');
    const found = tokens.kindOf(token);
    if (found === null) return errorAnswer(c, 401, 'Unauthenticated: the token is unknown or expired.');
    if (found !== kind) return errorAnswer(c, 401, `Unauthenticated: this path needs a ${kind} token.`);
    await next();
  };
}
