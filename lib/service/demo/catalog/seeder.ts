import { eq, inArray } from 'drizzle-orm';
import type { Database, Storage } from '../../storage/database';
import type { Seeder } from '..';
import { buildChildProducts } from '../../catalog/build-children';
import { DEMO_CATALOG, demoId } from './ids';
import {
  pcmCatalogHierarchies,
  pcmCatalogRules,
  pcmCatalogs,
  pcmFiles,
  pcmHierarchies,
  pcmNodeProducts,
  pcmNodes,
  pcmPriceModifiers,
  pcmPricebooks,
  pcmProductFiles,
  pcmProductPrices,
  pcmProductVariations,
  pcmProducts,
  pcmSales,
  pcmVariationOptions,
  pcmVariations,
  type TierPrice,
  type Translations,
} from '../../catalog/draft-schema';
import { simplePdf } from '../../catalog/files/generate';
import {
  pcmCustomRelationships,
  pcmProductAssociations,
  pcmProductCustomRelationships,
} from '../../catalog/custom-relationships/schema';
import { publishRelease } from '../../catalog/publish/publish-release';
import {
  BUNDLES,
  GOES_WELL_WITH,
  GOES_WELL_WITH_PAIRS,
  HIERARCHIES,
  MEMBER_CATALOG_HIERARCHIES,
  MEMBER_SALES,
  MODIFIERS,
  PARENTS,
  PRODUCTS,
  STANDARD_SALES,
  type NodeDef,
  type ProductDef,
} from './data';
import { demoPictureSets, type PictureSet } from '../picture-files';
import { pricesFrom, usdIn } from './prices';
import { DEMO_STAGES, INITIAL_DRAFTS, INITIAL_UNPLACED } from './stages';

const SEEDED_AT = Date.parse('2025-10-01T09:00:00Z');
const at = (hours: number) => new Date(SEEDED_AT + hours * 3_600_000);
const SALE_STARTS = new Date('2026-01-01T00:00:00Z');
const SALE_ENDS = new Date('2030-12-31T23:59:59Z');

const allProducts = (): ProductDef[] => [...PRODUCTS, ...PARENTS, ...BUNDLES];

function flattenNodes(
  nodes: readonly NodeDef[],
  hierarchyKey: string,
  parentKey: string | null,
): { def: NodeDef; hierarchyKey: string; parentKey: string | null }[] {
  return nodes.flatMap((def) => [
    { def, hierarchyKey, parentKey },
    ...flattenNodes(def.children ?? [], hierarchyKey, def.key),
  ]);
}

/** EAN-13 with a valid check digit, from a running number. */
function ean13(serial: number): string {
  const digits = `50123${String(serial).padStart(7, '0')}`;
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return digits + ((10 - (sum % 10)) % 10);
}

async function clearDemoData(db: Database) {
  const productIds = allProducts().map((product) => demoId.product(product.key));
  await db.delete(pcmCatalogs).where(inArray(pcmCatalogs.id, Object.values(DEMO_CATALOG.catalogs)));
  await db.delete(pcmProducts).where(inArray(pcmProducts.parentId, productIds));
  await db.delete(pcmProducts).where(inArray(pcmProducts.id, productIds));
  await db.delete(pcmHierarchies).where(inArray(pcmHierarchies.id, Object.values(DEMO_CATALOG.hierarchies)));
  await db.delete(pcmPricebooks).where(inArray(pcmPricebooks.id, Object.values(DEMO_CATALOG.pricebooks)));
  const variationIds = PARENTS.flatMap((parent) =>
    parent.variations.map((variation) => demoId.variation(variation.key)),
  );
  await db.delete(pcmVariations).where(inArray(pcmVariations.id, variationIds));
  const fileIds = [
    ...demoPictureSets().flatMap((set) => set.pictures.map((picture) => picture.id)),
    ...allProducts().flatMap((product) =>
      (product.files ?? []).map((file) => demoId.file(`${product.key}:${file.name}`)),
    ),
  ];
  await db.delete(pcmFiles).where(inArray(pcmFiles.id, fileIds));
}

