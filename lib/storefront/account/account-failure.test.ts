import { describe, expect, it } from 'vitest';
import { classifyAccountFailure } from './account-failure';

const http = (status: number) => ({ kind: 'http' as const, status, title: 'x', errors: [] });

describe('classifyAccountFailure', () => {
  it('treats a service that does not answer, or answers with its own fault, as unavailable', () => {
    expect(classifyAccountFailure({ kind: 'network', title: 'unreachable', errors: [] })).toBe('unavailable');
    expect(classifyAccountFailure({ kind: 'validation', status: 200, title: 'bad answer', errors: [] })).toBe(
      'unavailable',
    );
    expect(classifyAccountFailure(http(500))).toBe('unavailable');
    expect(classifyAccountFailure(http(503))).toBe('unavailable');
  });

  it('treats a refused token as an ended session', () => {
    expect(classifyAccountFailure(http(401))).toBe('expired');
  });

  it('treats an unknown, foreign or malformed subscription id as not found', () => {
    expect(classifyAccountFailure(http(404))).toBe('not-found');
    expect(classifyAccountFailure(http(400))).toBe('not-found');
  });

  it('passes other refusals on', () => {
    expect(classifyAccountFailure(http(422))).toBe('refused');
    expect(classifyAccountFailure(http(403))).toBe('refused');
  });
});
