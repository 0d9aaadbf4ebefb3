import type { Price } from '@/lib/commerce/schemas/common';
import type { PaymentAuthority, SubscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { DEMO_ACCOUNTS } from './ids';
import { DEMO_OFFERINGS, DEMO_PLANS, DEMO_SUBSCRIPTIONS } from '../subscriptions/demo-ids';
import type { offeringProducts, offerings, plans } from '../subscriptions/schema';

/**
 * The demo offerings and subscriptions (DESIGN.md §2). Ids are fixed; dates are counted back from
 * the moment of seeding, so that the trials are running and the next bills lie ahead.
 */
const price = (usd: number, eur: number, gbp: number): Price => ({
  USD: { amount: usd },
  EUR: { amount: eur },
  GBP: { amount: gbp },
});

type OfferingSeed = Omit<typeof offerings.$inferInsert, 'createdAt' | 'updatedAt'>;
type ProductSeed = Omit<typeof offeringProducts.$inferInsert, 'createdAt' | 'updatedAt' | 'position'>;
type PlanSeed = Omit<typeof plans.$inferInsert, 'createdAt' | 'updatedAt' | 'position'>;

export const DEMO_OFFERING_SEEDS: { offering: OfferingSeed; products: ProductSeed[]; plans: PlanSeed[] }[] = [
  {
    offering: {
      id: DEMO_OFFERINGS.coffee,
      name: 'Trail Coffee Club',
      description: 'Fresh-roasted beans for camp stoves and trail mornings, as often as you drink them.',
      externalRef: 'offering-coffee-club',
    },
    products: [
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a01',
        offeringId: DEMO_OFFERINGS.coffee,
        name: 'House Espresso Beans, 1 kg',
        description: 'A chocolatey espresso blend for stovetop and moka pots, roasted the week it ships.',
        sku: 'COFFEE-ESPRESSO-1KG',
        externalRef: 'coffee-espresso-1kg',
        price: price(2400, 2200, 1900),
        priceUnit: 'month',
        priceUnitAmount: 1,
      },
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a02',
        offeringId: DEMO_OFFERINGS.coffee,
        name: 'Single-Origin Filter Roast, 500 g',
        description: "A light roast from the month's featured farm.",
        sku: 'COFFEE-FILTER-500G',
        externalRef: 'coffee-filter-500g',
        price: price(1500, 1400, 1200),
        priceUnit: 'month',
        priceUnitAmount: 1,
      },
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a03',
        offeringId: DEMO_OFFERINGS.coffee,
        name: 'Collapsible Pour-Over Dripper',
        description: 'Packs flat for the trail; sent once with the first delivery.',
        sku: 'COFFEE-DRIPPER',
        externalRef: 'coffee-dripper',
        price: price(3500, 3200, 2900),
      },
    ],
    plans: [
      {
        id: DEMO_PLANS.coffeeMonthly,
        offeringId: DEMO_OFFERINGS.coffee,
        name: 'Monthly delivery',
        externalRef: 'coffee-monthly',
        description: 'A delivery every month; pause or cancel whenever you like.',
        billingIntervalType: 'month',
        billingFrequency: 1,
        planLength: 12,
        endBehavior: 'roll',
        canPause: true,
        canResume: true,
        canCancel: true,
      },
      {
        id: DEMO_PLANS.coffeeQuarterly,
        offeringId: DEMO_OFFERINGS.coffee,
        name: 'Quarterly saver',
        externalRef: 'coffee-quarterly',
        description: 'Three months of coffee per bill, 10% off.',
        billingIntervalType: 'month',
        billingFrequency: 3,
        planLength: 12,
        endBehavior: 'roll',
        canPause: true,
        canResume: true,
        canCancel: true,
        basePricePercentage: 10,
      },
      {
        id: DEMO_PLANS.coffeeAnnual,
        offeringId: DEMO_OFFERINGS.coffee,
        name: 'Annual prepaid',
        externalRef: 'coffee-annual',
        description: 'A year of monthly deliveries, paid once. Prepaid years cannot be canceled.',
        billingIntervalType: 'year',
        billingFrequency: 1,
        planLength: 1,
        endBehavior: 'close',
        canPause: true,
        canResume: true,
        canCancel: false,
        fixedPrice: price(40000, 37000, 32000),
      },
    ],
  },
  {
    offering: {
      id: DEMO_OFFERINGS.tea,
      name: 'Gear-Care Box',
      description:
        'Cleaners, wax and re-proofers that keep tents, boots and shells trail-ready, with repair patches every week.',
      externalRef: 'offering-gear-care-box',
    },
    products: [
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a04',
        offeringId: DEMO_OFFERINGS.tea,
        name: 'Gear-Care Refill Set',
        description: 'Tech wash, boot wax and a re-proofing spray, every two weeks.',
        sku: 'GEARCARE-REFILLS',
        externalRef: 'gearcare-refills',
        price: price(950, 900, 800),
        priceUnit: 'day',
        priceUnitAmount: 14,
      },
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a05',
        offeringId: DEMO_OFFERINGS.tea,
        name: 'Repair Patch Pack',
        sku: 'GEARCARE-PATCHES',
        externalRef: 'gearcare-patches',
        price: price(450, 420, 380),
        priceUnit: 'day',
        priceUnitAmount: 7,
      },
    ],
    plans: [
      {
        id: DEMO_PLANS.teaFortnightly,
        offeringId: DEMO_OFFERINGS.tea,
        name: 'Every two weeks',
        externalRef: 'gear-care-fortnightly',
        description: 'A box every two weeks through the season; the first two weeks are free.',
        billingIntervalType: 'week',
        billingFrequency: 2,
        trialPeriod: 2,
        planLength: 26,
        endBehavior: 'roll',
        canPause: true,
        canResume: true,
        canCancel: true,
      },
      {
        id: DEMO_PLANS.teaFourWeekly,
        offeringId: DEMO_OFFERINGS.tea,
        name: 'Every four weeks',
        externalRef: 'gear-care-four-weekly',
        description: 'Two boxes per bill, 10% off.',
        billingIntervalType: 'week',
        billingFrequency: 4,
        planLength: 52,
        endBehavior: 'roll',
        canPause: true,
        canResume: true,
        canCancel: true,
        basePricePercentage: 10,
      },
    ],
  },
  {
    offering: {
      id: DEMO_OFFERINGS.studio,
      name: 'Trailhead Membership',
      description: 'Member prices, free gear rental days and guided hikes, for the whole year.',
      externalRef: 'offering-trailhead-membership',
    },
    products: [
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a06',
        offeringId: DEMO_OFFERINGS.studio,
        name: 'Member pass',
        sku: 'MEMBER-PASS',
        externalRef: 'member-pass',
        price: price(2900, 2700, 2400),
        priceUnit: 'month',
        priceUnitAmount: 1,
      },
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a07',
        offeringId: DEMO_OFFERINGS.studio,
        name: 'Guided hikes add-on',
        description: 'A guided day hike each month with a local ranger.',
        sku: 'MEMBER-GUIDED-HIKES',
        externalRef: 'member-guided-hikes',
        price: price(900, 800, 700),
        priceUnit: 'month',
        priceUnitAmount: 1,
      },
      {
        id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a08',
        offeringId: DEMO_OFFERINGS.studio,
        name: 'Welcome kit',
        description: 'A member’s bandana, trail map and bottle, sent once.',
        sku: 'MEMBER-WELCOME-KIT',
        externalRef: 'member-welcome-kit',
        price: price(15000, 14000, 12000),
      },
    ],
    // Memberships are not paused (DESIGN.md §2: Grace's plans forbid pausing).
    plans: [
      {
        id: DEMO_PLANS.studioMonthly,
        offeringId: DEMO_OFFERINGS.studio,
        name: 'Monthly membership',
        externalRef: 'membership-monthly',
        description: 'Billed monthly after a free first month; cancel any time.',
        billingIntervalType: 'month',
        billingFrequency: 1,
        trialPeriod: 1,
        planLength: 1,
        endBehavior: 'roll',
        canPause: false,
        canResume: false,
        canCancel: true,
      },
      {
        id: DEMO_PLANS.studioInstalments,
        offeringId: DEMO_OFFERINGS.studio,
        name: 'Annual membership in 12 instalments',
        externalRef: 'membership-instalments',
        description: 'A year at 15% off, paid in twelve monthly instalments; it cannot be canceled.',
        billingIntervalType: 'month',
        billingFrequency: 1,
        planLength: 12,
        endBehavior: 'close',
        canPause: false,
        canResume: false,
        canCancel: false,
        basePricePercentage: 15,
      },
      {
        id: DEMO_PLANS.studioYearly,
        offeringId: DEMO_OFFERINGS.studio,
        name: 'Annual membership paid yearly',
        externalRef: 'membership-yearly',
        description: 'A year paid at once.',
        billingIntervalType: 'year',
        billingFrequency: 1,
        planLength: 1,
        endBehavior: 'close',
        canPause: false,
        canResume: false,
        canCancel: true,
        fixedPrice: price(36000, 33000, 29000),
      },
    ],
  },
];

