import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { allow } from '../auth/middleware';
import { defineRoute, json } from './route';
import { createRouter, errorResponses } from './router';

const access = allow('admin');
const params = z.object({ id: z.string() });
const body = z.object({ name: z.string() });
const thing = z.object({ id: z.string(), name: z.string() });

describe('defineRoute', () => {
  it('builds the route createRoute builds when every part is spelled out', () => {
    const spelledOut = createRoute({
      method: 'put',
      path: '/things/{id}',
      tags: ['Things'],
      summary: 'Rename a thing',
      middleware: [access],
      request: { params, body: { required: true, content: { 'application/json': { schema: body } } } },
      responses: {
        200: { description: 'The thing', content: { 'application/json': { schema: thing } } },
        ...errorResponses,
        404: { description: 'No such thing' },
      },
    });
    const defined = defineRoute({
      method: 'put',
      path: '/things/{id}',
      tags: ['Things'],
      summary: 'Rename a thing',
      access,
      request: { params, body },
      responses: { 200: json(thing, 'The thing'), 404: { description: 'No such thing' } },
    });
    expect(defined).toEqual(spelledOut);
    expect(defined.getRoutingPath()).toBe('/things/:id');
  });

  it('leaves out the shared errors and an empty request when asked', () => {
    const route = defineRoute({
      method: 'get',
      path: '/open',
      summary: 'Open',
      errorResponses: false,
      responses: { 200: { description: 'Yes' } },
    });
    expect(route).not.toHaveProperty('request');
    expect(route).not.toHaveProperty('middleware');
    expect(Object.keys(route.responses)).toEqual(['200']);
  });

  it('keeps the handler typed by the parts it was given', () => {
    const route = defineRoute({
      method: 'put',
      path: '/things/{id}',
      summary: 'Rename a thing',
      access,
      request: { params, body },
      // Without the shared errors (answers without a body), hono checks every answer's status.
      errorResponses: false,
      responses: { 200: json(thing, 'The thing') },
    });
    createRouter().openapi(route, (c) => {
      expectTypeOf(c.req.valid('param')).toEqualTypeOf<{ id: string }>();
      expectTypeOf(c.req.valid('json')).toEqualTypeOf<{ name: string }>();
      // @ts-expect-error: the route declares no query
      c.req.valid('query');
      return c.json({ id: c.req.valid('param').id, name: c.req.valid('json').name }, 200);
    });
    // @ts-expect-error: the route declares no 201 answer
    createRouter().openapi(route, (c) => c.json({ id: '', name: '' }, 201));
  });
});
