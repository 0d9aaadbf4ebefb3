import { childProductId } from '../../catalog/build-children';
import { nameUuid } from '../../catalog/name-uuid';

/**
 * Fixed ids of the demo catalog (README.md "Demo catalog"), for the storefront's tests and
 * anything else that needs a known product, node or release. They are name-based UUIDs, so the
 * seed and these constants always agree.
 */
export const demoId = {
  product: (key: string) => nameUuid(`demo:product:${key}`),
  node: (key: string) => nameUuid(`demo:node:${key}`),
  hierarchy: (key: string) => nameUuid(`demo:hierarchy:${key}`),
  variation: (key: string) => nameUuid(`demo:variation:${key}`),
  option: (variationKey: string, name: string) => nameUuid(`demo:option:${variationKey}:${name}`),
  file: (key: string) => nameUuid(`demo:file:${key}`),
  sale: (pricebook: string, key: string) => nameUuid(`demo:sale:${pricebook}:${key}`),
  release: (catalog: string, number: number) => nameUuid(`demo:release:${catalog}:${number}`),
  customRelationship: (slug: string) => nameUuid(`demo:custom-relationship:${slug}`),
};

const classicTee = demoId.product('classic-tee');

export const DEMO_CATALOG = {
  catalogs: {
    /** Selected by the catch-all rule: every channel, no context tag. */
    standard: nameUuid('demo:catalog:standard'),
    /** Selected by the `mobile` channel or the `vip` context tag; member prices. */
    member: nameUuid('demo:catalog:member'),
  },
  rules: {
    everyChannel: nameUuid('demo:rule:every-channel'),
    mobile: nameUuid('demo:rule:mobile'),
    vip: nameUuid('demo:rule:vip'),
  },
  pricebooks: {
    standard: nameUuid('demo:pricebook:standard'),
    member: nameUuid('demo:pricebook:member'),
  },
  hierarchies: {
    apparel: demoId.hierarchy('apparel'),
    home: demoId.hierarchy('home'),
    outdoor: demoId.hierarchy('outdoor'),
  },
  nodes: {
    men: demoId.node('men'),
    menTops: demoId.node('men-tops'),
    menTshirts: demoId.node('men-tshirts'),
    menShirts: demoId.node('men-shirts'),
    women: demoId.node('women'),
    womenDresses: demoId.node('women-dresses'),
    accessories: demoId.node('accessories'),
    bags: demoId.node('bags'),
    backpacks: demoId.node('backpacks'),
    kitchen: demoId.node('kitchen'),
    tableware: demoId.node('tableware'),
    lighting: demoId.node('lighting'),
    camping: demoId.node('camping'),
    tents: demoId.node('tents'),
    footwear: demoId.node('footwear'),
    guides: demoId.node('guides'),
  },
  products: {
    /** Standard, translated (fr-FR), in every currency. */
    pocketTee: demoId.product('pocket-tee'),
    /** Parent with Size (S, M, L, XL; sort orders) × Colour (Black, White); XL costs more. */
    classicTee,
    classicTeeSmallBlack: childProductId(classicTee, [
      demoId.option('tee-size', 'S'),
      demoId.option('tee-colour', 'Black'),
    ]),
    classicTeeXlWhite: childProductId(classicTee, [
      demoId.option('tee-size', 'XL'),
      demoId.option('tee-colour', 'White'),
    ]),
    merinoSweater: demoId.product('merino-sweater'),
    hikingBoot: demoId.product('hiking-boot'),
    /** Bundle: tent (min 1, max 1), sleeping bag (1–2), extras (0–2); defaults set. */
    weekendCampingKit: demoId.product('weekend-camping-kit'),
    kitchenStarterSet: demoId.product('kitchen-starter-set'),
    /** Required custom input `engraving` (max 30); tiers; on sale in the standard catalog. */
    stonewareMug: demoId.product('stoneware-mug'),
    /** Required `monogram` (max 3) and optional `gift_note` (max 255). */
    canvasTote: demoId.product('canvas-tote'),
    /** Optional custom input `embroidery` (max 12). */
    baseballCap: demoId.product('baseball-cap'),
    /** On sale in the standard catalog (original price shown). */
    midiDress: demoId.product('midi-dress'),
    /** Tiers: `pair` from 2. */
    castIronSkillet: demoId.product('cast-iron-skillet'),
    /** No GBP price. */
    henley: demoId.product('henley'),
    /** No EUR price. */
    relaxedJeans: demoId.product('relaxed-jeans'),
    /** Digital; added in the current release. */
    trailMap: demoId.product('trail-map'),
    /** Main image plus a PDF spec sheet. */
    twoPersonTent: demoId.product('two-person-tent'),
    /** Draft: never listed. */
    insulatedParka: demoId.product('insulated-parka'),
    /** Live in the first two releases, draft since the current one. */
    peasantBlouse: demoId.product('peasant-blouse'),
    /** Live in the draft data but published in no release yet. */
    rainShell: demoId.product('rain-shell'),
  },
  /** Retained releases, oldest first; the last is the current one. */
  releases: {
    standard: [demoId.release('standard', 2), demoId.release('standard', 3), demoId.release('standard', 4)],
    member: [demoId.release('member', 2), demoId.release('member', 3), demoId.release('member', 4)],
  },
  /** Published first and dropped when the fourth release came: answers 404. */
  prunedReleases: {
    standard: demoId.release('standard', 1),
    member: demoId.release('member', 1),
  },
} as const;