async function writeFiles(db: Database) {
  const createdAt = new Map(allProducts().map((product, index) => [product.key, at(index)]));
  const pictures = demoPictureSets().flatMap((set) =>
    set.pictures.map((picture) => ({
      id: picture.id,
      fileName: picture.fileName,
      mimeType: 'image/svg+xml',
      fileSize: Buffer.byteLength(picture.image.content),
      width: picture.image.width,
      height: picture.image.height,
      content: picture.image.content,
      createdAt: createdAt.get(set.productKey)!,
    })),
  );
  const documents = allProducts().flatMap((product, index) =>
    (product.files ?? []).map((file) => {
      const content =
        file.kind === 'pdf'
          ? simplePdf(file.lines[0] ? product.name : file.name, file.lines)
          : `${file.lines.join('\n')}\n`;
      return {
        id: demoId.file(`${product.key}:${file.name}`),
        fileName: file.name,
        mimeType: file.kind === 'pdf' ? 'application/pdf' : 'text/plain',
        fileSize: Buffer.byteLength(content),
        width: null,
        height: null,
        content,
        createdAt: at(index),
      };
    }),
  );
  await db.insert(pcmFiles).values([...pictures, ...documents]);
}

/** The views after the main picture, in order, as a product's files. */
const viewFiles = (productId: string, set: PictureSet) =>
  set.pictures.slice(1).map((picture, index) => ({ productId, fileId: picture.id, sortOrder: index }));

const hierarchyOf = (key: string) => HIERARCHIES.find((hierarchy) => hierarchy.key === key)!;

async function writeHierarchies(db: Database) {
  await db.insert(pcmHierarchies).values(
    HIERARCHIES.map((hierarchy, index) => ({
      id: demoId.hierarchy(hierarchy.key),
      name: hierarchy.name,
      description: hierarchy.description,
      slug: hierarchy.key,
      translations: { 'fr-FR': hierarchy.fr },
      createdAt: at(index),
      updatedAt: at(index),
    })),
  );
  const nodes = HIERARCHIES.flatMap((hierarchy) => flattenNodes(hierarchy.nodes, hierarchy.key, null));
  await db.insert(pcmNodes).values(
    nodes.map(({ def, hierarchyKey, parentKey }, index) => ({
      id: demoId.node(def.key),
      hierarchyId: demoId.hierarchy(hierarchyKey),
      parentId: parentKey ? demoId.node(parentKey) : null,
      name: def.name,
      description: `${def.name} in ${hierarchyOf(hierarchyKey).name}`,
      slug: def.key,
      sortOrder: def.sortOrder ?? null,
      translations: {
        'fr-FR': { name: def.fr, description: `${def.fr}, au rayon ${hierarchyOf(hierarchyKey).fr.name}` },
      } as Translations,
      createdAt: at(index),
      // Distinct update times, newest last in definition order reversed every third node, so
      // "ordered by last update" differs from the tree order.
      updatedAt: at(100 + ((index * 7) % nodes.length)),
    })),
  );
}

async function writeProducts(db: Database) {
  const products = allProducts();
  await db.insert(pcmProducts).values(
    products.map((product, index) => {
      const isParent = PARENTS.includes(product as (typeof PARENTS)[number]);
      const bundle = BUNDLES.find((candidate) => candidate.key === product.key);
      return {
        id: demoId.product(product.key),
        productType: bundle ? ('bundle' as const) : isParent ? ('parent' as const) : ('standard' as const),
        sku: product.key.toUpperCase(),
        slug: product.key,
        name: product.name,
        description: product.description ?? `${product.name}, made to last.`,
        status: INITIAL_DRAFTS.includes(product.key) ? ('draft' as const) : (product.status ?? 'live'),
        commodityType: product.digital ? ('digital' as const) : ('physical' as const),
        upcEan: product.digital ? null : ean13(index + 1),
        mpn: `NW-${String(index + 1).padStart(4, '0')}`,
        externalRef: bundle ? null : `erp:${product.key}`,
        tags: product.tags,
        components: bundle
          ? Object.fromEntries(
              Object.entries(bundle.components).map(([key, component]) => [
                key,
                {
                  ...component,
                  options: component.options.map((option) => ({
                    id: demoId.product(option.key),
                    type: 'product' as const,
                    quantity: option.quantity,
                    sort_order: option.sort_order ?? null,
                    default: option.default ?? false,
                  })),
                },
              ]),
            )
          : null,
        customInputs: product.customInputs ?? {},
        extensions: product.extensions ?? {},
        translations: {
          'fr-FR': {
            name: product.fr.name,
            description: product.fr.description ?? `${product.fr.name}, de qualité durable.`,
          },
        } as Translations,
        manageStock: product.manageStock ?? false,
        curated: product.curated ?? false,
        mainImageId: demoId.file(`${product.key}:main`),
        createdAt: at(index),
        updatedAt: at(index),
      };
    }),
  );
  await db
    .insert(pcmNodeProducts)
    .values(
      products
        .filter((product) => !INITIAL_UNPLACED.includes(product.key))
        .map((product) => ({ nodeId: demoId.node(product.node), productId: demoId.product(product.key) })),
    );
  const ownPictures = new Map(
    demoPictureSets()
      .filter((set) => !set.colourOption)
      .map((set) => [set.productKey, set]),
  );
  const files = products.flatMap((product) => {
    const views = viewFiles(demoId.product(product.key), ownPictures.get(product.key)!);
    return [
      ...views,
      ...(product.files ?? []).map((file, index) => ({
        productId: demoId.product(product.key),
        fileId: demoId.file(`${product.key}:${file.name}`),
        sortOrder: views.length + index,
      })),
    ];
  });
  if (files.length) await db.insert(pcmProductFiles).values(files);
}

