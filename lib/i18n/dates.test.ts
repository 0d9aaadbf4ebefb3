import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('formats a date in UTC and refuses nonsense', () => {
    expect(formatDate('2026-03-01T00:30:00Z', 'en-US')).toBe('Mar 1, 2026');
    expect(formatDate('not a date', 'en-US')).toBeNull();
    expect(formatDate(undefined, 'en-US')).toBeNull();
  });
});
