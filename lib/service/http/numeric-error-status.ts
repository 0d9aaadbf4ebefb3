import type { MiddlewareHandler } from 'hono';

/**
 * The vendor's documents disagree on the type of an error's `status`: most say a string (as the
 * spec's §7 does), but `files.yaml` types it as an integer (`{"status": 404, …}`, as the vendor's
 * Files API answers). Paths whose vendor document says integer get this middleware, which rewrites
 * the `status` of every error the service answers there (its own, a refused token's, a refused query's).
 */
export const numericErrorStatus: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status < 400 || !/json/i.test(c.res.headers.get('content-type') ?? '')) return;
  const body: unknown = await c.res.clone().json();
  if (!body || typeof body !== 'object') return;
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors)) return;
  const numeric = errors.map((error: unknown) =>
    error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'string'
      ? { ...error, status: Number((error as { status: string }).status) }
      : error,
  );
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify({ ...body, errors: numeric }), { status: c.res.status, headers });
};
