import { eq, sql } from 'drizzle-orm';
import type { Seeder } from '.';
import { registerOfferingPicture } from './picture-files';
import { DEMO_OFFERING_SEEDS, DEMO_SUBSCRIPTION_SEEDS, type SubscriptionSeed } from './subscriptions';
import {
  applyAction,
  liveState,
  refusal,
  type LifecycleFields,
  type LifecyclePlan,
} from '../subscriptions/lifecycle';
import {
  offeringProducts,
  offerings,
  plans,
  subscriptionStates,
  subscriptions,
} from '../subscriptions/schema';

const DAY_MS = 86_400_000;

function lifecyclePlanOf(planId: string): LifecyclePlan {
  for (const { plans: offeringPlans } of DEMO_OFFERING_SEEDS) {
    const plan = offeringPlans.find((candidate) => candidate.id === planId);
    if (plan) return { ...plan, trialPeriod: plan.trialPeriod ?? null };
  }
  throw new Error(`demo plan ${planId} is not defined`);
}

/** Replays a demo subscription's history through the real lifecycle rules, so its states are ones the service could have recorded. */
function replay(seed: SubscriptionSeed, now: Date) {
  const plan = lifecyclePlanOf(seed.planId);
  let fields: LifecycleFields = {
    createdAt: new Date(now.getTime() - seed.startedDaysAgo * DAY_MS),
    paused: false,
    pausedAt: null,
    resumedAt: null,
    canceledAt: null,
    pausedMs: 0,
  };
  const states = seed.history.map(({ id, action, daysAgo }) => {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const reason = refusal(action, fields, plan, at);
    if (reason) throw new Error(`demo subscription ${seed.id} cannot ${action}: ${reason}`);
    fields = applyAction(action, fields, at);
    const live = liveState(fields, plan, at);
    return {
      id,
      subscriptionId: seed.id,
      action,
      canceled: live.canceled,
      paused: live.paused,
      closed: live.closed,
      suspended: live.suspended,
      invoiceAfter: live.invoiceAfter,
      createdAt: at,
    };
  });
  return { fields, states, updatedAt: states.at(-1)?.createdAt ?? fields.createdAt };
}

/**
 * The demo offerings and subscriptions of Ada and Grace (DESIGN.md §2). A re-run puts every demo
 * subscription back as seeded, its state history included, and leaves other data alone.
 */
export const subscriptionsSeeder: Seeder = {
  name: 'subscriptions',
  version: 5,
  async run(storage) {
    const now = new Date();
    await storage.db.transaction(async (tx) => {
      for (const { offering, products, plans: offeringPlans } of DEMO_OFFERING_SEEDS) {
        const { id: _offeringId, ...offeringFields } = offering;
        await tx
          .insert(offerings)
          .values(offering)
          .onConflictDoUpdate({ target: offerings.id, set: { ...offeringFields, updatedAt: sql`now()` } });
        for (const [position, seedProduct] of products.entries()) {
          // Spec 2.4 main_image: a drawn picture served from the public files path (no internet).
          const mainImage = await registerOfferingPicture(tx, seedProduct.id!);
          const product = { ...seedProduct, mainImage };
          const { id: _productId, ...productFields } = product;
          await tx
            .insert(offeringProducts)
            .values({ ...product, position })
            .onConflictDoUpdate({
              target: offeringProducts.id,
              set: { ...productFields, position, updatedAt: sql`now()` },
            });
        }
        for (const [position, plan] of offeringPlans.entries()) {
          const { id: _planId, ...planFields } = plan;
          await tx
            .insert(plans)
            .values({ ...plan, position })
            .onConflictDoUpdate({
              target: plans.id,
              set: { ...planFields, position, updatedAt: sql`now()` },
            });
        }
      }

      for (const seed of DEMO_SUBSCRIPTION_SEEDS) {
        const { fields, states, updatedAt } = replay(seed, now);
        const row = {
          accountId: seed.accountId,
          offeringId: seed.offeringId,
          planId: seed.planId,
          externalRef: seed.externalRef ?? null,
          currency: seed.currency,
          paymentAuthority: seed.paymentAuthority,
          ...fields,
          updatedAt,
        };
        await tx
          .insert(subscriptions)
          .values({ id: seed.id, ...row })
          .onConflictDoUpdate({ target: subscriptions.id, set: row });
        await tx.delete(subscriptionStates).where(eq(subscriptionStates.subscriptionId, seed.id));
        if (states.length > 0) await tx.insert(subscriptionStates).values(states);
      }
    });
  },
};
