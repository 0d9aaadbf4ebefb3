import { describe, expect, it } from 'vitest';
import { passesLuhn, REDACTED, scrubFields, scrubText } from './log-scrub';

describe('what a log line never carries', () => {
  it('hides bearer tokens, JSON Web Tokens and cookies quoted in text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJlLXBhcnQ';
    expect(scrubText(`Authorization: Bearer ${jwt}`)).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(scrubText(`token ${jwt} expired`)).toBe(`token ${REDACTED} expired`);
    expect(scrubText('Cookie: account_session=Fe26.2**abc; cart_id=42')).toBe(`Cookie: ${REDACTED}`);
  });

  it('hides secrets in links and form bodies, keeping the parameter names', () => {
    expect(scrubText('open https://shop.example/en-us/reset-password?token=s3cr3t-value&email=a@b.c')).toBe(
      `open https://shop.example/en-us/reset-password?token=${REDACTED}&email=a@b.c`,
    );
    expect(scrubText('grant_type=client_credentials&client_secret=storefront-demo-secret')).toBe(
      `grant_type=client_credentials&client_secret=${REDACTED}`,
    );
    expect(scrubText('username=ada&password=hunter2')).toBe(`username=ada&password=${REDACTED}`);
  });

  it('hides card numbers (they pass Luhn), written together, in groups or with dashes', () => {
    for (const card of ['4242424242424242', '4242 4242 4242 4242', '4000-0000-0000-0002']) {
      expect(scrubText(`paid with ${card} today`)).toBe(`paid with ${REDACTED} today`);
    }
    // A timestamp or an order number of that length that fails Luhn stays readable.
    expect(passesLuhn('1764172800123')).toBe(false);
    expect(scrubText('at 1764172800123')).toBe('at 1764172800123');
  });

  it('hides long random tokens, keeping ids and hashes that read as such', () => {
    const sealed = 'Fe26.2**0cf4b1d2e3a4**Qk9Xc2FsdGVkLXNlc3Npb24tdmFsdWUtMTIzNDU2';
    expect(scrubText(`cookie value ${sealed}`)).not.toContain('Qk9Xc2FsdGVk');
    const uuid = '6f1c2f0e-1d6b-4c5e-9a0b-3e2d1c0b9a87';
    expect(scrubText(`product ${uuid}`)).toBe(`product ${uuid}`);
    const sha = 'a'.repeat(20) + '0123456789abcdef0123';
    expect(scrubText(`commit ${sha}`)).toBe(`commit ${sha}`);
  });

  it('blanks secret fields at any depth and scrubs errors with their causes', () => {
    const fields = scrubFields({
      body: { username: 'ada@example.com', password: 'storefront-demo', card: { cvc: '123' } },
      headers: { Authorization: 'Bearer abc', 'set-cookie': ['a=b'], accept: 'text/html' },
      err: new Error('login failed for Bearer xyz', { cause: new Error('password=hunter2') }),
    }) as Record<string, Record<string, unknown>>;
    expect(fields.body).toEqual({ username: 'ada@example.com', password: REDACTED, card: { cvc: REDACTED } });
    expect(fields.headers).toEqual({ Authorization: REDACTED, 'set-cookie': REDACTED, accept: 'text/html' });
    expect(fields.err!.message).toBe(`login failed for Bearer ${REDACTED}`);
    expect((fields.err!.cause as { message: string }).message).toBe(`password=${REDACTED}`);
    expect(JSON.stringify(fields)).not.toMatch(/hunter2|storefront-demo"|xyz/);
  });
});
