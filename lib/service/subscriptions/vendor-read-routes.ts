import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as wire from '@/lib/commerce/schemas/subscriptions';
import { pageMeta } from '@/lib/commerce/schemas/common';
import { accountOrAdmin, anyToken } from '../auth/middleware';
import { DEFAULT_CURRENCY } from '../catalog/routes/read-request';
import { serviceBase } from '../http/base-url';
import { notFound } from '../http/errors';
import { arrayPage, listMeta, pageFrom, pageQuery as pageParams } from '../http/paging';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import type { ServiceEnv } from '../http/types';
import { pageOf } from '../sql/page';
import type { Database } from '../storage/database';
import { invoicesOf, MAX_INVOICES, parseInvoiceId } from './invoices';
import { includeParam, subscriptionPath, uuidParam } from './params';
import { PATHS } from './paths';
import { offerings, subscriptionStates, type SubscriptionRow } from './schema';
import {
  presentIncluded,
  presentOffering,
  presentPlan,
  presentPlans,
  presentPricingOption,
  presentState,
  pricingOptionRef,
  type PlanPresenter,
} from './subscription-view';
import {
  loadOfferings,
  requireSubscription,
  visibleSubscriptions,
  type OfferingBundle,
} from './subscription-store';

/**
 * The vendor's subscription reads that spec 4.1 does not name (issue 23.1): offerings, their
 * plans and pricing options (for every token: a shop shows what it sells), a subscription's plans
 * and pricing options, one state, and the
 * invoices of the billing schedule (invoices.ts). Subscriptions, their states and invoices are
 * seen as the subscriptions are (DESIGN.md §2): an account its own, an administrator all.
 */

const offeringPath = z.object({ offering_uuid: uuidParam('offering_uuid') });
const offeringPlanPath = offeringPath.extend({ plan_uuid: uuidParam('plan_uuid') });
const statePath = subscriptionPath.extend({ state_uuid: uuidParam('state_uuid') });
const invoicePath = subscriptionPath.extend({ invoice_uuid: uuidParam('invoice_uuid') });
const storeInvoicePath = z.object({ invoice_uuid: uuidParam('invoice_uuid') });
const pageQuery = z.object(pageParams);
type PageParams = z.infer<typeof pageQuery>;
/** Always an empty list; typed as the vendor's offering feature so that clients know the shape. */
const offeringFeature = z.object({
  id: z.string(),
  type: z.literal('subscription_offering_feature'),
  attributes: z.record(z.string(), z.unknown()),
  meta: z.record(z.string(), z.unknown()),
});
/** The vendor's offering includes; no features are kept, so `features` is always an empty list. */
const offeringQuery = pageQuery.extend({
  include: includeParam(['plans', 'pricing_options', 'features'], 'plans'),
});

/** Plan prices are shown in the currency asked for (`X-Currency`), else the store's default, as the catalog does. */
function currencyOf(c: Context) {
  const header = c.req.header('x-currency')?.trim();
  return header && /^[A-Za-z]{3}$/.test(header) ? header.toUpperCase() : DEFAULT_CURRENCY;
}

/** `included` of the offering reads: the offerings' plans, pricing options and (no) features. */
function offeringIncluded(c: Context, include: string | undefined, bundles: readonly OfferingBundle[]) {
  const currency = currencyOf(c);
  const offered = bundles.map((bundle) => ({ bundle, currency }));
  return presentIncluded(new Set(include?.split(',')), offered, serviceBase(c));
}

async function requireOffering(db: Database, id: string): Promise<OfferingBundle> {
  const bundle = (await loadOfferings(db, [id.toLowerCase()])).get(id.toLowerCase());
  if (!bundle) throw notFound(`No offering with id ${id}`);
  return bundle;
}

/**
 * Every plan of a subscription's offering as `present` answers it (a plan, or its pricing option),
 * in the subscription's currency, the subscription's own marked active.
 */
async function eachPlanOfSubscription<T>(c: Context<ServiceEnv>, id: string, present: PlanPresenter<T>) {
  const { db } = c.var.deps.storage;
  const row = await requireSubscription(db, c.var.principal, id);
  const bundle = await requireOffering(db, row.offeringId);
  return { data: presentPlans(bundle, row.currency, present, row.planId) };
}

