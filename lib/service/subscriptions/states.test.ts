import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionResponse, subscriptionStateListResponse } from '@/lib/commerce/schemas/subscriptions';
import { firstError, type TestService } from '../testing/harness';
import { DEMO_SUBSCRIPTIONS } from '../demo/subscription-ids';
import { allTokens, resetDemoSubscriptions, startSeededService, type Tokens } from './test-support';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startSeededService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());
beforeEach(() => resetDemoSubscriptions(svc));

const DAY_MS = 86_400_000;
const statesPath = (id: string) => `/v2/subscriptions/subscriptions/${id}/states`;
const act = (id: string, action: string, token = tokens.admin) =>
  svc.request(statesPath(id), {
    method: 'POST',
    token,
    json: { data: { type: 'subscription_state', attributes: { action } } },
  });
const get = async (id: string) =>
  subscriptionResponse.parse(
    await (await svc.request(`/v2/subscriptions/subscriptions/${id}`, { token: tokens.admin })).json(),
  ).data;
const history = async (id: string) =>
  subscriptionStateListResponse.parse(
    await (await svc.request(statesPath(id), { token: tokens.admin })).json(),
  ).data;

/** A state change answers 204 without a body, as the vendor documents it; the new state is the history's last. */
async function expectCreated(response: Response, id?: string) {
  expect(response.status).toBe(204);
  expect(await response.text()).toBe('');
  const subscriptionId = id ?? new URL(response.url).pathname.split('/').at(-2)!;
  return (await history(subscriptionId)).at(-1)!;
}

/** A refused action answers 422 with the reason, and the subscription and its history stay as they were. */
async function expectRefused(id: string, action: string, reason: RegExp | string, token = tokens.admin) {
  const [before, statesBefore] = await Promise.all([get(id), history(id)]);
  const response = await act(id, action, token);
  expect(response.status).toBe(422);
  const error = await firstError(response);
  expect(error.status).toBe('422');
  if (typeof reason === 'string') expect(error.detail).toBe(reason);
  else expect(error.detail).toMatch(reason);
  expect(await get(id)).toEqual(before);
  expect(await history(id)).toEqual(statesBefore);
}

