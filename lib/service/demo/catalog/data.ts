import type { BundleComponent, CustomInput } from '@/lib/commerce/schemas/catalog';

/**
 * The demo catalog's content (README.md "Demo catalog"): a small outdoor-and-home shop. Prices
 * are USD minor units; EUR and GBP are derived (demo-seeder.ts), and a few products lack one.
 */

export type HierarchyKey = 'apparel' | 'home' | 'outdoor';

export interface NodeDef {
  key: string;
  name: string;
  fr: string;
  children?: NodeDef[];
  sortOrder?: number;
}

export interface HierarchyDef {
  key: HierarchyKey;
  name: string;
  fr: { name: string; description: string };
  description: string;
  nodes: NodeDef[];
}

export const HIERARCHIES: HierarchyDef[] = [
  {
    key: 'apparel',
    name: 'Apparel',
    fr: {
      name: 'Vêtements',
      description: 'Des vêtements et accessoires pour tous les jours et pour les sentiers.',
    },
    description: 'Clothing and accessories for every day and the trail.',
    nodes: [
      {
        key: 'men',
        name: 'Men',
        fr: 'Homme',
        sortOrder: 2,
        children: [
          {
            key: 'men-tops',
            name: 'Tops',
            fr: 'Hauts',
            children: [
              { key: 'men-tshirts', name: 'T-shirts', fr: 'T-shirts' },
              { key: 'men-shirts', name: 'Shirts', fr: 'Chemises' },
            ],
          },
          {
            key: 'men-bottoms',
            name: 'Bottoms',
            fr: 'Bas',
            children: [
              { key: 'men-jeans', name: 'Jeans', fr: 'Jeans' },
              { key: 'men-shorts', name: 'Shorts', fr: 'Shorts' },
            ],
          },
        ],
      },
      {
        key: 'women',
        name: 'Women',
        fr: 'Femme',
        sortOrder: 1,
        children: [
          {
            key: 'women-tops',
            name: 'Tops',
            fr: 'Hauts',
            children: [
              { key: 'women-blouses', name: 'Blouses', fr: 'Chemisiers' },
              { key: 'women-knitwear', name: 'Knitwear', fr: 'Tricots' },
            ],
          },
          { key: 'women-dresses', name: 'Dresses', fr: 'Robes' },
        ],
      },
      {
        key: 'accessories',
        name: 'Accessories',
        fr: 'Accessoires',
        children: [
          { key: 'hats', name: 'Hats', fr: 'Chapeaux' },
          {
            key: 'bags',
            name: 'Bags',
            fr: 'Sacs',
            children: [
              { key: 'backpacks', name: 'Backpacks', fr: 'Sacs à dos' },
              { key: 'totes', name: 'Totes', fr: 'Cabas' },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'home',
    name: 'Home & Kitchen',
    fr: {
      name: 'Maison et cuisine',
      description: 'Ustensiles de cuisson, arts de la table et tout ce qui fait une maison.',
    },
    description: 'Cookware, tableware and things that make a home.',
    nodes: [
      {
        key: 'kitchen',
        name: 'Kitchen',
        fr: 'Cuisine',
        children: [
          {
            key: 'cookware',
            name: 'Cookware',
            fr: 'Ustensiles de cuisson',
            children: [
              { key: 'pans', name: 'Pans', fr: 'Poêles' },
              { key: 'pots', name: 'Pots', fr: 'Casseroles' },
            ],
          },
          { key: 'tableware', name: 'Tableware', fr: 'Arts de la table' },
        ],
      },
      {
        key: 'living',
        name: 'Living',
        fr: 'Salon',
        children: [
          { key: 'lighting', name: 'Lighting', fr: 'Éclairage' },
          { key: 'textiles', name: 'Textiles', fr: 'Textiles' },
        ],
      },
    ],
  },
  {
    key: 'outdoor',
    name: 'Outdoor',
    fr: { name: 'Plein air', description: 'De l’équipement pour le camping et la randonnée.' },
    description: 'Gear for camping and hiking.',
    nodes: [
      {
        key: 'camping',
        name: 'Camping',
        fr: 'Camping',
        children: [
          {
            key: 'shelter',
            name: 'Shelter',
            fr: 'Abris',
            children: [
              { key: 'tents', name: 'Tents', fr: 'Tentes' },
              { key: 'tarps', name: 'Tarps', fr: 'Bâches' },
            ],
          },
          { key: 'sleeping', name: 'Sleeping', fr: 'Couchage' },
        ],
      },
      {
        key: 'hiking',
        name: 'Hiking',
        fr: 'Randonnée',
        children: [
          { key: 'footwear', name: 'Footwear', fr: 'Chaussures' },
          { key: 'packs', name: 'Packs & tools', fr: 'Sacs et outils' },
          { key: 'guides', name: 'Guides', fr: 'Guides' },
        ],
      },
    ],
  },
];

export interface ProductDef {
  key: string;
  name: string;
  node: string;
  /** USD minor units in the standard pricebook. */
  usd: number;
  tags: string[];
  description?: string;
  /** French name, and description where the English has one (demo-data.test.ts holds every def to it). */
  fr: { name: string; description?: string };
  /** A currency this product has no price in. */
  lacks?: 'EUR' | 'GBP';
  digital?: boolean;
  status?: 'live' | 'draft';
  customInputs?: Record<string, CustomInput>;
  extensions?: Record<string, Record<string, unknown>>;
  /** Tier name → minimum quantity and USD price. */
  tiers?: Record<string, { min: number; usd: number }>;
  files?: { name: string; kind: 'pdf' | 'text'; lines: string[] }[];
  curated?: boolean;
  manageStock?: boolean;
}

const apparel = (material: string, care: string, weightG: number) => ({
  specifications: { material, care, weight_g: weightG },
});
const dimensions = (width: number, height: number, depth: number) => ({
  dimensions: { width_cm: width, height_cm: height, depth_cm: depth },
});

export const PRODUCTS: ProductDef[] = [
  {
    key: 'pocket-tee',
    name: 'Pocket Tee',
    node: 'men-tshirts',
    usd: 2400,
    tags: ['cotton', 'basics'],
    fr: { name: 'T-shirt à poche', description: 'Un t-shirt en coton avec une poche poitrine.' },
    extensions: apparel('cotton', 'machine wash cold', 180),
  },
  {
    key: 'graphic-tee-mountains',
    name: 'Graphic Tee Mountains',
    node: 'men-tshirts',
    usd: 2800,
    tags: ['cotton', 'graphic'],
    fr: { name: 'T-shirt graphique Montagnes' },
    extensions: apparel('cotton', 'machine wash cold', 190),
  },
  {
    key: 'long-sleeve-tee',
    name: 'Long Sleeve Tee',
    node: 'men-tshirts',
    usd: 3200,
    tags: ['cotton', 'basics'],
    fr: { name: 'T-shirt à manches longues' },
    extensions: apparel('cotton', 'machine wash cold', 230),
  },
  {
    key: 'henley',
    name: 'Waffle Henley',
    node: 'men-tshirts',
    usd: 3900,
    tags: ['cotton', 'layering'],
    fr: { name: 'Henley gaufré' },
    lacks: 'GBP',
  },
  {
    key: 'oxford-shirt',
    name: 'Oxford Shirt',
    node: 'men-shirts',
    usd: 5900,
    tags: ['cotton', 'office'],
    fr: { name: 'Chemise Oxford' },
    extensions: apparel('cotton oxford', 'machine wash warm', 260),
  },
  {
    key: 'flannel-shirt',
    name: 'Flannel Shirt',
    node: 'men-shirts',
    usd: 6400,
    tags: ['flannel', 'layering'],
    fr: { name: 'Chemise en flanelle' },
  },
  {
    key: 'linen-shirt',
    name: 'Linen Shirt',
    node: 'men-shirts',
    usd: 6900,
    tags: ['linen', 'summer'],
    fr: { name: 'Chemise en lin' },
  },
  {
    key: 'slim-jeans',
    name: 'Slim Jeans',
    node: 'men-jeans',
    usd: 7900,
    tags: ['denim'],
    fr: { name: 'Jean slim' },
    extensions: apparel('denim', 'wash inside out', 620),
  },
  {
    key: 'straight-jeans',
    name: 'Straight Jeans',
    node: 'men-jeans',
    usd: 7900,
    tags: ['denim'],
    fr: { name: 'Jean droit' },
  },
  {
    key: 'relaxed-jeans',
    name: 'Relaxed Jeans',
    node: 'men-jeans',
    usd: 8400,
    tags: ['denim'],
    fr: { name: 'Jean ample' },
    lacks: 'EUR',
  },
  {
    key: 'chino-shorts',
    name: 'Chino Shorts',
    node: 'men-shorts',
    usd: 4400,
    tags: ['cotton', 'summer'],
    fr: { name: 'Short chino' },
  },
  {
    key: 'swim-shorts',
    name: 'Swim Shorts',
    node: 'men-shorts',
    usd: 3900,
    tags: ['summer', 'quick-dry'],
    fr: { name: 'Short de bain' },
  },
  {
    key: 'silk-blouse',
    name: 'Silk Blouse',
    node: 'women-blouses',
    usd: 9800,
    tags: ['silk', 'office'],
    fr: { name: 'Chemisier en soie' },
  },
  {
    key: 'wrap-blouse',
    name: 'Wrap Blouse',
    node: 'women-blouses',
    usd: 6900,
    tags: ['viscose'],
    fr: { name: 'Chemisier portefeuille' },
  },
  {
    key: 'peasant-blouse',
    name: 'Peasant Blouse',
    node: 'women-blouses',
    usd: 5900,
    tags: ['cotton', 'summer'],
    fr: { name: 'Blouse paysanne' },
  },
  {
    key: 'cable-cardigan',
    name: 'Cable Knit Cardigan',
    node: 'women-knitwear',
    usd: 11900,
    tags: ['wool', 'layering'],
    fr: { name: 'Cardigan torsadé' },
  },
  {
    key: 'midi-dress',
    name: 'Midi Dress',
    node: 'women-dresses',
    usd: 8900,
    tags: ['viscose', 'summer'],
    fr: { name: 'Robe midi' },
  },
  {
    key: 'wrap-dress',
    name: 'Wrap Dress',
    node: 'women-dresses',
    usd: 9400,
    tags: ['viscose'],
    fr: { name: 'Robe portefeuille' },
  },
  {
    key: 'shirt-dress',
    name: 'Shirt Dress',
    node: 'women-dresses',
    usd: 8400,
    tags: ['cotton', 'office'],
    fr: { name: 'Robe chemise' },
  },
  {
    key: 'maxi-dress',
    name: 'Maxi Dress',
    node: 'women-dresses',
    usd: 10900,
    tags: ['linen', 'summer'],
    fr: { name: 'Robe longue' },
    lacks: 'GBP',
  },
  {
    key: 'wool-beanie',
    name: 'Wool Beanie',
    node: 'hats',
    usd: 2900,
    tags: ['wool', 'winter'],
    fr: { name: 'Bonnet en laine' },
  },
  {
    key: 'baseball-cap',
    name: 'Baseball Cap',
    node: 'hats',
    usd: 3200,
    tags: ['cotton', 'personalised'],
    description: 'A six-panel cap; add up to 12 characters of embroidery if you like.',
    fr: {
      name: 'Casquette de baseball',
      description: 'Une casquette six panneaux ; ajoutez jusqu’à 12 caractères brodés.',
    },
    customInputs: {
      embroidery: {
        name: 'Embroidery',
        validation_rules: [{ type: 'string', options: { max_length: 12 } }],
        required: false,
      },
    },
  },
  {
    key: 'sun-hat',
    name: 'Packable Sun Hat',
    node: 'hats',
    usd: 3900,
    tags: ['summer', 'travel'],
    fr: { name: 'Chapeau de soleil pliable' },
  },
  {
    key: 'daypack',
    name: 'Daypack 20L',
    node: 'backpacks',
    usd: 8900,
    tags: ['travel', 'hiking'],
    fr: { name: 'Sac de jour 20 L' },
    extensions: dimensions(28, 46, 18),
  },
  {
    key: 'commuter-backpack',
    name: 'Commuter Backpack',
    node: 'backpacks',
    usd: 12900,
    tags: ['travel', 'office'],
    fr: { name: 'Sac à dos urbain' },
  },
  {
    key: 'laptop-backpack',
    name: 'Laptop Backpack',
    node: 'backpacks',
    usd: 14900,
    tags: ['office'],
    fr: { name: 'Sac à dos pour ordinateur' },
    manageStock: true,
  },
  {
    key: 'canvas-tote',
    name: 'Canvas Tote',
    node: 'totes',
    usd: 2900,
    tags: ['cotton', 'personalised'],
    description: 'A heavy canvas tote with your monogram.',
    fr: { name: 'Cabas en toile', description: 'Un cabas en toile épaisse à votre monogramme.' },
    customInputs: {
      monogram: {
        name: 'Monogram',
        validation_rules: [{ type: 'string', options: { max_length: 3 } }],
        required: true,
      },
      gift_note: {
        name: 'Gift note',
        validation_rules: [{ type: 'string', options: { max_length: 255 } }],
        required: false,
      },
    },
  },
  {
    key: 'market-tote',
    name: 'Market Tote',
    node: 'totes',
    usd: 1900,
    tags: ['cotton'],
    fr: { name: 'Cabas de marché' },
  },
  {
    key: 'cast-iron-skillet',
    name: 'Cast Iron Skillet',
    node: 'pans',
    usd: 4900,
    tags: ['cast-iron', 'cookware'],
    fr: { name: 'Poêle en fonte' },
    extensions: dimensions(26, 5, 45),
    tiers: { pair: { min: 2, usd: 4500 } },
  },
  {
    key: 'nonstick-pan',
    name: 'Nonstick Frying Pan',
    node: 'pans',
    usd: 3900,
    tags: ['cookware'],
    fr: { name: 'Poêle antiadhésive' },
  },
  {
    key: 'carbon-wok',
    name: 'Carbon Steel Wok',
    node: 'pans',
    usd: 5900,
    tags: ['cookware'],
    lacks: 'GBP',
    fr: { name: 'Wok en acier carbone' },
  },
  {
    key: 'dutch-oven',
    name: 'Dutch Oven',
    node: 'pots',
    usd: 13900,
    tags: ['cast-iron', 'cookware'],
    fr: { name: 'Cocotte en fonte' },
    curated: true,
  },
  {
    key: 'stock-pot',
    name: 'Stock Pot',
    node: 'pots',
    usd: 7900,
    tags: ['cookware'],
    fr: { name: 'Faitout' },
  },
  {
    key: 'saucepan',
    name: 'Saucepan',
    node: 'pots',
    usd: 5400,
    tags: ['cookware'],
    fr: { name: 'Casserole' },
  },
  {
    key: 'stoneware-mug',
    name: 'Stoneware Mug',
    node: 'tableware',
    usd: 1800,
    tags: ['ceramic', 'personalised'],
    description: 'A hand-glazed mug, engraved with up to 30 characters.',
    fr: { name: 'Mug en grès', description: 'Un mug émaillé à la main, gravé de 30 caractères au plus.' },
    customInputs: {
      engraving: {
        name: 'Engraving',
        validation_rules: [{ type: 'string', options: { max_length: 30 } }],
        required: true,
      },
    },
    tiers: { 'six-or-more': { min: 6, usd: 1500 }, 'twelve-or-more': { min: 12, usd: 1300 } },
  },
  {
    key: 'dinner-plates',
    name: 'Dinner Plate Set',
    node: 'tableware',
    usd: 6900,
    tags: ['ceramic'],
    fr: { name: 'Assiettes plates (lot)' },
  },
  {
    key: 'salad-bowl',
    name: 'Olive Wood Salad Bowl',
    node: 'tableware',
    usd: 4900,
    tags: ['wood'],
    fr: { name: 'Saladier en bois d’olivier' },
  },
  {
    key: 'glass-tumblers',
    name: 'Glass Tumblers',
    node: 'tableware',
    usd: 2400,
    tags: ['glass'],
    fr: { name: 'Gobelets en verre' },
    tiers: { case: { min: 4, usd: 2100 } },
  },
  {
    key: 'table-lamp',
    name: 'Table Lamp',
    node: 'lighting',
    usd: 8900,
    tags: ['lighting'],
    fr: { name: 'Lampe de table' },
    extensions: dimensions(30, 45, 30),
    files: [
      {
        name: 'table-lamp-warranty.txt',
        kind: 'text',
        lines: ['Table Lamp warranty', 'Two years from the date of purchase.', 'Keep your receipt.'],
      },
    ],
  },
  {
    key: 'floor-lamp',
    name: 'Floor Lamp',
    node: 'lighting',
    usd: 15900,
    tags: ['lighting'],
    fr: { name: 'Lampadaire' },
  },
  {
    key: 'string-lights',
    name: 'String Lights',
    node: 'lighting',
    usd: 2900,
    tags: ['lighting', 'outdoor'],
    fr: { name: 'Guirlande lumineuse' },
  },
  {
    key: 'candle-set',
    name: 'Beeswax Candle Set',
    node: 'lighting',
    usd: 3400,
    tags: ['candles'],
    fr: { name: 'Bougies en cire d’abeille (lot)' },
    lacks: 'EUR',
  },
  {
    key: 'throw-blanket',
    name: 'Wool Throw Blanket',
    node: 'textiles',
    usd: 9900,
    tags: ['wool'],
    fr: { name: 'Plaid en laine' },
  },
  {
    key: 'linen-cushion',
    name: 'Linen Cushion',
    node: 'textiles',
    usd: 3900,
    tags: ['linen'],
    fr: { name: 'Coussin en lin' },
  },
  {
    key: 'cotton-rug',
    name: 'Cotton Rug',
    node: 'textiles',
    usd: 12900,
    tags: ['cotton'],
    fr: { name: 'Tapis en coton' },
  },
  {
    key: 'towel-set',
    name: 'Bath Towel Set',
    node: 'textiles',
    usd: 5900,
    tags: ['cotton'],
    fr: { name: 'Serviettes de bain (lot)' },
    tiers: { 'two-sets': { min: 2, usd: 5400 } },
  },
  {
    key: 'two-person-tent',
    name: 'Two-Person Tent',
    node: 'tents',
    usd: 29900,
    tags: ['camping', 'ultralight'],
    fr: { name: 'Tente deux places', description: 'Une tente légère pour deux.' },
    description: 'A light, freestanding tent for two.',
    extensions: dimensions(210, 100, 130),
    files: [
      {
        name: 'two-person-tent-spec-sheet.pdf',
        kind: 'pdf',
        lines: ['Packed weight: 1.6 kg', 'Floor area: 2.8 m2', 'Poles: aluminium'],
      },
    ],
  },
  {
    key: 'family-tent',
    name: 'Family Tent',
    node: 'tents',
    usd: 49900,
    tags: ['camping'],
    fr: { name: 'Tente familiale' },
    files: [
      {
        name: 'family-tent-spec-sheet.pdf',
        kind: 'pdf',
        lines: ['Sleeps six', 'Packed weight: 9.5 kg', 'Two rooms and a porch'],
      },
    ],
  },
  {
    key: 'ultralight-tarp',
    name: 'Ultralight Tarp',
    node: 'tarps',
    usd: 11900,
    tags: ['camping', 'ultralight'],
    fr: { name: 'Bâche ultralégère' },
  },
  {
    key: 'sleeping-bag',
    name: 'Down Sleeping Bag',
    node: 'sleeping',
    usd: 27900,
    tags: ['camping', 'down'],
    fr: { name: 'Sac de couchage en duvet' },
  },
  {
    key: 'sleeping-pad',
    name: 'Sleeping Pad',
    node: 'sleeping',
    usd: 9900,
    tags: ['camping'],
    fr: { name: 'Matelas de sol' },
  },
  {
    key: 'camp-pillow',
    name: 'Camp Pillow',
    node: 'sleeping',
    usd: 2900,
    tags: ['camping'],
    fr: { name: 'Oreiller de camping' },
  },
  {
    key: 'trail-runner',
    name: 'Trail Runner',
    node: 'footwear',
    usd: 13900,
    tags: ['hiking', 'running'],
    fr: { name: 'Chaussure de trail' },
  },
  {
    key: 'camp-sandal',
    name: 'Camp Sandal',
    node: 'footwear',
    usd: 5900,
    tags: ['summer', 'camping'],
    fr: { name: 'Sandale de camp' },
  },
  {
    key: 'hydration-pack',
    name: 'Hydration Pack',
    node: 'packs',
    usd: 7900,
    tags: ['hiking', 'running'],
    fr: { name: 'Sac d’hydratation' },
  },
  {
    key: 'trekking-poles',
    name: 'Trekking Poles',
    node: 'packs',
    usd: 8900,
    tags: ['hiking'],
    fr: { name: 'Bâtons de randonnée' },
    tiers: { pair: { min: 2, usd: 8400 } },
  },
  {
    key: 'headlamp',
    name: 'Headlamp',
    node: 'packs',
    usd: 3900,
    tags: ['hiking', 'camping'],
    fr: { name: 'Lampe frontale' },
  },
  {
    key: 'trail-map',
    name: 'Trail Map Download',
    node: 'guides',
    usd: 900,
    tags: ['digital', 'hiking'],
    digital: true,
    fr: { name: 'Carte des sentiers (téléchargement)' },
  },
  {
    key: 'camp-cookbook',
    name: 'Camp Cooking eBook',
    node: 'guides',
    usd: 1400,
    tags: ['digital', 'camping'],
    fr: { name: 'Livre de cuisine de camp (e-book)' },
    digital: true,
    lacks: 'GBP',
  },
  // Jackets (issue 16's journey searches "jacket"): three prices, two departments.
  {
    key: 'waxed-jacket',
    name: 'Waxed Cotton Jacket',
    node: 'men-tops',
    usd: 18900,
    tags: ['cotton', 'waterproof', 'outerwear'],
    description: 'A field jacket in waxed cotton that sheds the rain and softens with wear.',
    fr: {
      name: 'Veste en coton ciré',
      description: 'Une veste de terrain en coton ciré qui protège de la pluie et s’assouplit avec le temps.',
    },
    extensions: apparel('waxed cotton', 'sponge clean, re-wax yearly', 1100),
  },
  {
    key: 'rain-jacket',
    name: 'Packable Rain Jacket',
    node: 'hiking',
    usd: 11900,
    tags: ['hiking', 'waterproof', 'outerwear'],
    description: 'A light waterproof jacket that packs into its own pocket.',
    fr: {
      name: 'Veste de pluie compactable',
      description: 'Une fine veste imperméable qui se range dans sa propre poche.',
    },
    extensions: apparel('recycled nylon', 'machine wash cold', 280),
  },
  {
    key: 'fleece-jacket',
    name: 'Fleece Jacket',
    node: 'women-knitwear',
    usd: 7900,
    tags: ['fleece', 'layering', 'outerwear'],
    fr: { name: 'Veste polaire' },
    extensions: apparel('recycled polyester fleece', 'machine wash cold', 420),
  },
  // Drafts: in the hierarchy but never listed (spec 3.2).
  {
    key: 'insulated-parka',
    name: 'Insulated Parka',
    node: 'men-tops',
    usd: 24900,
    tags: ['winter'],
    fr: { name: 'Parka isolée' },
    status: 'draft',
  },
  {
    key: 'ceramic-teapot',
    name: 'Ceramic Teapot',
    node: 'tableware',
    usd: 4400,
    tags: ['ceramic'],
    fr: { name: 'Théière en céramique' },
    status: 'draft',
  },
  {
    key: 'trail-sandal-v2',
    name: 'Trail Sandal V2',
    node: 'footwear',
    usd: 6900,
    tags: ['summer'],
    fr: { name: 'Sandale de trail V2' },
    status: 'draft',
  },
  {
    key: 'rain-shell',
    name: 'Rain Shell',
    node: 'hiking',
    usd: 17900,
    tags: ['hiking', 'waterproof'],
    fr: { name: 'Veste imperméable' },
    status: 'draft',
  },
];

export interface VariationDef {
  key: string;
  name: string;
  sortOrder?: number;
  options: { name: string; description: string; sortOrder?: number; modifiers?: string[] }[];
}

export interface ParentDef extends ProductDef {
  variations: VariationDef[];
}

const SIZE_TEE: VariationDef = {
  key: 'tee-size',
  name: 'Size',
  sortOrder: 10,
  options: [
    { name: 'S', description: 'Small', sortOrder: 40 },
    { name: 'M', description: 'Medium', sortOrder: 30 },
    { name: 'L', description: 'Large', sortOrder: 20 },
    { name: 'XL', description: 'Extra large', sortOrder: 10, modifiers: ['size-xl'] },
  ],
};

export const PARENTS: ParentDef[] = [
  {
    key: 'classic-tee',
    name: 'Classic Crew Tee',
    node: 'men-tshirts',
    usd: 2200,
    tags: ['cotton', 'basics'],
    description: 'Our everyday crew-neck tee in heavyweight cotton.',
    fr: {
      name: 'T-shirt col rond classique',
      description: 'Notre t-shirt col rond de tous les jours, en coton épais.',
    },
    extensions: apparel('cotton', 'machine wash cold', 200),
    files: [
      {
        name: 'classic-tee-care-guide.pdf',
        kind: 'pdf',
        lines: ['Wash cold with like colours.', 'Tumble dry low.', 'Do not bleach.'],
      },
    ],
    variations: [
      SIZE_TEE,
      {
        key: 'tee-colour',
        name: 'Colour',
        options: [
          { name: 'Black', description: 'Black' },
          { name: 'White', description: 'White' },
        ],
      },
    ],
  },
  {
    key: 'merino-sweater',
    name: 'Merino Sweater',
    node: 'women-knitwear',
    usd: 12900,
    tags: ['wool', 'layering'],
    fr: { name: 'Pull en mérinos' },
    variations: [
      {
        key: 'sweater-size',
        name: 'Size',
        options: [
          { name: 'S', description: 'Small', sortOrder: 3 },
          { name: 'M', description: 'Medium', sortOrder: 2 },
          { name: 'L', description: 'Large', sortOrder: 1 },
        ],
      },
      {
        key: 'sweater-colour',
        name: 'Colour',
        sortOrder: 20,
        options: [
          { name: 'Grey', description: 'Heather grey' },
          { name: 'Forest', description: 'Forest green' },
        ],
      },
    ],
  },
  {
    key: 'hiking-boot',
    name: 'Hiking Boot',
    node: 'footwear',
    usd: 18900,
    tags: ['hiking', 'waterproof'],
    fr: { name: 'Chaussure de randonnée' },
    lacks: 'GBP',
    variations: [
      {
        key: 'boot-size',
        name: 'Size',
        options: [
          { name: 'EU41', description: 'EU 41' },
          { name: 'EU42', description: 'EU 42' },
          { name: 'EU43', description: 'EU 43' },
        ],
      },
      {
        key: 'boot-width',
        name: 'Width',
        options: [
          { name: 'Regular', description: 'Regular fit', sortOrder: 1 },
          { name: 'Wide', description: 'Wide fit', modifiers: ['wide-fit'] },
        ],
      },
    ],
  },
];

export interface BundleDef extends ProductDef {
  components: Record<
    string,
    Omit<BundleComponent, 'options'> & {
      options: { key: string; quantity: number; default?: boolean; sort_order?: number }[];
    }
  >;
}

export const BUNDLES: BundleDef[] = [
  {
    key: 'weekend-camping-kit',
    name: 'Weekend Camping Kit',
    node: 'camping',
    usd: 54900,
    tags: ['camping', 'bundle'],
    description: 'A tent, a sleeping bag and the small things, for a weekend out.',
    fr: {
      name: 'Kit camping week-end',
      description: 'Une tente, un sac de couchage et les petites choses, pour un week-end dehors.',
    },
    components: {
      tent: {
        name: 'Tent',
        min: 1,
        max: 1,
        sort_order: 3,
        options: [
          { key: 'two-person-tent', quantity: 1, default: true, sort_order: 2 },
          { key: 'family-tent', quantity: 1, sort_order: 1 },
        ],
      },
      sleeping: {
        name: 'Sleeping bag',
        min: 1,
        max: 2,
        sort_order: 2,
        options: [{ key: 'sleeping-bag', quantity: 1, default: true }],
      },
      extras: {
        name: 'Extras',
        min: 0,
        max: 2,
        sort_order: 1,
        options: [
          { key: 'headlamp', quantity: 1 },
          { key: 'camp-pillow', quantity: 1 },
        ],
      },
    },
  },
  {
    key: 'kitchen-starter-set',
    name: 'Kitchen Starter Set',
    node: 'cookware',
    usd: 17900,
    tags: ['cookware', 'bundle'],
    fr: { name: 'Set de cuisine pour débuter' },
    components: {
      pan: {
        name: 'Pan',
        min: 1,
        max: 1,
        options: [
          { key: 'cast-iron-skillet', quantity: 1, default: true },
          { key: 'nonstick-pan', quantity: 1 },
        ],
      },
      pot: {
        name: 'Pot',
        min: 1,
        max: 1,
        options: [
          { key: 'saucepan', quantity: 1, default: true },
          { key: 'dutch-oven', quantity: 1 },
        ],
      },
    },
  },
  {
    key: 'tee-three-pack',
    name: 'Tee Three-Pack',
    node: 'men-tshirts',
    usd: 5900,
    tags: ['cotton', 'bundle'],
    fr: { name: 'Lot de trois t-shirts' },
    components: {
      tees: {
        name: 'Tees',
        min: 3,
        max: 3,
        // One of each by default: a bundle opens in a selection that can be added as it is.
        options: [
          { key: 'pocket-tee', quantity: 1, default: true },
          { key: 'long-sleeve-tee', quantity: 1, default: true },
          { key: 'graphic-tee-mountains', quantity: 1, default: true },
        ],
      },
    },
  },
];

/** Price modifiers of each pricebook (the options name them). */
export const MODIFIERS = {
  'size-xl': { type: 'price_increment' as const, usd: 200 },
  'wide-fit': { type: 'price_increment' as const, usd: 500 },
};

/** Sales of the standard pricebook: product key → USD sale price (tiers: tier name → USD). */
export const STANDARD_SALES: Record<string, { usd: number; tiers?: Record<string, number> }> = {
  'midi-dress': { usd: 6900 },
  'sleeping-bag': { usd: 22900 },
  'stoneware-mug': { usd: 1600, tiers: { 'six-or-more': 1400 } },
};

/** Sales of the member pricebook. */
export const MEMBER_SALES: Record<string, { usd: number }> = {
  'trail-runner': { usd: 9900 },
};

/** Products of the hierarchies that the mobile/VIP catalog leaves out. */
export const MEMBER_CATALOG_HIERARCHIES: HierarchyKey[] = ['apparel', 'outdoor'];

/**
 * Custom product relationships (issue 27 point 4): "goes well with" relates products a shopper
 * would buy together; it is bi-directional, so each related product also names the first.
 */
export const GOES_WELL_WITH = {
  slug: 'CRP_goes_well_with',
  name: 'Goes well with',
  description: 'Products that complete one another, shown on product pages.',
  externalName: 'Goes well with',
} as const;

export const GOES_WELL_WITH_PAIRS: Record<string, string[]> = {
  'merino-sweater': ['wool-beanie', 'fleece-jacket', 'straight-jeans'],
  'classic-tee': ['slim-jeans', 'baseball-cap'],
  'pocket-tee': ['chino-shorts', 'sun-hat'],
  'two-person-tent': ['sleeping-bag', 'sleeping-pad', 'headlamp'],
  'family-tent': ['sleeping-bag', 'string-lights', 'camp-pillow'],
  'hiking-boot': ['trekking-poles', 'trail-map', 'hydration-pack'],
  'rain-jacket': ['daypack', 'trail-map'],
  'cast-iron-skillet': ['dutch-oven', 'camp-cookbook'],
  'stoneware-mug': ['ceramic-teapot', 'dinner-plates'],
  'table-lamp': ['linen-cushion', 'throw-blanket'],
};
