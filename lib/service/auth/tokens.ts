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

export async function verifyToken(token: string, key: string): Promise<Principal | null> {
  try {
    const claims = (await verify(token, key, 'HS256')) as Partial<TokenClaims>;
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