describe('pause, resume and cancel (DESIGN.md §3)', () => {
  it('pauses an active subscription: inactive, paused_at set, its next bill held', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const before = await get(id);
    const heldBill = before.state!.meta.invoice_after;
    const state = await expectCreated(await act(id, 'pause', tokens.ada));
    expect(state).toMatchObject({
      type: 'subscription_state',
      attributes: { action: 'pause' },
      meta: { paused: true, canceled: false, closed: false, suspended: false, invoice_after: heldBill },
    });
    const after = await get(id);
    expect(after.attributes.status).toBe('inactive');
    expect(after.attributes.paused_at).toBe(state.meta.created_at);
    expect(after.state).toEqual(state);
    expect(Date.parse(after.attributes.meta!.timestamps.updated_at)).toBeGreaterThan(
      Date.parse(before.attributes.meta!.timestamps.updated_at),
    );
  });

  it('resumes a paused subscription: active again, resumed_at set, bills moved on by the time paused', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaTeaPaused;
    const before = await get(id);
    const pausedFor = Date.now() - Date.parse(before.attributes.paused_at!);
    const state = await expectCreated(await act(id, 'resume', tokens.ada));
    expect(state.meta).toMatchObject({ paused: false, canceled: false });
    const after = await get(id);
    expect(after.attributes.status).toBe('active');
    expect(after.attributes.resumed_at).toBe(state.meta.created_at);
    expect(after.attributes.paused_at).toBe(before.attributes.paused_at);
    // Paused for ten days: the bill that was held is now ten days later.
    const shift = Date.parse(state.meta.invoice_after) - Date.parse(before.state!.meta.invoice_after);
    expect(Math.abs(shift - pausedFor)).toBeLessThan(5_000);
  });

  it('cancels: final, inactive, with canceled_at and end_date', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const state = await expectCreated(await act(id, 'cancel', tokens.ada));
    expect(state.meta).toMatchObject({ canceled: true, paused: false, invoice_after: state.meta.created_at });
    const after = await get(id);
    expect(after.attributes).toMatchObject({
      status: 'inactive',
      canceled_at: state.meta.created_at,
      end_date: state.meta.created_at,
    });
  });

  it('cancels a paused subscription, which stays paused and can never resume', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaTeaPaused;
    const state = await expectCreated(await act(id, 'cancel'));
    expect(state.meta).toMatchObject({ canceled: true, paused: true });
    await expectRefused(
      id,
      'resume',
      'The subscription is canceled, and canceling is final: it cannot resume',
    );
  });

  it('pauses a trial, holding the first bill at the end of the trial', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaTeaTrial;
    const started = Date.parse((await get(id)).attributes.meta!.timestamps.created_at);
    const state = await expectCreated(await act(id, 'pause'));
    expect(Date.parse(state.meta.invoice_after)).toBe(started + 14 * DAY_MS);
  });

  it('refuses what the lifecycle does not allow, with the reason, changing nothing', async () => {
    await expectRefused(DEMO_SUBSCRIPTIONS.adaTeaPaused, 'pause', 'The subscription is already paused');
    await expectRefused(
      DEMO_SUBSCRIPTIONS.adaCoffeeActive,
      'resume',
      'The subscription is not paused, so there is nothing to resume',
    );
    await expectRefused(
      DEMO_SUBSCRIPTIONS.adaCoffeeCanceled,
      'cancel',
      'The subscription is already canceled',
    );
    await expectRefused(
      DEMO_SUBSCRIPTIONS.adaCoffeeCanceled,
      'pause',
      'The subscription is canceled, and canceling is final: it cannot pause',
    );
    await expectRefused(
      DEMO_SUBSCRIPTIONS.adaCoffeeCanceled,
      'resume',
      'The subscription is canceled, and canceling is final: it cannot resume',
    );
    await expectRefused(
      DEMO_SUBSCRIPTIONS.adaCoffeeAnnual,
      'cancel',
      'The plan "Annual prepaid" does not allow canceling',
    );
  });

  it("refuses to pause Grace's subscriptions: her plans forbid it", async () => {
    await expectRefused(
      DEMO_SUBSCRIPTIONS.graceStudioActive,
      'pause',
      'The plan "Monthly membership" does not allow pausing',
      tokens.grace,
    );
    await expectRefused(
      DEMO_SUBSCRIPTIONS.graceStudioTrial,
      'pause',
      'The plan "Monthly membership" does not allow pausing',
      tokens.grace,
    );
    await expectRefused(
      DEMO_SUBSCRIPTIONS.graceStudioInstalments,
      'pause',
      'The plan "Annual membership in 12 instalments" does not allow pausing',
      tokens.grace,
    );
    await expectRefused(
      DEMO_SUBSCRIPTIONS.graceStudioInstalments,
      'cancel',
      'The plan "Annual membership in 12 instalments" does not allow canceling',
      tokens.grace,
    );
  });

  it('lets Grace cancel, and then refuses to resume', async () => {
    const id = DEMO_SUBSCRIPTIONS.graceStudioActive;
    await expectCreated(await act(id, 'cancel', tokens.grace));
    await expectRefused(
      id,
      'resume',
      'The subscription is canceled, and canceling is final: it cannot resume',
      tokens.grace,
    );
    await expectRefused(id, 'cancel', 'The subscription is already canceled', tokens.grace);
  });

  it('keeps the history oldest first, each state as it was recorded', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const seeded = await history(id);
    expect(seeded.map((state) => state.attributes.action)).toEqual(['pause', 'resume']);
    const pause = await expectCreated(await act(id, 'pause'));
    const resume = await expectCreated(await act(id, 'resume'));
    const cancel = await expectCreated(await act(id, 'cancel'));
    const states = await history(id);
    expect(states).toEqual([...seeded, pause, resume, cancel]);
    expect(states.map((state) => state.meta.paused)).toEqual([true, false, true, false, false]);
    expect(new Set(states.map((state) => state.id)).size).toBe(5);
  });

  it('refuses a body that breaks the schema with 400 naming the field', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const cases: [unknown, string][] = [
      [{ data: { type: 'subscription_state', attributes: { action: 'suspend' } } }, 'data.attributes.action'],
      [{ data: { type: 'subscription_state', attributes: {} } }, 'data.attributes.action'],
      [{ data: { type: 'state', attributes: { action: 'pause' } } }, 'data.type'],
      [{ data: { type: 'subscription_state' } }, 'data.attributes'],
      [{ action: 'pause' }, 'data'],
    ];
    for (const [json, field] of cases) {
      const response = await svc.request(statesPath(id), { method: 'POST', token: tokens.ada, json });
      expect(response.status, field).toBe(400);
      const error = await firstError(response);
      expect(error.meta?.field).toBe(field);
      expect(error.detail).toContain(field);
    }
    expect(await history(id)).toHaveLength(2);
  });
});

describe('concurrent state changes on one subscription', () => {
  it('two parallel pauses: exactly one 204, the other 422', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const responses = await Promise.all([act(id, 'pause', tokens.ada), act(id, 'pause', tokens.ada)]);
    expect(responses.map((response) => response.status).sort()).toEqual([204, 422]);
    const refused = responses.find((response) => response.status === 422)!;
    expect((await firstError(refused)).detail).toBe('The subscription is already paused');
    const states = await history(id);
    expect(states.map((state) => state.attributes.action)).toEqual(['pause', 'resume', 'pause']);
  });

  it('many parallel actions apply one at a time, never two pauses or two cancels', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const actions = ['pause', 'cancel', 'pause', 'resume', 'cancel', 'pause', 'resume', 'cancel'];
    const responses = await Promise.all(actions.map((action) => act(id, action)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 204 || status === 422)).toBe(true);
    const applied = (await history(id)).slice(2).map((state) => state.attributes.action);
    expect(applied).toHaveLength(statuses.filter((status) => status === 204).length);
    expect(applied.filter((action) => action === 'cancel')).toHaveLength(1);
    expect(applied.at(-1)).toBe('cancel');
    // Replaying the applied actions in order is a valid lifecycle: pause and resume alternate.
    let paused = false;
    for (const action of applied) {
      if (action === 'pause') expect(paused).toBe(false);
      if (action === 'resume') expect(paused).toBe(true);
      if (action !== 'cancel') paused = action === 'pause';
    }
    expect((await get(id)).attributes.status).toBe('inactive');
  });
});
