import { accountsSeeder } from '../demo/accounts';
import { paymentsSeeder } from '../demo/cards';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/ids';
import { startTestService, type TestService } from './harness';
import { subscriptionsSeeder } from '../demo/subscriptions-seeder';

/** Shared by the subscription and account tests: the demo accounts, their subscriptions and saved cards. */
export async function startSeededService(): Promise<TestService> {
  const svc = await startTestService();
  await accountsSeeder.run(svc.service.storage);
  await subscriptionsSeeder.run(svc.service.storage);
  await paymentsSeeder.run(svc.service.storage);
  return svc;
}

/** Puts every demo subscription back as seeded (tests change them). */
export const resetDemoSubscriptions = (svc: TestService) => subscriptionsSeeder.run(svc.service.storage);

export function signInRequest(username: string, password: string) {
  return {
    data: {
      type: 'account_management_authentication_token',
      authentication_mechanism: 'password',
      username,
      password,
    },
  };
}

export async function accountToken(svc: TestService, who: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const response = await svc.request('/v2/account-members/tokens', {
    method: 'POST',
    json: signInRequest(DEMO_ACCOUNTS[who].email, DEMO_PASSWORD),
  });
  if (response.status !== 201) throw new Error(`sign-in of ${who} failed: ${response.status}`);
  const body = (await response.json()) as { data: { token: string }[] };
  return body.data[0]!.token;
}

export interface Tokens {
  implicit: string;
  admin: string;
  ada: string;
  grace: string;
}

export async function allTokens(svc: TestService): Promise<Tokens> {
  const [implicit, admin, ada, grace] = await Promise.all([
    svc.token('implicit'),
    svc.token('admin'),
    accountToken(svc, 'ada'),
    accountToken(svc, 'grace'),
  ]);
  return { implicit, admin, ada, grace };
}
