import { OpenAPIHono } from '@hono/zod-openapi';
import type { ServiceEnv } from './types';
import { validationHook } from './validation';

/** Every area builds its routes on one of these, so validation failures share one envelope. */
export function createRouter() {
  return new OpenAPIHono<ServiceEnv>({ defaultHook: validationHook });
}

export type Router = ReturnType<typeof createRouter>;

export const errorResponses = {
  400: { description: 'Malformed request or a value that breaks the schema (error envelope)' },
  401: { description: 'No valid bearer token (error envelope)' },
  403: { description: 'The token lacks the right (error envelope)' },
  404: { description: 'Unknown resource (error envelope)' },
} as const;
