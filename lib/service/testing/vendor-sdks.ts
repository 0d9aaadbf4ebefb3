import { gateway, MemoryStorageFactory } from '@elasticpath/js-sdk';
import { createClient, postV2AccountMembersTokens, type Client } from '@epcc-sdk/sdks-shopper';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../demo/ids';
import { startTestService, type TestService } from './harness';

/**
 * The vendor's SDKs, unmodified, pointed at a started service over HTTP (README "Using the
 * vendor's SDKs"). The service runs with every demo seeder, so catalog, accounts and
 * subscriptions are there; CORS is open to one origin so that its tests can check the headers.
 */
export const SDK_ORIGIN = 'http://shop.example.test';

/** Ada's address as the shopper SDK types a checkout's (its `county` required). */
export const ADA_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '12 St James Square',
  city: 'London',
  county: 'Greater London',
  postcode: 'SW1Y 4JH',
  country: 'GB',
};

export const startSdkService = (): Promise<TestService> =>
  startTestService({ seedDemoData: true, corsOrigins: [SDK_ORIGIN] });

type GatewayOptions = Omit<Parameters<typeof gateway>[0], 'host' | 'client_id'>;

/**
 * The gateway as its README configures it: `host` without the protocol, `protocol: 'http'` (an
 * option the gateway reads but its type declarations leave out, hence the separate object).
 */
export function sdkGateway(svc: TestService, options: GatewayOptions = {}) {
  const config = {
    client_id: svc.config.clientId,
    host: svc.baseUrl.replace(/^http:\/\//, ''),
    protocol: 'http',
    // In-memory credentials: the default keeps them in a directory of the working copy.
    storage: new MemoryStorageFactory(),
    ...options,
  };
  return gateway(config);
}

export const adminGateway = (svc: TestService) => sdkGateway(svc, { client_secret: svc.config.clientSecret });

/** The generated shopper client on `{base_url}`, with a bearer token of the given kind. */
export function shopperClient(svc: TestService, token: string, headers: Record<string, string> = {}): Client {
  return createClient({ baseUrl: svc.baseUrl, auth: token, headers });
}

let counter = 0;
/** A cart id as the gateway makes one: random, never used before. */
export const randomCartId = () => `sdk-${process.pid}-${Date.now().toString(36)}-${(counter += 1)}`;

/** The vendor's header for an account member's token, sent beside an implicit bearer token. */
export const ACCOUNT_HEADER = 'EP-Account-Management-Authentication-Token';

/** Signs a demo member in as the SDK does (password, implicit token): their token and member id. */
export async function sdkSignIn(svc: TestService, implicit: string, email: string) {
  const { data, response } = await postV2AccountMembersTokens({
    client: shopperClient(svc, implicit),
    body: {
      data: {
        type: 'account_management_authentication_token',
        authentication_mechanism: 'password',
        username: email,
        password: DEMO_PASSWORD,
        // Required by the vendor's types; the service has one password profile and ignores it.
        password_profile_id: 'default',
      },
    },
  });
  expect(response.status).toBe(201);
  const memberId = (data!.meta as { account_member_id: string }).account_member_id;
  return { token: data!.data![0]!.token!, memberId };
}