/** The invoices of the subscriptions, by subscription then oldest first (invoices.ts). */
async function invoicesOfRows(db: Database, rows: readonly SubscriptionRow[]) {
  const offeringIds = rows.map((row) => row.offeringId);
  const bundles = await loadOfferings(db, offeringIds);
  const now = new Date();
  return rows.flatMap((row) => {
    const bundle = bundles.get(row.offeringId);
    return bundle ? invoicesOf(row, bundle, now) : [];
  });
}

/** A page of the subscriptions' invoices; the count stops a page past the last offset read. */
async function invoicePage(c: Context<ServiceEnv>, rows: readonly SubscriptionRow[], query: PageParams) {
  const { db } = c.var.deps.storage;
  const page = await pageFrom(db, query);
  const all = await invoicesOfRows(db, rows);
  return arrayPage(all, page, Math.min(all.length, MAX_INVOICES + page.limit));
}

/** The invoice of one of the subscriptions that the id names, or 404. */
async function requireInvoice(db: Database, rows: readonly SubscriptionRow[], invoiceId: string) {
  const named = parseInvoiceId(invoiceId, rows);
  const invoice = named && (await invoicesOfRows(db, [named.subscription]))[named.index];
  if (!invoice) throw notFound(`No invoice with id ${invoiceId}`);
  return { data: invoice };
}

