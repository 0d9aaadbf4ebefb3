import { findCartProduct } from '../catalog';
import { findVisibleOrder } from '../orders/order-store';
import { addProductLine } from './add-lines';
import type { AddContext, CartWorkspace } from './cart-workspace';
import { ItemFailure, itemNotFound, itemRule } from './item-failure';

const textInputs = (inputs: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(inputs ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/**
 * Re-orders (spec 3.3 rules 7–8): the products of an order of any status are added again as the
 * shopper's catalog has them now, with their quantities, custom inputs and bundle selections.
 * Custom items are not in any catalog, so each is reported as an item error instead; so is a
 * product that is gone or no longer fits the cart. Promotions of the order are not re-applied.
 */
export async function reorder(
  ws: CartWorkspace,
  orderId: string,
  ctx: AddContext,
): Promise<{ added: number; failures: ItemFailure[] }> {
  const found = await findVisibleOrder(ctx.tx, ctx.principal, orderId);
  if (!found) throw itemNotFound(`No order ${orderId}`, { order_id: orderId });
  let added = 0;
  const failures: ItemFailure[] = [];
  for (const item of found.items) {
    const name = item.document.name ?? item.id;
    const meta = { order_item_id: item.id, ...(item.document.sku && { sku: item.document.sku }) };
    if (item.kind === 'promotion_item') continue;
    try {
      if (item.kind === 'subscription_item')
        throw itemRule(
          `${name} is a subscription: the order made it already; add its offering again for another`,
        );
      if (item.kind === 'custom_item' || !item.productId)
        throw itemRule(
          `${name} is a custom item: custom items cannot be re-ordered, as they are in no catalog`,
        );
      const product = await findCartProduct(ctx.tx, { id: item.productId, context: ctx.catalog });
      if (!product) throw itemNotFound(`${name} (${item.productId}) is not in the catalog any more`);
      addProductLine(
        ws,
        {
          product,
          quantity: item.quantity,
          customInputs: textInputs(item.document.custom_inputs),
          bundle: item.document.bundle_configuration?.selected_options,
          available: await ctx.stock.available(product.id),
        },
        ctx,
      );
      added += 1;
    } catch (error) {
      if (!(error instanceof ItemFailure)) throw error;
      failures.push(new ItemFailure(error.status, error.detail, { ...meta, ...error.meta }, error.title));
    }
  }
  return { added, failures };
}
