import { expect } from 'vitest';

/**
 * The cookies one browser would hold, sent to whichever instance a request goes to: what a
 * balancer in front of them sees when the browser uses one public address.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Another browser holding a copy of these cookies, as someone who copied them would. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** The Origin a browser sends with a request from the page it is on. */
export const sameOrigin = (origin: string) => ({ Origin: origin });

export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  expect(response.ok, `${response.status} ${response.url}: ${text.slice(0, 300)}`).toBe(true);
  return JSON.parse(text) as T;
}
