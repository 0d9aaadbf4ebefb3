import { and, eq } from 'drizzle-orm';
import type { BundleComponent, CustomInput, ProductType } from '@/lib/commerce/schemas/catalog';
import type { Price } from '@/lib/commerce/schemas/common';
import type { Database } from '../storage/database';
import { resolveShopperRelease, type ShopperContext } from './catalog-rules';
import { filePath } from './files/paths';
import { isUuid } from './ids';
import { localize, parseAcceptLanguage } from './language';
import { documentsOf } from './listing/product-store';
import { releaseProducts } from './release-schema';
import { withoutExpiredSales } from './sale-expiry';

export interface CartProductLookup {
  /** The product id; takes precedence over `sku` when both are given. */
  id?: string;
  sku?: string;
  /** Which catalog the shopper sees (spec 4.6 rule 2), and optionally an `Accept-Language` value. */
  context: ShopperContext & { acceptLanguage?: string };
}

export interface CartProductImage {
  id: string;
  mime_type: string;
  file_name: string;
  /** Path below `{base_url}`; prefix it with the request's service origin to get the `href`. */
  href_path: string;
}

/** What a cart line needs of a product, as the shopper's current release has it. */
export interface CartProduct {
  id: string;
  sku: string;
  slug: string;
  name: string;
  description: string;
  /** Always `live`: drafts are never in a release (spec 3.2). */
  status: 'live';
  product_types: ProductType[];
  commodity_type: 'physical' | 'digital';
  catalog_id: string;
  release_id: string;
  /** The price per currency now, a running sale applied; `includes_tax` as the pricebook says. */
  price: Price;
  /** The regular price while a sale runs. */
  original_price?: Price;
  /** Tier name → minimum quantity and price per currency (sale applied). */
  tiers: Record<string, { minimum_quantity: number; price: Price }>;
  main_image: CartProductImage | null;
  /** Bundles only: component id → name, min/max and the allowed option products. */
  components: Record<string, BundleComponent> | null;
  /** Input name → rules; values are at most `max_length` (≤ 255) characters (spec §8). */
  custom_inputs: Record<string, CustomInput>;
  manage_stock: boolean;
}

/**
 * Looks a product up for a cart line in the release the shopper's context selects. Null when no
 * release applies or the product is not in it (unknown, draft, or not in that catalog).
 */
export async function findCartProduct(db: Database, lookup: CartProductLookup): Promise<CartProduct | null> {
  const byId = lookup.id !== undefined;
  // A SKU with NUL cannot be stored, so it names no product (and PostgreSQL would refuse the query).
  if (byId ? !isUuid(lookup.id!) : !lookup.sku || lookup.sku.includes('\u0000')) return null;
  const release = await resolveShopperRelease(db, lookup.context);
  if (!release) return null;
  const found = await db
    .select({ id: releaseProducts.productId })
    .from(releaseProducts)
    .where(
      and(
        eq(releaseProducts.releaseId, release.id),
        byId ? eq(releaseProducts.productId, lookup.id!.toLowerCase()) : eq(releaseProducts.sku, lookup.sku!),
      ),
    )
    .limit(1);
  const [row] = found[0] ? await documentsOf(db, release.id, [found[0].id]) : [];
  if (!row) return null;

  const document = withoutExpiredSales(row.document, new Date());
  const { attributes, meta, internal } = document;
  const text = localize(attributes, row.translations, parseAcceptLanguage(lookup.context.acceptLanguage));
  const image = internal.main_image;
  return {
    id: row.id,
    sku: attributes.sku ?? '',
    slug: attributes.slug ?? '',
    name: text.name,
    description: text.description,
    status: 'live',
    product_types: meta.product_types,
    commodity_type: attributes.commodity_type ?? 'physical',
    catalog_id: release.catalogId,
    release_id: release.id,
    price: attributes.price ?? {},
    ...(meta.original_price && { original_price: meta.original_price }),
    tiers: attributes.tiers ?? {},
    main_image: image && {
      id: image.id,
      mime_type: image.mime_type,
      file_name: image.file_name,
      href_path: filePath(image.id, image.file_name),
    },
    components: attributes.components ?? null,
    custom_inputs: attributes.custom_inputs ?? {},
    manage_stock: internal.manage_stock,
  };
}
