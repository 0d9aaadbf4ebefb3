import { z } from '@hono/zod-openapi';
import { anyToken } from '../auth/middleware';
import { serviceBaseUrl } from '../carts/cart-view';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { currencyView } from './currency-view';
import { findStoreCurrency, STORE_CURRENCIES } from './store-currencies';

const currency = z.object({
  id: z.string(),
  type: z.literal('currency'),
  code: z.string(),
  exchange_rate: z.number(),
  format: z.string(),
  decimal_point: z.string(),
  thousand_separator: z.string(),
  decimal_places: z.int(),
  default: z.boolean(),
  enabled: z.boolean(),
  links: z.object({ self: z.string() }),
});

const tags = ['Currencies'];

const listRoute = defineRoute({
  method: 'get',
  path: '/v2/currencies',
  tags,
  summary: 'The store’s currencies, with their format and the default (beyond the spec)',
  access: anyToken,
  responses: { 200: json(z.object({ data: z.array(currency) }), 'Every currency') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/v2/currencies/{currencyID}',
  tags,
  summary: 'One currency, by id or code (beyond the spec)',
  access: anyToken,
  request: { params: z.object({ currencyID: z.string().min(1).max(64) }) },
  responses: { 200: json(z.object({ data: currency }), 'The currency') },
});

export const currencyRoutes = createRouter()
  .openapi(listRoute, (c) =>
    c.json({ data: STORE_CURRENCIES.map((entry) => currencyView(entry, serviceBaseUrl(c))) }, 200),
  )
  .openapi(getRoute, (c) => {
    const { currencyID } = c.req.valid('param');
    const found = findStoreCurrency(currencyID);
    if (!found) throw notFound(`No currency ${currencyID}`);
    return c.json({ data: currencyView(found, serviceBaseUrl(c)) }, 200);
  });
