import { sign, verify } from 'hono/jwt';
import type { Principal } from '../http/types';

interface TokenClaims {
  [key: string]: unknown;
  sub: string;
  kind: Principal['kind'];
  client_id: string;
  exp: number;
  iat: number;
  /** Account tokens: the member and their credentials generation (http/types.ts). */
  member?: string;
  gen?: number;
}

/** Bearer tokens are signed (HS256) with the database's own key, so any process on it can check them. */
export async function issueToken(principal: Principal, key: string, ttlSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    sub: principal.kind === 'account' ? principal.accountId : principal.clientId,
    kind: principal.kind,
    client_id: principal.clientId,
    iat: now,
    exp: now + ttlSeconds,
    ...(principal.kind === 'account' && principal.memberId
      ? { member: principal.memberId, gen: principal.generation ?? 0 }
      : {}),
  };
  return { token: await sign(claims, key, 'HS256'), expires: claims.exp };
}

/**
 * Tokens whose signature this process has checked, with their claims, newest use last. Checking an
 * HMAC is a share of every request's time (issue 28: the cart read) and the storefront sends the same
 * few tokens again and again; the answer depends on the token and the key alone, so it is kept per
 * pair. Expiry is still checked on every use, and anything else (an account's credentials generation)
 * is checked by the caller as before. Bounded: a flood of distinct tokens only evicts the oldest.
 */
const VERIFIED_LIMIT = 1000;
const verified = new Map<string, { key: string; claims: Partial<TokenClaims> }>();

async function verifiedClaims(token: string, key: string): Promise<Partial<TokenClaims>> {
  const known = verified.get(token);
  if (known?.key === key) {
    if (typeof known.claims.exp !== 'number' || known.claims.exp * 1000 <= Date.now()) {
      verified.delete(token);
      throw new Error('expired');
    }
    verified.delete(token);
    verified.set(token, known);
    return known.claims;
  }
  const claims = (await verify(token, key, 'HS256')) as Partial<TokenClaims>;
  // Only a token that expires is kept: its entry cannot outlive it.
  if (typeof claims.exp === 'number') {
    verified.set(token, { key, claims });
    if (verified.size > VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
  }
  return claims;
}

export async function verifyToken(token: string, key: string): Promise<Principal | null> {
  try {
    const claims = await verifiedClaims(token, key);
    if (typeof claims.client_id !== 'string' || typeof claims.sub !== 'string') return null;
    switch (claims.kind) {
      case 'implicit':
      case 'admin':
        return { kind: claims.kind, clientId: claims.client_id };
      case 'account':
        return {
          kind: 'account',
          clientId: claims.client_id,
          accountId: claims.sub,
          ...(typeof claims.member === 'string' && Number.isInteger(claims.gen)
            ? { memberId: claims.member, generation: claims.gen }
            : {}),
        };
      default:
        return null;
    }
  } catch {
    return null;
  }
}
