/** Development defaults, documented in the README; set the variables for anything shared. */
export const DEFAULT_CLIENT_ID = 'storefront-demo';
export const DEFAULT_CLIENT_SECRET = 'storefront-demo-secret';
export const DEFAULT_DATA_DIR = '.data/commerce';

export interface ServiceConfig {
  clientId: string;
  clientSecret: string;
  /** Lifetime of implicit, client-credentials and account tokens (DESIGN.md §2). */
  tokenTtlSeconds: number;
  databaseUrl?: string;
  dataDir: string;
  /** Seed the demo data on first start. */
  seedDemoData: boolean;
  /** Origins whose pages may call the service (CORS); `COMMERCE_CORS_ORIGINS`, comma-separated, none by default. */
  corsOrigins: string[];
}

export function readServiceConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  return {
    clientId: env.COMMERCE_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.COMMERCE_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    tokenTtlSeconds: 3600,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.COMMERCE_DATA_DIR || DEFAULT_DATA_DIR,
    seedDemoData: env.COMMERCE_SEED !== 'off',
    corsOrigins: (env.COMMERCE_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
