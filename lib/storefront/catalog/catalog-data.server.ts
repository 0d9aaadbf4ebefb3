import 'server-only';
import type { ListingQuery } from '@/lib/commerce/operations/catalog';
import type { CommerceError } from '@/lib/commerce/result';
import { buildFilter, inList } from '@/lib/commerce/filter';
import { filterValue } from '@/lib/commerce/operations/search';
import { keepAnswerPrivate } from '@/lib/platform/request-context';
import type { ShopperContext } from '@/lib/i18n/shopper-context.server';
import { assetResolver } from './assets.server';
import {
  loadHierarchies,
  loadHierarchy,
  loadHierarchyChildren,
  loadListing,
  loadNode,
  loadNodeChildren,
  loadNodesByIds,
  loadProduct,
  loadProductBySlug,
  loadRelatedProducts,
  loadPageSearch,
  loadSearch,
  type ListingScope,
  type Loaded,
} from './catalog.server';
import {
  breadcrumbNodeIds,
  breadcrumbTrail,
  lowestPrice,
  productCrumbs,
  toCategory,
  toProduct,
  toProductCard,
  toProductEntry,
  type CategoryView,
  type Crumb,
  type ProductCardView,
  type ProductEntryView,
  type ProductView,
} from './catalog-view';
import { addressSegment, isCatalogId, isSlug } from './catalog-paths';
import { MAX_OFFSET, type ListingParams } from './listing-params';
import { priceView } from './product-view';
import {
  SEARCH_PAGE_SIZE,
  WITHOUT_CHILDREN,
  searchFilter,
  toCatalogSearch,
  type SearchParams,
} from './search-params';
import { toFacets, type FacetsView, type SuggestionView } from './search-view';
import { getStock } from './stock.server';
import { isListedSoldOut, stockIdsOf } from './stock-view';

/**
 * What the catalog's pages and components read: the cached reads of catalog.server.ts, mapped to
 * the storefront's own view types (catalog-view.ts). Nothing here is cached itself; the reads are.
 */
export type { ListingScope, Loaded };

const mapLoaded = <T, U>(loaded: Loaded<T>, map: (data: T) => U): Loaded<U> =>
  loaded.ok ? { ok: true, data: map(loaded.data) } : loaded;

/** The hierarchies, for the main navigation and the home page. */
export async function getHierarchies(context: ShopperContext): Promise<Loaded<CategoryView[]>> {
  return mapLoaded(await loadHierarchies(context), (answer) => answer.data.map((entry) => toCategory(entry)));
}

export async function getHierarchy(
  context: ShopperContext,
  hierarchyId: string,
): Promise<Loaded<CategoryView>> {
  return mapLoaded(await loadHierarchy(context, hierarchyId), (answer) => toCategory(answer.data));
}

export async function getNode(
  context: ShopperContext,
  hierarchyId: string,
  nodeId: string,
): Promise<Loaded<CategoryView>> {
  const [node, segments] = await Promise.all([loadNode(context, nodeId), hierarchySegments(context)]);
  return mapLoaded(node, (answer) => toCategory(answer.data, hierarchyId, segments));
}

/** Each hierarchy's address segment (its slug), which heads its nodes' addresses. */
async function hierarchySegments(context: ShopperContext): Promise<Map<string, string>> {
  const hierarchies = await loadHierarchies(context);
  return new Map(
    hierarchies.ok
      ? hierarchies.data.data.map((entry) => [
          entry.id,
          addressSegment({ id: entry.id, slug: entry.attributes.slug }),
        ])
      : [],
  );
}

/** The categories one level down from a hierarchy or a node; none when they cannot be read. */
export async function getSubcategories(
  context: ShopperContext,
  parent: { hierarchyId: string; nodeId?: string },
): Promise<CategoryView[]> {
  const [children, segments] = await Promise.all([
    parent.nodeId
      ? loadNodeChildren(context, parent.nodeId)
      : loadHierarchyChildren(context, parent.hierarchyId),
    hierarchySegments(context),
  ]);
  return children.ok
    ? children.data.data.map((entry) => toCategory(entry, parent.hierarchyId, segments))
    : [];
}

export interface ListingView {
  products: ProductCardView[];
  page: { limit: number; offset: number; current: number; total: number };
  totalRecords: number;
}

