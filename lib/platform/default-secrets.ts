/** A secret with a development default that a shop open to the public must replace. */
export interface SecretSetting {
  variable: string;
  developmentDefault: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether this is a production start that strangers can reach: a production build whose public
 * origin is not this machine, or one that says so itself (`REQUIRE_OWN_SECRETS=true`). `npm start`
 * on a laptop (no public origin, or localhost) is not.
 */
export function isPublicProduction(env: Record<string, string | undefined>): boolean {
  if (env.NODE_ENV !== 'production') return false;
  if (env.REQUIRE_OWN_SECRETS === 'true') return true;
  if (!env.PUBLIC_ORIGIN) return false;
  try {
    return !LOCAL_HOSTS.has(new URL(env.PUBLIC_ORIGIN).hostname);
  } catch {
    return true;
  }
}

/** The settings still at (or without) their development default. */
export function secretsLeftAtDefault(
  env: Record<string, string | undefined>,
  settings: SecretSetting[],
): SecretSetting[] {
  return settings.filter(({ variable, developmentDefault }) => {
    const value = env[variable];
    return !value || value === developmentDefault;
  });
}

/** What to tell whoever starts a public shop with development secrets. */
export function defaultSecretsMessage(left: SecretSetting[]): string {
  return [
    `Refusing to start: this is a public production start, but ${left.map((setting) => setting.variable).join(', ')} ${left.length === 1 ? 'is' : 'are'} still the development default from the README, which anyone can read.`,
    'Set each to a secret of your own, for example:',
    ...left.map(({ variable }) => `  ${variable}=$(openssl rand -base64 32)`),
    '(A start on this machine only — no PUBLIC_ORIGIN, or a localhost one — keeps the defaults.)',
  ].join('\n');
}
