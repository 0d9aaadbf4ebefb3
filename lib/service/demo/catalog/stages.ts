import { and, eq } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { DEMO_CATALOG, demoId } from './ids';
import { pcmNodeProducts, pcmProductPrices, pcmProducts } from '../../catalog/draft-schema';
import { pricesFrom, usdIn } from './prices';
import { PRODUCTS } from './data';

/** Products that start as drafts and go live in a later release. */
export const INITIAL_DRAFTS = ['linen-shirt', 'string-lights'];
/** Products not yet placed in a node (so in no catalog) before the fourth release. */
export const INITIAL_UNPLACED = ['trail-map'];

export interface DemoStage {
  /** What the merchandiser changed before this release. */
  edit(db: Database): Promise<void>;
  publish?: { number: number; at: Date };
}

const setStatus = (db: Database, key: string, status: 'live' | 'draft', at: Date) =>
  db
    .update(pcmProducts)
    .set({ status, updatedAt: at })
    .where(eq(pcmProducts.id, demoId.product(key)));

/** A new price: USD as given, the other currencies derived again (a product keeps the ones it lacks). */
async function setUsdPrice(db: Database, key: string, usd: number, at: Date) {
  const lacks = PRODUCTS.find((product) => product.key === key)?.lacks;
  const productId = demoId.product(key);
  for (const pricebook of ['standard', 'member'] as const) {
    const where = and(
      eq(pcmProductPrices.pricebookId, DEMO_CATALOG.pricebooks[pricebook]),
      eq(pcmProductPrices.productId, productId),
    );
    await db
      .update(pcmProductPrices)
      .set({ currencies: pricesFrom(usdIn(pricebook, usd), lacks) })
      .where(where);
  }
  await db.update(pcmProducts).set({ updatedAt: at }).where(eq(pcmProducts.id, productId));
}

const JAN = new Date('2026-01-05T10:00:00Z');
const FEB = new Date('2026-02-02T10:00:00Z');
const MAR = new Date('2026-03-02T10:00:00Z');
const APR = new Date('2026-04-06T10:00:00Z');
const MAY = new Date('2026-05-04T10:00:00Z');

/**
 * The demo's history: four releases, so that the first has been pruned (spec 4.7 rule 2) and the
 * three kept differ (products added, removed and changed), then one draft change not yet published.
 */
export const DEMO_STAGES: DemoStage[] = [
  { edit: async () => {}, publish: { number: 1, at: JAN } },
  {
    edit: (db) => setStatus(db, 'linen-shirt', 'live', FEB).then(() => undefined),
    publish: { number: 2, at: FEB },
  },
  {
    async edit(db) {
      await setStatus(db, 'string-lights', 'live', MAR);
      await setUsdPrice(db, 'table-lamp', 7900, MAR);
      await db
        .update(pcmProducts)
        .set({ name: 'Pocket Tee Organic', updatedAt: MAR })
        .where(eq(pcmProducts.id, demoId.product('pocket-tee')));
    },
    publish: { number: 3, at: MAR },
  },
  {
    async edit(db) {
      await setStatus(db, 'peasant-blouse', 'draft', APR);
      await db
        .insert(pcmNodeProducts)
        .values({ nodeId: demoId.node('guides'), productId: demoId.product('trail-map') });
      await setUsdPrice(db, 'cast-iron-skillet', 5400, APR);
    },
    publish: { number: 4, at: APR },
  },
  { edit: (db) => setStatus(db, 'rain-shell', 'live', MAY).then(() => undefined) },
];
