import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@/lib/commerce/demo-client';
import { parseTrustedProxies, type TrustedProxies } from '@/lib/platform/client-address';

/** Development defaults, documented in the README; set the variables for anything shared. */
export const DEFAULT_DATA_DIR = '.data/commerce';

/** The service must not start as configured: the message says why and what to set. */
export class StartupRefused extends Error {
  override name = 'StartupRefused';
}

export interface ServiceConfig {
  clientId: string;
  clientSecret: string;
  /** Lifetime of implicit, client-credentials and account tokens (DESIGN.md §2). */
  tokenTtlSeconds: number;
  databaseUrl?: string;
  dataDir: string;
  /** Seed the demo data on first start. */
  seedDemoData: boolean;
  /** `REDIS_URL` is set: this is one of several instances, which cannot share an embedded database. */
  severalInstances?: boolean;
  /** Peers whose X-Forwarded-For is believed (`TRUSTED_PROXIES`, default none; README "Client addresses"). */
  trustedProxies: TrustedProxies;
  /** Origins whose pages may call the service (CORS); `COMMERCE_CORS_ORIGINS`, comma-separated, none by default. */
  corsOrigins: string[];
  /**
   * `PUBLIC_ORIGIN`: the origin clients reach the service at behind a proxy, for the links and file
   * URLs in answers to calls over the network (http/public-origin.ts). Unset: the request's own, or a
   * trusted proxy's X-Forwarded-Host.
   */
  publicOrigin?: string;
}

/**
 * The service's settings from the environment. A setting that cannot work (a `TRUSTED_PROXIES`
 * entry that is not an address or range) refuses the start, rather than leave every request
 * answering 503 while the log repeats why.
 */
export function readServiceConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  return {
    clientId: env.COMMERCE_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.COMMERCE_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    tokenTtlSeconds: 3600,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.COMMERCE_DATA_DIR || DEFAULT_DATA_DIR,
    seedDemoData: env.COMMERCE_SEED !== 'off',
    severalInstances: Boolean(env.REDIS_URL),
    trustedProxies: trustedProxiesSetting(env.TRUSTED_PROXIES),
    corsOrigins: (env.COMMERCE_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicOrigin: publicOriginSetting(env.PUBLIC_ORIGIN),
  };
}

function publicOriginSetting(setting: string | undefined): string | undefined {
  const value = setting?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new StartupRefused(
      `PUBLIC_ORIGIN: "${value}" is not an http(s) origin. Set it to the address clients reach this ` +
        'server at (e.g. https://shop.example.com), or leave it unset.',
    );
  return url.origin;
}

function trustedProxiesSetting(setting: string | undefined): TrustedProxies {
  try {
    return parseTrustedProxies(setting);
  } catch (error) {
    throw new StartupRefused(
      `${error instanceof Error ? error.message : String(error)}. Set TRUSTED_PROXIES to the addresses ` +
        'or CIDR ranges of your load balancers, comma-separated (e.g. 10.0.0.0/8,::1), or leave it unset.',
    );
  }
}