async function writeVariations(db: Database) {
  for (const parent of PARENTS) {
    await db.insert(pcmVariations).values(
      parent.variations.map((variation) => ({
        id: demoId.variation(variation.key),
        name: variation.name,
        sortOrder: variation.sortOrder ?? null,
      })),
    );
    await db.insert(pcmVariationOptions).values(
      parent.variations.flatMap((variation) =>
        variation.options.map((option) => ({
          id: demoId.option(variation.key, option.name),
          variationId: demoId.variation(variation.key),
          name: option.name,
          description: option.description,
          sortOrder: option.sortOrder ?? null,
          priceModifiers: option.modifiers ?? [],
        })),
      ),
    );
    await db.insert(pcmProductVariations).values(
      parent.variations.map((variation) => ({
        productId: demoId.product(parent.key),
        variationId: demoId.variation(variation.key),
      })),
    );
  }
}

async function writePricebooks(db: Database) {
  await db.insert(pcmPricebooks).values([
    {
      id: DEMO_CATALOG.pricebooks.standard,
      name: 'Standard prices',
      description: 'The prices every shopper sees.',
    },
    {
      id: DEMO_CATALOG.pricebooks.member,
      name: 'Member prices',
      description: 'About 10% off, for the app and VIP shoppers.',
    },
  ]);
  for (const pricebook of ['standard', 'member'] as const) {
    const pricebookId = DEMO_CATALOG.pricebooks[pricebook];
    await db.insert(pcmProductPrices).values(
      allProducts().map((product) => ({
        pricebookId,
        productId: demoId.product(product.key),
        currencies: pricesFrom(usdIn(pricebook, product.usd), product.lacks),
        tiers: Object.fromEntries(
          Object.entries(product.tiers ?? {}).map(([name, tier]): [string, TierPrice] => [
            name,
            { minimum_quantity: tier.min, price: pricesFrom(usdIn(pricebook, tier.usd), product.lacks) },
          ]),
        ),
      })),
    );
    await db.insert(pcmPriceModifiers).values(
      Object.entries(MODIFIERS).map(([name, modifier]) => {
        const usd = pricebook === 'standard' ? modifier.usd : modifier.usd / 2;
        return {
          pricebookId,
          name,
          modifierType: modifier.type,
          currencies: { USD: { amount: usd }, EUR: { amount: usd }, GBP: { amount: Math.round(usd * 0.8) } },
        };
      }),
    );
    const sales = pricebook === 'standard' ? STANDARD_SALES : MEMBER_SALES;
    await db.insert(pcmSales).values(
      Object.entries(sales).map(([key, sale]) => {
        const product = allProducts().find((candidate) => candidate.key === key)!;
        const saleTiers = 'tiers' in sale && sale.tiers ? sale.tiers : {};
        return {
          id: demoId.sale(pricebook, key),
          pricebookId,
          productId: demoId.product(key),
          currencies: pricesFrom(usdIn(pricebook, sale.usd), product.lacks),
          tiers: Object.fromEntries(
            Object.entries(saleTiers).map(([tier, usd]) => [
              tier,
              pricesFrom(usdIn(pricebook, usd), product.lacks),
            ]),
          ),
          startsAt: SALE_STARTS,
          expiresAt: SALE_ENDS,
        };
      }),
    );
  }
}

