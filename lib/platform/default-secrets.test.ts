import { describe, expect, it } from 'vitest';
import { defaultSecretsMessage, isPublicProduction, secretsLeftAtDefault } from './default-secrets';

const SETTINGS = [
  { variable: 'SESSION_SECRET', developmentDefault: 'dev-session' },
  { variable: 'MERCHANDISER_PASSWORD', developmentDefault: 'dev-password' },
];

describe('a public production start', () => {
  it('is a production build whose public origin is not this machine, or one that says so', () => {
    expect(isPublicProduction({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example' })).toBe(true);
    expect(isPublicProduction({ NODE_ENV: 'production', REQUIRE_OWN_SECRETS: 'true' })).toBe(true);
  });

  it('is not npm start on a laptop, nor a development server', () => {
    expect(isPublicProduction({ NODE_ENV: 'production' })).toBe(false);
    expect(isPublicProduction({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe(
      false,
    );
    expect(isPublicProduction({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1:3000' })).toBe(
      false,
    );
    expect(isPublicProduction({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'https://shop.example' })).toBe(
      false,
    );
  });

  it('names every secret left unset or at its default, and how to set it', () => {
    const left = secretsLeftAtDefault(
      { SESSION_SECRET: 'dev-session', MERCHANDISER_PASSWORD: 'own' },
      SETTINGS,
    );
    expect(left.map((setting) => setting.variable)).toEqual(['SESSION_SECRET']);
    expect(secretsLeftAtDefault({}, SETTINGS)).toHaveLength(2);
    const message = defaultSecretsMessage(secretsLeftAtDefault({}, SETTINGS));
    expect(message).toContain('SESSION_SECRET, MERCHANDISER_PASSWORD are still the development default');
    expect(message).toContain('MERCHANDISER_PASSWORD=$(openssl rand -base64 32)');
  });
});