/** One page of products; in a hierarchy or node, each with the trail of nodes it sits in. */
export async function getListing(
  context: ShopperContext,
  scope: ListingScope,
  query: ListingQuery,
): Promise<Loaded<ListingView>> {
  const result = await loadListing(context, scope, query);
  if (!result.ok) return result;
  const { data: products, meta, included } = result.data;
  const crumbIds = scope.kind === 'all' ? [] : breadcrumbNodeIds(products);
  const names = new Map<string, string>();
  if (crumbIds.length) {
    const nodes = await loadNodesByIds(context, crumbIds);
    if (nodes.ok) nodes.data.data.forEach((node) => names.set(node.id, node.attributes.name));
  }
  const toUrl = assetResolver();
  const stock = await getStock(context, products.flatMap(stockIdsOf));
  return {
    ok: true,
    data: {
      products: products.map((product) => ({
        ...toProductCard(
          product,
          included,
          context.locale,
          toUrl,
          scope.kind === 'all' ? undefined : breadcrumbTrail(product, names),
        ),
        ...(isListedSoldOut(stock, product) && { soldOut: true }),
      })),
      page: meta.page,
      totalRecords: meta.results.total,
    },
  };
}

export type ProductPage = { product: ProductView; crumbs: Crumb[] };

/** The product page: the product (with its family's pickers) and its breadcrumb trail. */
export async function getProduct(context: ShopperContext, productId: string): Promise<Loaded<ProductPage>> {
  return productPage(context, await loadProduct(context, productId));
}

/**
 * The product page at an address segment (issue 27 point 2): a slug, or an id (the old addresses,
 * which the proxy redirects for shoppers; a merchandiser's preview still opens them).
 */
export async function getProductAt(context: ShopperContext, segment: string): Promise<Loaded<ProductPage>> {
  if (isCatalogId(segment)) return getProduct(context, segment);
  if (!isSlug(segment)) return { ok: false, error: NOT_A_PRODUCT };
  return productPage(context, await loadProductBySlug(context, segment));
}

const NOT_A_PRODUCT: CommerceError = { kind: 'http', status: 404, title: 'Not Found', errors: [] };

async function productPage(
  context: ShopperContext,
  loaded: Awaited<ReturnType<typeof loadProduct>>,
): Promise<Loaded<ProductPage>> {
  if (!loaded.ok) return loaded;
  const { data: raw, included } = loaded.data;
  const types = raw.meta?.product_types ?? [];
  // A child shows its parent's pickers with its own options chosen.
  const parentId = types.includes('child')
    ? (raw.relationships?.parent?.data.id ?? raw.attributes.base_product_id)
    : undefined;
  const parent = parentId ? await loadProduct(context, parentId, []) : undefined;
  const family = types.includes('parent') ? raw : parent?.ok ? parent.data.data : undefined;
  const shown = toProduct(raw, included, family, context, assetResolver());
  // Before a choice a parent shows what its cheapest live child costs (a child not live is not found).
  const children = shown.isParent
    ? await Promise.all(shown.leaves.map((leaf) => loadProduct(context, leaf.childId, [])))
    : [];
  const fromPrice = lowestPrice(
    children.map((child) =>
      child.ok
        ? priceView(
            child.data.data.meta?.display_price,
            child.data.data.meta?.original_display_price,
            context.locale,
            child.data.data.attributes.price,
          )
        : undefined,
    ),
  );
  const product = fromPrice ? { ...shown, fromPrice } : shown;
  const [nodes, hierarchies] =
    product.trailNodeIds.length > 0
      ? await Promise.all([loadNodesByIds(context, product.trailNodeIds), getHierarchies(context)])
      : [undefined, undefined];
  const segments = await hierarchySegments(context);
  const trail = nodes?.ok ? nodes.data.data.map((node) => toCategory(node, undefined, segments)) : undefined;
  const crumbs = productCrumbs(product, trail, hierarchies?.ok ? hierarchies.data : []);
  return { ok: true, data: { product, crumbs } };
}

/** Issue 27 point 4: the custom relationship the product page shows as "Goes well with". */
export const GOES_WELL_WITH = 'CRP_goes_well_with';

/**
 * The products that go well with a product page's product, as cards (its parent's for a child
 * without its own). None when it has none or they cannot be read: the section is an extra, never a
 * reason for the page to fail.
 */
export async function getGoesWellWith(
  context: ShopperContext,
  product: ProductView,
): Promise<ProductCardView[]> {
  const { productId, slugs } = product.related;
  if (!slugs.includes(GOES_WELL_WITH)) return [];
  const related = await loadRelatedProducts(context, productId, GOES_WELL_WITH);
  if (!related.ok) return [];
  const toUrl = assetResolver();
  return related.data.data
    .filter((entry) => entry.id !== product.id && entry.id !== product.parentId)
    .map((entry) => toProductCard(entry, related.data.included, context.locale, toUrl));
}

