import { errorEnvelope, type ErrorObject } from '@/lib/commerce/schemas/common';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * The browser's one way to call the storefront's own route handlers (app/api/**), which hold the
 * cookies and the tokens. A refusal becomes a `RequestError` with the handler's status and error
 * objects, so React Query can roll back and the form can say why (and next to which field).
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly ErrorObject[] = [],
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** The first error's `meta` (a 412 names the version that won, a 429 how long to wait). */
  get meta(): Record<string, unknown> {
    return this.errors[0]?.meta ?? {};
  }
}

/** A service detail ("no promotion has the code X") as a sentence for the page. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The two sentences the browser writes itself (no answer, or one without words), in the page's
 * language: `<html lang>` is the market's (`fr-FR`), and this runs outside React's tree.
 */
function ownWords(key: 'unreachable' | 'trouble'): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return (lang.toLowerCase().startsWith('fr') ? fr : en).Errors[key];
}

export interface RequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** `sentence` writes the refusal's detail as a sentence (the cart shows the service's words). */
  words?: 'as-sent' | 'sentence';
}

/**
 * Sends `body` as JSON (a FormData as multipart: an upload) and answers the handler's JSON (undefined for 204). `T` is the shape the
 * handler declares: our handlers build it on the server from answers parsed with zod there.
 */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined &&
          !(init.body instanceof FormData) && { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined || init.body instanceof FormData ? init.body : JSON.stringify(init.body),
      signal: init.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RequestError(0, ownWords('unreachable'));
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = errorEnvelope.safeParse(body);
    const errors = envelope.success ? envelope.data.errors : [];
    const said = errors[0]?.detail ?? errors[0]?.title;
    const message =
      said === undefined ? ownWords('trouble') : init.words === 'sentence' ? asSentence(said) : said;
    throw new RequestError(response.status, message, errors);
  }
  return body as T;
}

/** A call whose answer is `{data: T}`, answering `T`. */
export const requestData = <T>(path: string, init: RequestInit = {}): Promise<T> =>
  request<{ data: T }>(path, init).then((answer) => answer.data);