async function writeCatalogs(db: Database) {
  const { catalogs, pricebooks, hierarchies, rules } = DEMO_CATALOG;
  await db.insert(pcmCatalogs).values([
    {
      id: catalogs.standard,
      name: 'Main catalog',
      description: 'Everything, at standard prices.',
      pricebookId: pricebooks.standard,
      createdAt: at(0),
      updatedAt: at(0),
    },
    {
      id: catalogs.member,
      name: 'App & VIP catalog',
      description: 'Apparel and outdoor gear at member prices.',
      pricebookId: pricebooks.member,
      createdAt: at(1),
      updatedAt: at(1),
    },
  ]);
  await db.insert(pcmCatalogHierarchies).values([
    ...HIERARCHIES.map((hierarchy, index) => ({
      catalogId: catalogs.standard,
      hierarchyId: hierarchies[hierarchy.key],
      sortOrder: index,
    })),
    ...MEMBER_CATALOG_HIERARCHIES.map((key, index) => ({
      catalogId: catalogs.member,
      hierarchyId: hierarchies[key],
      sortOrder: index,
    })),
  ]);
  await db.insert(pcmCatalogRules).values([
    {
      id: rules.everyChannel,
      name: 'Every channel',
      catalogId: catalogs.standard,
      channels: [],
      tags: [],
      createdAt: at(0),
    },
    {
      id: rules.mobile,
      name: 'Mobile app',
      catalogId: catalogs.member,
      channels: ['mobile'],
      tags: [],
      createdAt: at(1),
    },
    {
      id: rules.vip,
      name: 'VIP shoppers',
      catalogId: catalogs.member,
      channels: [],
      tags: ['vip'],
      createdAt: at(2),
    },
  ]);
}

/**
 * Each child shows the pictures of its colour (the parent's own when its colour is the first, or
 * when the family has no colour): its main image and its other views as its files.
 */
async function pictureChildren(db: Database) {
  const sets = demoPictureSets();
  for (const parent of PARENTS) {
    const parentId = demoId.product(parent.key);
    const own = sets.find((set) => set.productKey === parent.key && !set.colourOption)!;
    const children = await db
      .select({ id: pcmProducts.id, optionIds: pcmProducts.childOptionIds })
      .from(pcmProducts)
      .where(eq(pcmProducts.parentId, parentId));
    for (const child of children) {
      const set =
        sets.find(
          (candidate) =>
            candidate.productKey === parent.key &&
            candidate.colourOption !== undefined &&
            (child.optionIds ?? []).includes(candidate.colourOption),
        ) ?? own;
      await db
        .update(pcmProducts)
        .set({ mainImageId: set.pictures[0]!.id })
        .where(eq(pcmProducts.id, child.id));
      await db.insert(pcmProductFiles).values(viewFiles(child.id, set));
    }
  }
}

/** The demo's "goes well with" relationship and the products it relates (records.json). */
async function writeCustomRelationships(db: Database) {
  await db
    .insert(pcmCustomRelationships)
    .values({
      slug: GOES_WELL_WITH.slug,
      id: demoId.customRelationship(GOES_WELL_WITH.slug),
      name: GOES_WELL_WITH.name,
      description: GOES_WELL_WITH.description,
      externalName: GOES_WELL_WITH.externalName,
      biDirectional: true,
      createdAt: at(0),
      updatedAt: at(0),
    })
    .onConflictDoNothing();
  const pairs = Object.entries(GOES_WELL_WITH_PAIRS);
  await db
    .insert(pcmProductCustomRelationships)
    .values(pairs.map(([key]) => ({ productId: demoId.product(key), slug: GOES_WELL_WITH.slug })));
  await db.insert(pcmProductAssociations).values(
    pairs.flatMap(([key, related]) =>
      related.map((relatedKey) => ({
        productId: demoId.product(key),
        slug: GOES_WELL_WITH.slug,
        relatedId: demoId.product(relatedKey),
      })),
    ),
  );
}

/** Writes the draft data as it stood before the first release, then publishes four releases per catalog with edits in between. */
export async function seedDemoCatalog(storage: Storage): Promise<void> {
  const { db } = storage;
  await db.transaction(async (tx) => {
    await clearDemoData(tx);
    await writeFiles(tx);
    await writeHierarchies(tx);
    await writeProducts(tx);
    await writeCustomRelationships(tx);
    await writeVariations(tx);
    await writePricebooks(tx);
    await writeCatalogs(tx);
  });
  for (const parent of PARENTS) await buildChildProducts(db, demoId.product(parent.key), at(200));
  await pictureChildren(db);
  // One child is held back as a draft: the parent's variation matrix leaves it out.
  await db.update(pcmProducts).set({ status: 'draft' }).where(eq(pcmProducts.sku, 'HIKING-BOOT-EU43-Wide'));

  for (const stage of DEMO_STAGES) {
    await stage.edit(db);
    if (!stage.publish) continue;
    for (const catalog of ['standard', 'member'] as const) {
      await publishRelease(db, DEMO_CATALOG.catalogs[catalog], {
        releaseId: demoId.release(catalog, stage.publish.number),
        publishedAt: stage.publish.at,
      });
    }
  }
}

export const catalogSeeder: Seeder = { name: 'catalog', version: 4, run: seedDemoCatalog };
