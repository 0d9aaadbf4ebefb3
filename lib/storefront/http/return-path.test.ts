import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('a return path', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/account?tab=orders#latest')).toBe('/account?tab=orders#latest');
    expect(safeReturnPath('/products/123')).toBe('/products/123');
  });

  it.each([
    ['another host', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash the browser reads as a slash', '/\\evil.example/phish'],
    ['a tab the browser drops', '/\t/evil.example/phish'],
    ['a line feed the browser drops', '/\n/evil.example/phish'],
    ['a carriage return', '/\r/evil.example'],
    ['CR/LF meant to split a header', '/account\r\nSet-Cookie: a=b'],
    ['a dot segment that normalises to two slashes', '/.//evil.example'],
    ['a relative path', 'account'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['nothing', undefined],
    ['something too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});