/** Every live product, a page of 100 at a time, as far as listings reach (spec: at most MAX_OFFSET). */
export async function getAllProducts(context: ShopperContext): Promise<ProductEntryView[]> {
  const PAGE = 100;
  const entries: ProductEntryView[] = [];
  for (let offset = 0; offset <= MAX_OFFSET; offset += PAGE) {
    const page = await loadListing(context, { kind: 'all' }, { limit: PAGE, offset });
    if (!page.ok) break;
    entries.push(...page.data.data.map(toProductEntry));
    if (offset + PAGE >= page.data.meta.results.total) break;
  }
  return entries;
}

export interface SearchView {
  products: ProductCardView[];
  /** Products that match, over all pages. */
  found: number;
  page: { current: number; total: number; size: number };
  facets: FacetsView;
}

/**
 * One page of search results with the facets of the whole result set. The search's products come
 * without their pictures, so the page's products are read once more, with them, in one request.
 */
export async function getSearch(context: ShopperContext, params: SearchParams): Promise<Loaded<SearchView>> {
  const result = await loadSearch(context, toCatalogSearch(params));
  // A refusal may be this shopper's alone (past their search limit): the page saying so is not
  // kept for others by the answer cache (page-answers.ts), nor is one missing its pictures.
  if (!result.ok) {
    keepAnswerPrivate();
    return result;
  }
  const { hits, found, facet_counts } = result.data;
  const products = hits.map((hit) => hit.document);
  const pictures =
    products.length > 0
      ? await loadListing(
          context,
          { kind: 'all' },
          {
            filter: buildFilter([
              inList(
                'id',
                products.map((product) => product.id),
              ),
            ]),
            limit: products.length,
            include: ['main_image'],
          },
        )
      : undefined;
  if (pictures && !pictures.ok) keepAnswerPrivate();
  const toUrl = assetResolver();
  return {
    ok: true,
    data: {
      products: products.map((product) =>
        toProductCard(product, pictures?.ok ? pictures.data.included : undefined, context.locale, toUrl),
      ),
      found,
      page: {
        current: params.page,
        total: Math.ceil(found / SEARCH_PAGE_SIZE),
        size: SEARCH_PAGE_SIZE,
      },
      facets: toFacets(facet_counts),
    },
  };
}

export const SUGGESTIONS = 6;

/** The best few products for what the shopper has typed so far (one per product, no children). */
export async function getSuggestions(context: ShopperContext, q: string): Promise<Loaded<SuggestionView[]>> {
  const result = await loadSearch(context, { q, filter_by: WITHOUT_CHILDREN, per_page: SUGGESTIONS });
  if (!result.ok) return result;
  const toUrl = assetResolver();
  return {
    ok: true,
    data: result.data.hits.map(({ document }) => {
      const { id, name, href, price, fromPrice } = toProductCard(document, undefined, context.locale, toUrl);
      return { id, name, href, ...(price && { price }), ...(fromPrice && { fromPrice }) };
    }),
  };
}

/**
 * The facets beside a listing: counts per product type and tag over the listing's products, read
 * from the search (a listing has none of its own). A listing shows products with any of the chosen
 * tags, so the tags are counted without that choice (what adding one would bring in), the types with it.
 */
export async function getListingFacets(
  context: ShopperContext,
  scope: ListingScope,
  params: ListingParams,
): Promise<FacetsView | undefined> {
  const inScope =
    scope.kind === 'hierarchy'
      ? [`hierarchy_ids:=${scope.id}`]
      : scope.kind === 'node'
        ? [`node_ids:=${scope.id}`]
        : [];
  const anyTag = params.tags.length ? [`tags:=[${params.tags.map(filterValue).join(',')}]`] : [];
  const counted = (facet: string, filters: string[]) =>
    loadPageSearch(context, {
      q: '*',
      filter_by: [searchFilter({ tags: [] }), ...inScope, ...filters].join(' && '),
      facet_by: facet,
      max_facet_values: 20,
      per_page: 0,
    });
  const type = params.type ? [`product_types:=${params.type}`] : [];
  const [types, tags] = await Promise.all([counted('product_types', anyTag), counted('tags', type)]);
  if (!types.ok || !tags.ok) return undefined;
  return toFacets([...types.data.facet_counts, ...tags.data.facet_counts]);
}
