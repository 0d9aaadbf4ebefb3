import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { ServiceError } from '../http/errors';
import type { Principal, ServiceEnv } from '../http/types';
import { credentialsGeneration } from '../accounts/member-accounts';
import type { Database } from '../storage/database';
import { verifyToken } from './tokens';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="commerce"' };

/** A 401 with the challenge that names the scheme (RFC 6750). */
const unauthorized = (detail: string) => new ServiceError(401, detail, undefined, undefined, CHALLENGE);
const MISSING_TOKEN = 'An Authorization header with a bearer token is required';

/**
 * Every path but the public ones needs `Authorization: Bearer …` (DESIGN.md §2). The principal is
 * set for the route handlers; which kinds a route admits is its own `allow(...)`.
 */
export function authenticate(publicPaths: ReadonlySet<string>): MiddlewareHandler<ServiceEnv> {
  // An entry ending in `/*` opens everything below it (product files, served like a CDN).
  const publicPrefixes = [...publicPaths]
    .filter((path) => path.endsWith('/*'))
    .map((path) => path.slice(0, -1));
  const isPublic = (path: string) =>
    publicPaths.has(path) || publicPrefixes.some((prefix) => path.startsWith(prefix));
  return async (c, next) => {
    if (isPublic(c.req.path) || c.req.method === 'OPTIONS') return next();
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(MISSING_TOKEN);
    const principal = await verifyToken(match[1]!, c.var.deps.signingKey);
    if (!principal) throw unauthorized('The bearer token is invalid or has expired');
    const acting = await withAccountToken(
      c.req.header(ACCOUNT_TOKEN_HEADER),
      principal,
      c.var.deps.signingKey,
    );
    if (!(await stillValid(acting, c.var.deps.storage.db)))
      throw unauthorized('The bearer token is invalid or has expired');
    c.set('principal', acting);
    return next();
  };
}

/** The vendor's `EP-Account-Management-Authentication-Token`, read under its neutral name (vendor-headers.ts). */
const ACCOUNT_TOKEN_HEADER = 'vendor-account-management-authentication-token';

/**
 * DESIGN.md §2: the SDKs send an implicit bearer token and the account's token in its own header;
 * together they act as the account. The header must hold a valid account token (401 otherwise).
 */
async function withAccountToken(
  header: string | undefined,
  bearer: Principal,
  key: string,
): Promise<Principal> {
  const token = header?.trim();
  if (!token || bearer.kind !== 'implicit') return bearer;
  const account = await verifyToken(token, key);
  if (account?.kind !== 'account')
    throw new ServiceError(401, 'The account management authentication token is invalid or has expired');
  return account;
}

/**
 * An account token names the member it was issued to and their credentials generation: after a
 * password change (or when the member is gone) it no longer works, on every instance.
 */
async function stillValid(principal: Principal, db: Database): Promise<boolean> {
  if (principal.kind !== 'account' || principal.memberId === undefined) return true;
  return (await credentialsGeneration(db, principal.memberId)) === principal.generation;
}

const KIND_NAMES: Record<Principal['kind'], string> = {
  implicit: 'an implicit (shopper) token',
  account: 'an account member token',
  admin: 'a client-credentials (administrator) token',
};

/** Admits only the listed kinds of token; anything else is 403. */
export function allow(...kinds: Principal['kind'][]) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const principal = c.var.principal as Principal | undefined;
    // A public path (the sign-in's) can share its address with a route that needs a token
    // (`GET /v2/account-members/{id}` reads `tokens` as an id): without one it is a 401, not a crash.
    if (!principal) throw unauthorized(MISSING_TOKEN);
    if (!kinds.includes(principal.kind)) {
      const needed = kinds.map((kind) => KIND_NAMES[kind]).join(' or ');
      throw new ServiceError(403, `This operation needs ${needed}`);
    }
    return next();
  });
}

/** The store's back office: a client-credentials (administrator) token only. */
export const adminOnly = allow('admin');
/** An account's own routes: its member's token, or an administrator's. */
export const accountOrAdmin = allow('account', 'admin');
/** Whoever holds a token: a shopper's (implicit), an account member's or an administrator's. */
export const anyToken = allow('implicit', 'account', 'admin');
