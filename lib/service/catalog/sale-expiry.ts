import type { ReleaseProductDocument } from './release-document';

const hasExpired = (expires: string | null | undefined, now: Date) =>
  expires != null && Date.parse(expires) <= now.getTime();

/**
 * A release snapshots a sale as it stood at publish time. A sale that has ended since must not
 * keep its price: once `sale_expires` has passed the regular (original) price is shown again and
 * the sale fields go, for the product, its tiers and its bundle components alike.
 */
export function withoutExpiredSales(document: ReleaseProductDocument, now: Date): ReleaseProductDocument {
  const meta = { ...document.meta };
  const attributes = { ...document.attributes };
  let changed = false;

  if (meta.sale_id && hasExpired(meta.sale_expires, now)) {
    if (meta.original_price) attributes.price = meta.original_price;
    delete meta.sale_id;
    delete meta.sale_expires;
    delete meta.original_price;
    changed = true;
  }
  if (meta.tiers && attributes.tiers) {
    const tiers = { ...attributes.tiers };
    const tierMeta = { ...meta.tiers };
    for (const [name, snapshot] of Object.entries(tierMeta)) {
      const tier = tiers[name];
      if (!tier || !snapshot.sale_id || !hasExpired(snapshot.sale_expires, now)) continue;
      if (snapshot.original_price) tiers[name] = { ...tier, price: snapshot.original_price };
      tierMeta[name] = {};
      changed = true;
    }
    attributes.tiers = tiers;
    meta.tiers = tierMeta;
  }
  if (meta.component_products) {
    const components = { ...meta.component_products };
    for (const [id, snapshot] of Object.entries(components)) {
      if (!snapshot.sale_id || !hasExpired(snapshot.sale_expires, now)) continue;
      const { sale_id: _saleId, sale_expires: _saleExpires, original_price, ...rest } = snapshot;
      components[id] = { ...rest, ...(original_price && { price: original_price }) };
      changed = true;
    }
    meta.component_products = components;
  }
  return changed ? { ...document, attributes, meta } : document;
}
