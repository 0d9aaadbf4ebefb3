import { errorEnvelope } from '@/lib/commerce/schemas/common';

/**
 * The browser's side of the account route handlers (app/api/account/**). Failures become an
 * `AccountRequestError` with the handler's status and words, so React Query can roll back and the
 * form can show why; a 401 tells the page to send the person to sign in again.
 */
export class AccountRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly meta: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AccountRequestError';
  }
}

const FALLBACK = 'The store could not be reached. Please check your connection and try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(
  path: string,
  init: { method?: Method; body?: unknown; signal?: AbortSignal },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AccountRequestError(0, FALLBACK);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = errorEnvelope.safeParse(body);
    const first = envelope.success ? envelope.data.errors[0] : undefined;
    throw new AccountRequestError(response.status, first?.detail ?? first?.title ?? FALLBACK, first?.meta);
  }
  return { status: response.status, body };
}

/** A call whose answer is `{data: T}`. */
export async function accountRequest<T>(
  path: string,
  init: { method?: Method; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const { body } = await send(path, init);
  // Our own handlers answer `{data}` with the type they declare: they build it on the server from
  // the service's answers, which were parsed with zod there.
  return (body as { data: T }).data;
}

/** A call that answers 204 with nothing to read (signing out). */
export async function accountCommand(
  path: string,
  init: { method?: Method; body?: unknown } = {},
): Promise<void> {
  await send(path, init);
}
