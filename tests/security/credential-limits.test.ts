import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '@/lib/platform/client-address';
import { CREDENTIAL_LIMITS } from '@/lib/service/limits';
import { accountsSeeder } from '@/lib/service/demo/accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/service/demo/ids';
import { signInRequest } from '@/lib/service/testing/subscriptions';
import { firstError, startTestService, type TestService } from '@/lib/service/testing/harness';

/**
 * Issue 12 points 1 and 4: the service itself limits failed credentials per username (or client id)
 * and per client address, and a client cannot pick its own address with X-Forwarded-For unless the
 * peer is a configured proxy.
 */
async function startAccounts(trustedProxies?: string): Promise<TestService> {
  const svc = await startTestService({ trustedProxies: parseTrustedProxies(trustedProxies) });
  await accountsSeeder.run(svc.service.storage);
  return svc;
}

const signIn = (svc: TestService, username: string, password: string, headers: Record<string, string> = {}) =>
  svc.request('/v2/account-members/tokens', {
    method: 'POST',
    json: signInRequest(username, password),
    headers,
  });

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(CREDENTIAL_LIMITS.windowSeconds);
  const error = await firstError(response);
  expect(error).toMatchObject({ status: '429', title: 'Too Many Requests' });
  expect(error.detail).toMatch(/try again in \d+ seconds/);
}

describe('account password guessing', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startAccounts();
  });
  afterAll(() => svc?.close());

  it('locks a username after its failures, even for the right password, and other users stay open', async () => {
    const ada = DEMO_ACCOUNTS.ada.email;
    for (let i = 0; i < CREDENTIAL_LIMITS.subjectFailures; i++)
      expect((await signIn(svc, ada, `wrong-${i}`)).status).toBe(401);
    await expectLimited(await signIn(svc, ada, DEMO_PASSWORD));
    // The same username in another spelling is the same account.
    await expectLimited(await signIn(svc, ` ${ada.toUpperCase()}`, DEMO_PASSWORD));
    expect((await signIn(svc, DEMO_ACCOUNTS.grace.email, DEMO_PASSWORD)).status).toBe(201);
  });

  it('counts a parallel burst before any answer, so the burst cannot pass one check together', async () => {
    const grace = DEMO_ACCOUNTS.grace.email;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(svc, grace, `burst-${i}`).then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(CREDENTIAL_LIMITS.subjectFailures);
    expect(answers.filter((status) => status === 429)).toHaveLength(12 - CREDENTIAL_LIMITS.subjectFailures);
  });
});

describe('a success', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startAccounts();
  });
  afterAll(() => svc?.close());

  it("clears the username's failures", async () => {
    const ada = DEMO_ACCOUNTS.ada.email;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < CREDENTIAL_LIMITS.subjectFailures - 1; i++)
        expect((await signIn(svc, ada, 'wrong')).status).toBe(401);
      expect((await signIn(svc, ada, DEMO_PASSWORD)).status).toBe(201);
    }
  });
});

describe('guessing across usernames from one address', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startAccounts();
  });
  afterAll(() => svc?.close());

  it('is limited per address, whatever X-Forwarded-For the client sends', async () => {
    for (let i = 0; i < CREDENTIAL_LIMITS.addressFailures; i++) {
      const response = await signIn(svc, `nobody-${i}@example.com`, 'wrong', {
        'X-Forwarded-For': `198.51.100.${i}`,
      });
      expect(response.status).toBe(401);
    }
    await expectLimited(
      await signIn(svc, DEMO_ACCOUNTS.grace.email, DEMO_PASSWORD, { 'X-Forwarded-For': '198.51.100.200' }),
    );
  });
});

describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startAccounts('127.0.0.1');
  });
  afterAll(() => svc?.close());

  it('limits the right-most forwarded hop, not the hops the client wrote before it', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < CREDENTIAL_LIMITS.addressFailures; i++) {
      // The client rotates the hop it writes itself; the proxy appends the address it saw.
      const response = await signIn(svc, `nobody-${i}@example.com`, 'wrong', {
        'X-Forwarded-For': `192.0.2.${i}, ${attacker}`,
      });
      expect(response.status).toBe(401);
    }
    await expectLimited(
      await signIn(svc, DEMO_ACCOUNTS.ada.email, DEMO_PASSWORD, { 'X-Forwarded-For': attacker }),
    );
    // Another client behind the same proxy is not locked out by the attacker's failures.
    const other = await signIn(svc, DEMO_ACCOUNTS.ada.email, DEMO_PASSWORD, {
      'X-Forwarded-For': `${attacker}, 203.0.113.8`,
    });
    expect(other.status).toBe(201);
  });
});

describe('client secret guessing', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc?.close());

  const tokenRequest = (secret: string) =>
    svc.request('/oauth/access_token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: svc.config.clientId,
        client_secret: secret,
      }),
    });

  it('locks the client id after its failures, even for the right secret; implicit tokens still work', async () => {
    for (let i = 0; i < CREDENTIAL_LIMITS.subjectFailures; i++)
      expect((await tokenRequest(`guess-${i}`)).status).toBe(401);
    await expectLimited(await tokenRequest(svc.config.clientSecret));
    expect(await svc.token('implicit')).toBeTruthy();
  });
});
