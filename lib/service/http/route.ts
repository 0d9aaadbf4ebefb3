import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { errorResponses } from './router';
import type { ServiceEnv } from './types';

type Request = NonNullable<RouteConfig['request']>;
type RequestBody = NonNullable<Request['body']>;

/** A response whose body is the schema's JSON. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON body the caller may leave out: without one, the handler reads `{}`. */
export const optionalJsonBody = <S extends z.ZodType>(schema: S) => ({
  required: false,
  content: { 'application/json': { schema } },
});

/** The request body a zod schema stands for: required JSON the router validates. */
type BodyOf<B> = B extends z.ZodType ? { required: true; content: { 'application/json': { schema: B } } } : B;

type Responses = RouteConfig['responses'];

const requestBody = (body: z.ZodType | RequestBody): RequestBody =>
  'content' in body ? body : { required: true, content: { 'application/json': { schema: body } } };

/** The routes answer their shared errors unless they say otherwise (`errorResponses: false`). */
type WithErrors<R, E> = E extends false ? R : Omit<typeof errorResponses, keyof R> & R;

export interface RouteSpec<
  M extends RouteConfig['method'],
  P extends string,
  Params,
  Query,
  Headers,
  Body,
  R extends Responses,
  E extends boolean,
> {
  method: M;
  path: P;
  tags?: string[];
  summary: string;
  description?: string;
  /** `[]` for a public path (no token). */
  security?: RouteConfig['security'];
  /** Who may call (an `allow(...)` middleware); a route without one is open to every caller. */
  access?: MiddlewareHandler<ServiceEnv>;
  /** As `createRoute`'s, but a zod schema as `body` is a required JSON body. */
  request?: { params?: Params; query?: Query; headers?: Headers; body?: Body };
  /** Merged over the shared 400/401/403/404 error answers (router.ts). */
  responses: R;
  /** `false` for a route that documents its own errors only. */
  errorResponses?: E;
}

/**
 * One route of the service: `createRoute` with what every area repeats written once. The answer
 * is typed exactly as `createRoute` would type the spelled-out route, so `c.req.valid(...)` and
 * `c.json(..., status)` stay checked in the handler.
 */
export function defineRoute<
  M extends RouteConfig['method'],
  P extends string,
  Params extends Request['params'] = undefined,
  Query extends Request['query'] = undefined,
  Headers extends Request['headers'] = undefined,
  Body extends z.ZodType | RequestBody | undefined = undefined,
  R extends Responses = Responses,
  E extends boolean = true,
>(spec: RouteSpec<M, P, Params, Query, Headers, Body, R, E>) {
  const { access, request: parts = {}, responses, errorResponses: withErrors, ...operation } = spec;
  const { params, query, headers, body } = parts;
  const request = {
    ...(params && { params }),
    ...(query && { query }),
    ...(headers && { headers }),
    ...(body && { body: requestBody(body) }),
  };
  const route = createRoute({
    ...operation,
    ...(access && { middleware: [access] }),
    ...(Object.keys(request).length > 0 && { request }),
    responses: withErrors === false ? responses : { ...errorResponses, ...responses },
  });
  // The spreads above widen each part's type; the route is typed as its parts were given.
  return route as unknown as DefinedRoute<M, P, Params, Query, Headers, Body, R, E>;
}

type DefinedRoute<M, P, Params, Query, Headers, Body, R, E> = {
  method: M;
  path: P;
  tags?: string[];
  summary: string;
  description?: string;
  middleware: MiddlewareHandler<ServiceEnv>[];
  request: { params: Params; query: Query; headers: Headers; body: BodyOf<Body> };
  responses: WithErrors<R, E>;
  getRoutingPath(): string;
};
