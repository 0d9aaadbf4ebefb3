import * as wire from '@/lib/commerce/schemas/payments';
import { anyToken } from '../auth/middleware';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json, optionalJsonBody } from '../http/route';
import { orderPath, orderTags, transactionPath } from '../orders/params';
import { paymentCardRoutes } from './card-routes';
import { captureTransaction } from './capture';
import { payOrder } from './pay-order';
import { listTransactions } from './transaction-store';
import { transactionDocument } from './transaction-view';

const anyone = { tags: orderTags, access: anyToken };
const transactionJson = (description: string) => json(wire.transactionResponse, description);

const payRoute = defineRoute({
  method: 'post',
  path: '/v2/orders/{orderID}/payments',
  ...anyone,
  summary:
    'Pay an order with the manual gateway: authorize (order authorized) or purchase (order paid). ' +
    'Extension: `payment` takes a test card number — 4242 4242 4242 4242 succeeds, ' +
    '4000 0000 0000 0002 is declined (402, the order stays unpaid and may be paid again); or the id ' +
    'of a saved card of the order’s account (`card_…`, GET /v2/payment-cards), declined once expired',
  request: { params: orderPath, body: wire.paymentRequest },
  responses: {
    200: transactionJson('The complete transaction; the order is authorized or paid, and complete'),
    402: { description: 'The card was declined (error envelope; meta.transaction_id names the failed one)' },
    409: { description: 'The order is already authorized or paid, or cancelled' },
    422: {
      description: 'amount is not the order total, or payment names no saved card of the order’s account',
    },
  },
});

const listRoute = defineRoute({
  method: 'get',
  path: '/v2/orders/{orderID}/transactions',
  ...anyone,
  summary: 'The transactions of an order (declined ones included), oldest first',
  request: { params: orderPath },
  responses: { 200: json(wire.transactionListResponse, 'Transactions') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/v2/orders/{orderID}/transactions/{transactionID}',
  ...anyone,
  summary: 'One transaction of an order',
  request: { params: transactionPath },
  responses: { 200: transactionJson('The transaction') },
});

const captureRoute = defineRoute({
  method: 'post',
  path: '/v2/orders/{orderID}/transactions/{transactionID}/capture',
  ...anyone,
  summary:
    'Capture an authorisation (client credentials only, as the vendor’s API; 403 to the order’s owner, ' +
    '404 to anyone who may not see it): the order becomes paid',
  request: { params: transactionPath, body: optionalJsonBody(wire.captureRequest) },
  responses: {
    200: transactionJson('The capture transaction'),
    409: { description: 'Not a complete authorisation, or the order is not authorized (already captured)' },
  },
});

export const paymentRoutes = createRouter()
  .route('/', paymentCardRoutes)
  .openapi(payRoute, async (c) => {
    const { orderID } = c.req.valid('param');
    const payment = await payOrder(c.var.deps.storage.db, c.var.principal, orderID, c.req.valid('json').data);
    return c.json({ data: transactionDocument(payment) }, 200);
  })
  .openapi(listRoute, async (c) => {
    const rows = await listTransactions(c.var.deps.storage.db, c.var.principal, c.req.valid('param').orderID);
    return c.json({ data: rows.map(transactionDocument) }, 200);
  })
  .openapi(getRoute, async (c) => {
    const { orderID, transactionID } = c.req.valid('param');
    const rows = await listTransactions(c.var.deps.storage.db, c.var.principal, orderID);
    const row = rows.find((candidate) => candidate.id.toLowerCase() === transactionID.toLowerCase());
    if (!row) throw notFound(`No transaction ${transactionID} on order ${orderID}`);
    return c.json({ data: transactionDocument(row) }, 200);
  })
  .openapi(captureRoute, async (c) => {
    const { orderID, transactionID } = c.req.valid('param');
    const capture = await captureTransaction(c.var.deps.storage.db, c.var.principal, orderID, transactionID);
    return c.json({ data: transactionDocument(capture) }, 200);
  });
