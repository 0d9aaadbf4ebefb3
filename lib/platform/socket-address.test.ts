import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { recordedSocketAddress, recordSocketAddresses, SOCKET_ADDRESS_HEADER } from './socket-address';

describe('recordSocketAddresses', () => {
  it("puts the socket's peer on every request, overwriting what the client sent under that name", async () => {
    recordSocketAddresses();
    // As Next does: the handler builds a web Request from the Node request's headers.
    const server = createServer((incoming, outgoing) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      outgoing.end(recordedSocketAddress(new Request('http://localhost/', { headers })) ?? 'none');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [SOCKET_ADDRESS_HEADER]: '203.0.113.9', 'X-Forwarded-For': '203.0.113.9' },
      });
      expect(await answer.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      server.close();
    }
  });
});