export interface SubscriptionSeed {
  id: string;
  accountId: string;
  offeringId: string;
  planId: string;
  currency: string;
  paymentAuthority: PaymentAuthority;
  externalRef?: string;
  startedDaysAgo: number;
  /** Lifecycle actions replayed in order, each with its fixed state id. */
  history: { id: string; action: SubscriptionAction; daysAgo: number }[];
}

const adaCard: PaymentAuthority = {
  type: 'elastic_path_payments_stripe',
  customer_id: 'cus_demo_ada',
  card_id: 'card_demo_ada_visa_4242',
};
const graceCard: PaymentAuthority = {
  type: 'elastic_path_payments_stripe',
  customer_id: 'cus_demo_grace',
  card_id: 'card_demo_grace_mc_5454',
};
const ada = { accountId: DEMO_ACCOUNTS.ada.id, currency: 'USD', paymentAuthority: adaCard };
const grace = { accountId: DEMO_ACCOUNTS.grace.id, currency: 'EUR', paymentAuthority: graceCard };

export const DEMO_SUBSCRIPTION_SEEDS: SubscriptionSeed[] = [
  {
    ...ada,
    id: DEMO_SUBSCRIPTIONS.adaCoffeeActive,
    offeringId: DEMO_OFFERINGS.coffee,
    planId: DEMO_PLANS.coffeeMonthly,
    startedDaysAgo: 100,
    history: [
      { id: 'd5e6f7a8-9b0c-4d1e-8f2a-3b4c5d6e7f01', action: 'pause', daysAgo: 60 },
      { id: 'd5e6f7a8-9b0c-4d1e-8f2a-3b4c5d6e7f02', action: 'resume', daysAgo: 45 },
    ],
  },
  {
    ...ada,
    id: DEMO_SUBSCRIPTIONS.adaTeaTrial,
    offeringId: DEMO_OFFERINGS.tea,
    planId: DEMO_PLANS.teaFortnightly,
    startedDaysAgo: 3,
    history: [],
  },
  {
    ...ada,
    id: DEMO_SUBSCRIPTIONS.adaTeaPaused,
    offeringId: DEMO_OFFERINGS.tea,
    planId: DEMO_PLANS.teaFourWeekly,
    startedDaysAgo: 70,
    history: [{ id: 'd5e6f7a8-9b0c-4d1e-8f2a-3b4c5d6e7f03', action: 'pause', daysAgo: 10 }],
  },
  {
    ...ada,
    id: DEMO_SUBSCRIPTIONS.adaCoffeeCanceled,
    offeringId: DEMO_OFFERINGS.coffee,
    planId: DEMO_PLANS.coffeeQuarterly,
    startedDaysAgo: 200,
    history: [{ id: 'd5e6f7a8-9b0c-4d1e-8f2a-3b4c5d6e7f04', action: 'cancel', daysAgo: 20 }],
  },
  {
    ...ada,
    id: DEMO_SUBSCRIPTIONS.adaCoffeeAnnual,
    offeringId: DEMO_OFFERINGS.coffee,
    planId: DEMO_PLANS.coffeeAnnual,
    startedDaysAgo: 30,
    history: [],
  },
  {
    ...grace,
    id: DEMO_SUBSCRIPTIONS.graceStudioActive,
    offeringId: DEMO_OFFERINGS.studio,
    planId: DEMO_PLANS.studioMonthly,
    startedDaysAgo: 120,
    history: [],
  },
  {
    ...grace,
    id: DEMO_SUBSCRIPTIONS.graceStudioTrial,
    offeringId: DEMO_OFFERINGS.studio,
    planId: DEMO_PLANS.studioMonthly,
    startedDaysAgo: 5,
    history: [],
  },
  {
    ...grace,
    id: DEMO_SUBSCRIPTIONS.graceStudioInstalments,
    offeringId: DEMO_OFFERINGS.studio,
    planId: DEMO_PLANS.studioInstalments,
    startedDaysAgo: 40,
    history: [],
  },
  {
    ...grace,
    id: DEMO_SUBSCRIPTIONS.graceStudioCanceled,
    offeringId: DEMO_OFFERINGS.studio,
    planId: DEMO_PLANS.studioYearly,
    startedDaysAgo: 400,
    history: [{ id: 'd5e6f7a8-9b0c-4d1e-8f2a-3b4c5d6e7f05', action: 'cancel', daysAgo: 300 }],
  },
];
