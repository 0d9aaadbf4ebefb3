import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServiceProcess, type ServiceProcess } from '@/scripts/standalone/service-process';

/**
 * The standalone service on a data directory takes writes under load, is killed with SIGKILL (no
 * shutdown, no flush), and is started again: every write it answered with 2xx must be there.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-crash-'));
const services: ServiceProcess[] = [];
afterAll(async () => {
  for (const service of services) await service.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startService(): Promise<ServiceProcess & { base: string }> {
  const service = await startServiceProcess({ dataDir, env: { COMMERCE_SEED: 'off' } });
  services.push(service);
  return { ...service, base: `${service.origin}/commerce` };
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'storefront-demo',
      client_secret: 'storefront-demo-secret',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const json = (token: string, body: unknown, method = 'POST') => ({
  method,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('crash recovery', () => {
  it('keeps every write answered 2xx across a SIGKILL', async () => {
    const { child: first, base } = await startService();
    const token = await adminToken(base);

    const api = await fetch(
      `${base}/v2/settings/extensions/custom-apis`,
      json(token, {
        data: { type: 'custom_api', name: 'Crash log', slug: 'crash_log', api_type: 'crash_log_ext' },
      }),
    );
    expect(api.status).toBe(201);
    const apiId = ((await api.json()) as { data: { id: string } }).data.id;
    const field = await fetch(
      `${base}/v2/settings/extensions/custom-apis/${apiId}/fields`,
      json(token, { data: { type: 'custom_field', name: 'N', slug: 'n', field_type: 'integer' } }),
    );
    expect(field.status).toBe(201);

    // Eight writers create entries until the process dies under them.
    const acknowledged = new Map<string, number>();
    const refused = new Map<string, number>();
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const n = next++;
        try {
          const response = await fetch(
            `${base}/v2/extensions/crash_log`,
            json(token, { data: { type: 'crash_log_ext', n } }),
          );
          if (response.status === 201)
            acknowledged.set(((await response.json()) as { data: { id: string } }).data.id, n);
          else refused.set(String(response.status), (refused.get(String(response.status)) ?? 0) + 1);
        } catch (error) {
          // the connection died with the process: this write was never acknowledged
          if (!killed) refused.set(String(error), (refused.get(String(error)) ?? 0) + 1);
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill once enough writes are acknowledged (bounded, so a stuck service fails with its reasons).
    const deadline = Date.now() + 90_000;
    while (acknowledged.size < 150 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await exited;
    expect(
      acknowledged.size,
      `acknowledged writes; refusals: ${JSON.stringify(Object.fromEntries(refused))}`,
    ).toBeGreaterThanOrEqual(150);

    const restarted = await startService();
    const freshToken = await adminToken(restarted.base);
    const missing: string[] = [];
    for (const [id, n] of acknowledged) {
      const response = await fetch(`${restarted.base}/v2/extensions/crash_log/${id}`, {
        headers: { Authorization: `Bearer ${freshToken}` },
      }).catch((error: unknown) => {
        throw new Error(`reading ${id} failed (${String(error)}); the service said:\n${restarted.output()}`);
      });
      if (response.status !== 200) missing.push(`${id} (n=${n}): ${response.status}`);
      else expect(((await response.json()) as { data: { n: number } }).data.n).toBe(n);
    }
    expect(missing).toEqual([]);
  }, 180_000);
});
