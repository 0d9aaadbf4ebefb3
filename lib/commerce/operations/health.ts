import { z } from 'zod';
import type { CommerceClient } from '../client';

export const serviceHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  storage: z.string(),
  time: z.string(),
});
export type ServiceHealth = z.infer<typeof serviceHealth>;

/** Whether the commerce service and its storage answer. */
export function getServiceHealth(client: CommerceClient) {
  return client.request('/health', { schema: serviceHealth, tokens: null });
}
