import { z } from '@hono/zod-openapi';
import * as wire from '@/lib/commerce/schemas/payments';
import { accountOrAdmin, allow } from '../auth/middleware';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { idParam } from '../orders/params';
import { listPaymentCards, MAX_CARDS_PER_ACCOUNT, paymentCardDocument, savePaymentCard } from './card-store';

const tags = ['Accounts'];
const holders = { tags, access: accountOrAdmin };

const listRoute = defineRoute({
  method: 'get',
  path: '/v2/payment-cards',
  ...holders,
  summary:
    'Extension: the signed-in account’s saved cards (brand, last four, expiry; every card for an ' +
    'administrator). A subscription’s payment_authority.card_id names one',
  responses: { 200: json(wire.paymentCardListResponse, 'Cards') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/v2/payment-cards/{cardID}',
  ...holders,
  summary: 'Extension: one saved card of the signed-in account (404 for another account’s)',
  request: { params: z.object({ cardID: idParam('cardID', 1024) }) },
  responses: { 200: json(wire.paymentCardResponse, 'The card') },
});

const saveRoute = defineRoute({
  method: 'post',
  path: '/v2/payment-cards',
  tags,
  summary:
    'Extension: saves a new card to the signed-in account after checking it as a processor would ' +
    '(Luhn, expiry, the declined test card); only brand, last four, expiry and holder are kept',
  access: allow('account'),
  request: { body: wire.newPaymentCardRequest },
  responses: {
    201: json(wire.paymentCardResponse, 'The saved card'),
    402: { description: 'The card was declined' },
    409: { description: `The account already keeps ${MAX_CARDS_PER_ACCOUNT} cards` },
  },
});

export const paymentCardRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const rows = await listPaymentCards(c.var.deps.storage.db, c.var.principal);
    return c.json({ data: rows.map(paymentCardDocument) }, 200);
  })
  .openapi(saveRoute, async (c) => {
    const { principal } = c.var;
    // allow('account') lets only an account's member here.
    if (principal.kind !== 'account') throw notFound('No account');
    const row = await savePaymentCard(c.var.deps.storage.db, principal.accountId, c.req.valid('json').data);
    return c.json({ data: paymentCardDocument(row) }, 201);
  })
  .openapi(getRoute, async (c) => {
    const { cardID } = c.req.valid('param');
    const rows = await listPaymentCards(c.var.deps.storage.db, c.var.principal);
    const row = rows.find((candidate) => candidate.id === cardID);
    if (!row) throw notFound(`No payment card ${cardID}`);
    return c.json({ data: paymentCardDocument(row) }, 200);
  });
