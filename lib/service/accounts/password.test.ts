import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('account member passwords', () => {
  it('salts every hash, so one password never hashes the same twice', async () => {
    const [first, second] = await Promise.all([
      hashPassword('storefront-demo'),
      hashPassword('storefront-demo'),
    ]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('storefront-demo', first)).toBe(true);
    expect(await verifyPassword('storefront-demo', second)).toBe(true);
  });

  it('refuses a wrong password, a near miss and a malformed stored hash', async () => {
    const stored = await hashPassword('storefront-demo');
    expect(await verifyPassword('storefront-demo ', stored)).toBe(false);
    expect(await verifyPassword('Storefront-demo', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('storefront-demo', 'plain-text')).toBe(false);
    expect(await verifyPassword('storefront-demo', stored.replace(/\$[\w-]+$/, '$AAAA'))).toBe(false);
    expect(await verifyPassword('storefront-demo', stored.replace('$16384$', '$0$'))).toBe(false);
  });
});
