import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeSharedCache } from './cdn-purge';
import { freePort } from '@/scripts/standalone/server-process';

interface Received {
  method?: string;
  xkey?: string;
  body: unknown;
}

let hook: Server | undefined;

/** A purge hook that answers each request with the next status of `statuses` (the last repeats). */
async function startHook(statuses: number[]): Promise<Received[]> {
  const received: Received[] = [];
  hook = createServer(async (request: IncomingMessage, response) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    received.push({
      method: request.method,
      xkey: request.headers['xkey-purge'] as string | undefined,
      body: JSON.parse(text),
    });
    response.statusCode = statuses[Math.min(received.length, statuses.length) - 1]!;
    response.end();
  });
  await new Promise<void>((resolve) => hook!.listen(0, '127.0.0.1', resolve));
  process.env.CDN_PURGE_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge`;
  return received;
}

afterEach(async () => {
  delete process.env.CDN_PURGE_URL;
  await new Promise((resolve) => (hook ? hook.close(resolve) : resolve(undefined)));
  hook = undefined;
});

describe('the purge hook after a publish (CDN_PURGE_URL)', () => {
  it('is off when no hook is set', async () => {
    expect(await purgeSharedCache(['catalog'])).toEqual({ cdn: 'off' });
  });

  it('posts the tags in a JSON body and in xkey-purge', async () => {
    const received = await startHook([200]);
    expect(await purgeSharedCache(['catalog', 'catalog:product:p1'])).toEqual({ cdn: 'purged' });
    expect(received).toEqual([
      {
        method: 'POST',
        xkey: 'catalog catalog:product:p1',
        body: { tags: ['catalog', 'catalog:product:p1'] },
      },
    ]);
  });

  it('tries again after a refusal and succeeds', async () => {
    const received = await startHook([503, 502, 200]);
    expect(await purgeSharedCache(['catalog'])).toEqual({ cdn: 'purged' });
    expect(received).toHaveLength(3);
  });

  it('reports a hook that keeps refusing, after four attempts, without throwing', async () => {
    const received = await startHook([500]);
    expect(await purgeSharedCache(['catalog'])).toEqual({
      cdn: 'failed',
      reason: 'the purge hook answered 500',
    });
    expect(received).toHaveLength(4);
  });

  it('reports a hook that cannot be reached', async () => {
    process.env.CDN_PURGE_URL = `http://127.0.0.1:${await freePort()}/`;
    const purge = await purgeSharedCache(['catalog']);
    expect(purge).toMatchObject({ cdn: 'failed', reason: expect.stringMatching(/could not be reached/) });
  });
});
