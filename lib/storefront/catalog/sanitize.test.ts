import { describe, expect, it } from 'vitest';
import { plainText, sanitizeDescription } from './sanitize';

describe('sanitizeDescription', () => {
  it('keeps simple formatting', () => {
    expect(sanitizeDescription('<p>Warm <strong>and</strong> dry</p>')).toBe(
      '<p>Warm <strong>and</strong> dry</p>',
    );
  });

  it('removes anything that could run script', () => {
    const dirty =
      '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">x</a><iframe src="//evil"></iframe><svg onload=alert(5)>';
    const clean = sanitizeDescription(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|<img|<svg/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('makes links safe to follow', () => {
    expect(sanitizeDescription('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">site</a>',
    );
  });
});

describe('plainText', () => {
  it('strips tags and shortens', () => {
    expect(plainText('<p>Warm <b>and</b>\n dry</p>')).toBe('Warm and dry');
    expect(plainText('x'.repeat(400), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
