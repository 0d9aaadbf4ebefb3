import { childProductId } from '../catalog/build-children';
import { demoId } from './catalog/ids';

/**
 * The demo's stock that is not plentiful (README "Demo data"): a few products run low, a few are
 * sold out — one standard product, one variant each of the Classic Crew Tee and the Merino
 * Sweater, and every size of the Hiking Boot, so the whole boot reads as out of stock. What the
 * journeys add to carts (Pocket Tee, the tee's S/Black, M/Black and XL/White…) stays plentiful.
 */
const variant = (parent: string, options: [variation: string, option: string][]) =>
  childProductId(
    demoId.product(parent),
    options.map(([variation, option]) => demoId.option(variation, option)),
  );

const bootSizes = ['EU41', 'EU42', 'EU43'].flatMap((size) =>
  ['Regular', 'Wide'].map((width) =>
    variant('hiking-boot', [
      ['boot-size', size],
      ['boot-width', width],
    ]),
  ),
);

export const DEMO_STOCK = {
  /** Only a few left. */
  low: {
    saladBowl: demoId.product('salad-bowl'),
    candleSet: demoId.product('candle-set'),
    classicTeeSmallWhite: variant('classic-tee', [
      ['tee-size', 'S'],
      ['tee-colour', 'White'],
    ]),
  },
  /** None left anywhere. */
  soldOut: {
    floorLamp: demoId.product('floor-lamp'),
    classicTeeLargeWhite: variant('classic-tee', [
      ['tee-size', 'L'],
      ['tee-colour', 'White'],
    ]),
    merinoLargeForest: variant('merino-sweater', [
      ['sweater-size', 'L'],
      ['sweater-colour', 'Forest'],
    ]),
  },
  hikingBootSizes: bootSizes,
} as const;

/** Available quantity of the products that are not plentiful. */
export const SCARCE: ReadonlyMap<string, number> = new Map([
  [DEMO_STOCK.low.saladBowl, 3],
  [DEMO_STOCK.low.candleSet, 2],
  [DEMO_STOCK.low.classicTeeSmallWhite, 3],
  ...Object.values(DEMO_STOCK.soldOut).map((id) => [id, 0] as const),
  ...bootSizes.map((id) => [id, 0] as const),
]);