export const vendorReadRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.offerings,
      summary: 'The store’s subscription offerings (the vendor’s ListOfferings), oldest first',
      access: anyToken,
      request: { query: offeringQuery },
      responses: { 200: json(wire.offeringListResponse, 'Offerings') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { db } = c.var.deps.storage;
      const page = await pageFrom(db, query);
      const oldestFirst = [asc(offerings.createdAt), asc(offerings.id)];
      const { rows, total } = await pageOf(db, offerings, page, oldestFirst);
      const ids = rows.map((row) => row.id);
      const bundles = await loadOfferings(db, ids);
      const listed = ids.flatMap((id) => bundles.get(id) ?? []);
      const included = offeringIncluded(c, query.include, listed);
      return c.json(
        { data: listed.map(presentOffering), ...(included && { included }), meta: listMeta(total, page) },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.offering,
      summary: 'One subscription offering (the vendor’s GetOffering)',
      access: anyToken,
      request: { params: offeringPath, query: offeringQuery.pick({ include: true }) },
      responses: { 200: json(wire.offeringResponse, 'The offering') },
    }),
    async (c) => {
      const bundle = await requireOffering(c.var.deps.storage.db, c.req.valid('param').offering_uuid);
      const included = offeringIncluded(c, c.req.valid('query').include, [bundle]);
      return c.json({ data: presentOffering(bundle), ...(included && { included }) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.offeringPlans,
      summary: 'The plans of an offering (the vendor’s ListOfferingPlans)',
      access: anyToken,
      request: { params: offeringPath },
      responses: { 200: json(wire.offeringPlanListResponse, 'Plans') },
    }),
    async (c) => {
      const bundle = await requireOffering(c.var.deps.storage.db, c.req.valid('param').offering_uuid);
      return c.json({ data: presentPlans(bundle, currencyOf(c), presentPlan) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.offeringPricingOptions,
      summary:
        'The pricing options of an offering (the vendor’s ListOfferingPricingOptions): its plans’ terms',
      access: anyToken,
      request: { params: offeringPath, query: pageQuery },
      responses: { 200: json(wire.offeringPricingOptionListResponse, 'Pricing options') },
    }),
    async (c) => {
      const { db } = c.var.deps.storage;
      const bundle = await requireOffering(db, c.req.valid('param').offering_uuid);
      const page = await pageFrom(db, c.req.valid('query'));
      return c.json(arrayPage(presentPlans(bundle, currencyOf(c), presentPricingOption), page), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.offeringFeatures,
      summary:
        'The features of an offering (the vendor’s ListOfferingFeatures): none, since no features are kept',
      access: anyToken,
      request: { params: offeringPath, query: pageQuery },
      responses: {
        200: json(z.object({ data: z.array(offeringFeature), meta: pageMeta }), 'An empty list'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps.storage;
      await requireOffering(db, c.req.valid('param').offering_uuid);
      const paging = await pageFrom(db, c.req.valid('query'));
      return c.json({ data: [], meta: listMeta(0, paging) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.offeringPlanPricingOptions,
      summary:
        'The pricing options a plan of an offering is sold with (the vendor’s ListOfferingPlanPricingOptions)',
      access: anyToken,
      request: { params: offeringPlanPath },
      responses: { 200: json(wire.relationshipListResponse, 'Pricing option relationships') },
    }),
    async (c) => {
      const { offering_uuid: offeringId, plan_uuid: planId } = c.req.valid('param');
      const bundle = await requireOffering(c.var.deps.storage.db, offeringId);
      const plan = bundle.plans.find((candidate) => candidate.id === planId.toLowerCase());
      if (!plan) throw notFound(`No plan with id ${planId} in offering ${offeringId}`);
      return c.json({ data: [pricingOptionRef(plan)] }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.plans,
      summary: 'A subscription’s plans, the active one marked (the vendor’s ListSubscriptionPlans)',
      access: accountOrAdmin,
      request: { params: subscriptionPath },
      responses: { 200: json(wire.offeringPlanListResponse, 'Plans') },
    }),
    async (c) =>
      c.json(await eachPlanOfSubscription(c, c.req.valid('param').subscription_uuid, presentPlan), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.pricingOptions,
      summary:
        'A subscription’s pricing options, the active one marked (the vendor’s ListSubscriptionPricingOptions)',
      access: accountOrAdmin,
      request: { params: subscriptionPath },
      responses: {
        200: json(wire.offeringPricingOptionListResponse.omit({ meta: true }), 'Pricing options'),
      },
    }),
    async (c) =>
      c.json(
        await eachPlanOfSubscription(c, c.req.valid('param').subscription_uuid, presentPricingOption),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.state,
      summary: 'One state of a subscription, as recorded (the vendor’s GetSubscriptionState)',
      access: accountOrAdmin,
      request: { params: statePath },
      responses: { 200: json(wire.subscriptionStateOneResponse, 'The state') },
    }),
    async (c) => {
      const { subscription_uuid: id, state_uuid: stateId } = c.req.valid('param');
      const { db } = c.var.deps.storage;
      const row = await requireSubscription(db, c.var.principal, id);
      const [state] = await db
        .select()
        .from(subscriptionStates)
        .where(eq(subscriptionStates.id, stateId.toLowerCase()));
      if (!state || state.subscriptionId !== row.id) throw notFound(`No state with id ${stateId}`);
      return c.json({ data: presentState(state) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.invoices,
      summary: 'A subscription’s invoices, oldest first (the vendor’s ListSubscriptionInvoices)',
      access: accountOrAdmin,
      request: { params: subscriptionPath, query: pageQuery },
      responses: { 200: json(wire.subscriptionInvoiceListResponse, 'Invoices') },
    }),
    async (c) => {
      const id = c.req.valid('param').subscription_uuid;
      const row = await requireSubscription(c.var.deps.storage.db, c.var.principal, id);
      return c.json(await invoicePage(c, [row], c.req.valid('query')), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.invoice,
      summary: 'One invoice of a subscription (the vendor’s GetSubscriptionInvoice)',
      access: accountOrAdmin,
      request: { params: invoicePath },
      responses: { 200: json(wire.subscriptionInvoiceResponse, 'The invoice') },
    }),
    async (c) => {
      const { subscription_uuid: id, invoice_uuid: invoiceId } = c.req.valid('param');
      const { db } = c.var.deps.storage;
      const row = await requireSubscription(db, c.var.principal, id);
      return c.json(await requireInvoice(db, [row], invoiceId), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.storeInvoices,
      summary:
        'Every invoice the caller may see (an account its own, an administrator the store’s), by subscription ' +
        'then oldest first (the vendor’s ListInvoices)',
      access: accountOrAdmin,
      request: { query: pageQuery },
      responses: { 200: json(wire.subscriptionInvoiceListResponse, 'Invoices') },
    }),
    async (c) => {
      const rows = await visibleSubscriptions(c.var.deps.storage.db, c.var.principal);
      return c.json(await invoicePage(c, rows, c.req.valid('query')), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: PATHS.storeInvoice,
      summary: 'One invoice (the vendor’s GetInvoice); another account’s is 404',
      access: accountOrAdmin,
      request: { params: storeInvoicePath },
      responses: { 200: json(wire.subscriptionInvoiceResponse, 'The invoice') },
    }),
    async (c) => {
      const { db } = c.var.deps.storage;
      const rows = await visibleSubscriptions(db, c.var.principal);
      return c.json(await requireInvoice(db, rows, c.req.valid('param').invoice_uuid), 200);
    },
  );
