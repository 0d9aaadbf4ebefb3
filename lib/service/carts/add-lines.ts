import { randomUUID } from 'node:crypto';
import { MAX_LINE_QUANTITY, type CustomItemRequest, type TaxItem } from '@/lib/commerce/schemas/carts';
import type { CartProduct } from '../catalog';
import type { Principal } from '../http/types';
import { resolveBundleSelection } from './bundles';
import type { AddContext, CartWorkspace } from './cart-workspace';
import { checkProductCustomInputs } from './custom-inputs';
import { ItemFailure, itemRule } from './item-failure';
import { customMergeKey, productMergeKey } from './merge-key';
import type { CartLine, CustomDetails, LineTax, ProductSnapshot } from './model';
import { rateToPpm } from './money';
import { quantityInCart, requireStock } from './stock-rule';

export interface ProductLineInput {
  product: CartProduct;
  quantity: number;
  customInputs?: Record<string, string>;
  bundle?: Record<string, Record<string, number>>;
  shippingGroupId?: string;
  taxes?: TaxItem[];
  /** What can be sold of the product (StockLookup); null when its stock is not managed. */
  available: number | null;
}

/** Spec 4.4 rule 3 and §5 rule 2: only administrators with client credentials supply tax items. */
function checkTaxes(taxes: TaxItem[] | undefined, principal: Principal): LineTax[] | undefined {
  if (taxes === undefined) return undefined;
  if (principal.kind !== 'admin')
    throw new ItemFailure(
      403,
      'tax items may only be supplied with a client-credentials (administrator) token',
    );
  return taxes.map((tax) => ({
    id: randomUUID(),
    name: tax.name,
    ...(tax.jurisdiction !== undefined && { jurisdiction: tax.jurisdiction }),
    ...(tax.code !== undefined && { code: tax.code }),
    rate: tax.rate,
    ppm: rateToPpm(tax.rate),
  }));
}

function mergedQuantity(line: CartLine, added: number): number {
  const quantity = line.quantity + added;
  if (quantity > MAX_LINE_QUANTITY)
    throw itemRule(`the line would hold ${quantity}, more than the ${MAX_LINE_QUANTITY} one line may hold`);
  return quantity;
}

/**
 * Spec 3.3 rule 4: a new line with the merge key of a line of its kind adds its quantity to that
 * line, which takes the new line's details (product snapshot, custom item) and any shipping group
 * or tax items given (spec 4.4 rule 3: supplied tax items replace the line's); else it is added.
 */
function addOrMerge(
  ws: CartWorkspace,
  line: CartLine,
  what: string,
  given: { taxes?: LineTax[]; shippingGroupId?: string },
): void {
  const existing = ws.findLine(line.mergeKey);
  if (existing?.kind !== line.kind) {
    const taxCount = given.taxes?.length ?? 0;
    ws.requireRoom(1 + taxCount, `${what}${taxCount ? ' and its tax items' : ''}`, [line]);
    ws.insertLine(line);
    return;
  }
  const quantity = mergedQuantity(existing, line.quantity);
  if (given.taxes) ws.requireRoom(given.taxes.length - existing.taxes.length, 'the tax items');
  ws.replaceLine({
    ...line,
    id: existing.id,
    quantity,
    customInputs: existing.customInputs,
    bundle: existing.bundle,
    shippingGroupId: given.shippingGroupId ?? existing.shippingGroupId,
    taxes: given.taxes ?? existing.taxes,
    createdAt: existing.createdAt,
  });
}

const snapshotOf = (product: CartProduct): ProductSnapshot => ({
  id: product.id.toLowerCase(),
  sku: product.sku,
  slug: product.slug,
  name: product.name,
  description: product.description,
  catalog_id: product.catalog_id,
  release_id: product.release_id,
  price: product.price,
  tiers: product.tiers,
  image: product.main_image && {
    mime_type: product.main_image.mime_type,
    file_name: product.main_image.file_name,
    href_path: product.main_image.href_path,
  },
  manage_stock: product.manage_stock,
  product_types: product.product_types,
});

/**
 * Adds a product (spec 4.4): it needs a price in the cart's currency (spec §7, 400), valid custom
 * inputs and bundle selection (422), a known shipping group (404); the same product with the same
 * inputs and selection grows its line (spec 3.3 rule 4), anything else is a new line. Supplied tax
 * items replace the line's taxes (spec 4.4 rule 3). The cart may not hold more of a product than
 * is in stock (400 Insufficient stock, as the vendor answers).
 */
export function addProductLine(ws: CartWorkspace, input: ProductLineInput, ctx: AddContext): void {
  const { product } = input;
  if (!product.price[ws.currency]) {
    throw new ItemFailure(400, `${product.name} has no price in ${ws.currency}, the cart's currency`, {
      currency: ws.currency,
    });
  }
  const taxes = checkTaxes(input.taxes, ctx.principal);
  const customInputs = checkProductCustomInputs(product.custom_inputs, input.customInputs, product.name);
  const bundle = resolveBundleSelection(product.components, input.bundle, product.name);
  const shippingGroupId =
    input.shippingGroupId === undefined ? undefined : ws.requireShippingGroup(input.shippingGroupId);
  const snapshot = snapshotOf(product);
  requireStock(product.name, input.available, quantityInCart(ws.lines, snapshot.id) + input.quantity);
  const line: CartLine = {
    id: randomUUID(),
    kind: 'cart_item',
    mergeKey: productMergeKey(product.id, customInputs, bundle),
    productId: snapshot.id,
    product: snapshot,
    quantity: input.quantity,
    customInputs,
    bundle,
    shippingGroupId: shippingGroupId ?? null,
    taxes: taxes ?? [],
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  addOrMerge(ws, line, product.name, { taxes, shippingGroupId });
}

/**
 * Adds a custom item (spec 4.4 rule 1, DESIGN.md §3). Spec 3.3 rule 5: one with the sku of a line
 * already there (and the same custom inputs, rule 4) adds its quantity to that line, whose name,
 * description and price become the latest ones given.
 */
export function addCustomLine(ws: CartWorkspace, request: CustomItemRequest, ctx: AddContext): void {
  const taxes = checkTaxes(request.tax, ctx.principal);
  const shippingGroupId =
    request.shipping_group_id === undefined ? undefined : ws.requireShippingGroup(request.shipping_group_id);
  const custom: CustomDetails = {
    name: request.name,
    description: request.description ?? '',
    sku: request.sku ?? null,
    price: { amount: request.price.amount, includes_tax: request.price.includes_tax ?? false },
  };
  const customInputs = request.custom_inputs ?? {};
  const line: CartLine = {
    id: randomUUID(),
    kind: 'custom_item',
    mergeKey: customMergeKey(custom, customInputs),
    productId: null,
    custom,
    quantity: request.quantity,
    customInputs,
    bundle: null,
    shippingGroupId: shippingGroupId ?? null,
    taxes: taxes ?? [],
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  addOrMerge(ws, line, `the custom item ${request.name}`, { taxes, shippingGroupId });
}
