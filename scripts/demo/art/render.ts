import * as apparel from './apparel';
import * as gear from './gear';
import * as home from './home';
import { CANVAS, circle, ellipse, mix, palette, path, placed, rect, shape, type Palette } from './shapes';

/**
 * Product pictures drawn as flat illustrations: one drawing per kind of product, in the colour
 * of the product (or of its colour variant), seen from several views. Nothing here writes text:
 * a picture is described by the alt text the storefront gives it, in the shopper's language.
 * The output is plain SVG (shapes, gradients, patterns): no script, no external reference.
 */

export type ArtView = 'front' | 'back' | 'scene' | 'detail';

type Setting = 'outdoor' | 'home';

interface ArtKind {
  draw(p: Palette, back: boolean): string;
  /** The second view: the back of the thing, or the thing where it is used. */
  second: 'back' | 'scene';
  setting: Setting;
  /** Where the close-up looks. */
  focus: [number, number];
  /** Drawn with a woven check (flannel). */
  check?: boolean;
  /** Fabric: the close-up shows its weave. */
  fabric?: boolean;
}

const garment = (draw: ArtKind['draw'], focus: [number, number], extra: Partial<ArtKind> = {}): ArtKind => ({
  draw,
  second: 'back',
  setting: 'outdoor',
  focus,
  fabric: true,
  ...extra,
});

const object = (
  draw: ArtKind['draw'],
  setting: Setting,
  focus: [number, number],
  second: ArtKind['second'] = 'scene',
): ArtKind => ({ draw, second, setting, focus });

const teeOptions = (extra: Partial<apparel.TopOptions>): apparel.TopOptions => ({
  sleeves: 'short',
  neck: 'crew',
  ...extra,
});

/** Every drawing, by the name the demo catalog's art table uses. */
export const ART_KINDS = {
  'crew-tee': garment((p, back) => apparel.top(p, teeOptions({}), back), [400, 220]),
  'pocket-tee': garment((p, back) => apparel.top(p, teeOptions({ pocket: true }), back), [462, 310]),
  'graphic-tee': garment((p, back) => apparel.top(p, teeOptions({ graphic: true }), back), [400, 340]),
  'long-sleeve-tee': garment((p, back) => apparel.top(p, teeOptions({ sleeves: 'long' }), back), [610, 560]),
  henley: garment(
    (p, back) => apparel.top(p, teeOptions({ sleeves: 'long', placket: 'henley', ribbed: true }), back),
    [400, 270],
  ),
  'oxford-shirt': garment(
    (p, back) => apparel.top(p, { sleeves: 'long', neck: 'collar', placket: 'shirt', pocket: true }, back),
    [410, 250],
  ),
  'flannel-shirt': garment(
    (p, back) =>
      apparel.top(p, { sleeves: 'long', neck: 'collar', placket: 'shirt', pocket: true, check: true }, back),
    [440, 300],
    { check: true },
  ),
  'linen-shirt': garment(
    (p, back) => apparel.top(p, { sleeves: 'loose', neck: 'collar', placket: 'shirt' }, back),
    [400, 250],
  ),
  'v-blouse': garment(
    (p, back) => apparel.top(p, { sleeves: 'loose', neck: 'v', hem: 600 }, back),
    [400, 240],
  ),
  'wrap-blouse': garment(
    (p, back) => apparel.top(p, { sleeves: 'loose', neck: 'v', wrap: true, hem: 600 }, back),
    [500, 470],
  ),
  'peasant-blouse': garment(
    (p, back) => apparel.top(p, { sleeves: 'loose', neck: 'gathered', hem: 600 }, back),
    [400, 210],
  ),
  cardigan: garment(
    (p, back) =>
      apparel.top(p, { sleeves: 'long', neck: 'v', placket: 'cardigan', ribbed: true, cable: true }, back),
    [335, 420],
  ),
  sweater: garment(
    (p, back) => apparel.top(p, { sleeves: 'long', neck: 'crew', ribbed: true }, back),
    [400, 610],
  ),
  parka: garment(
    (p, back) =>
      apparel.top(p, { sleeves: 'long', neck: 'hood', placket: 'zip', quilted: true, hem: 680 }, back),
    [400, 300],
  ),
  'rain-shell': garment(
    (p, back) => apparel.top(p, { sleeves: 'long', neck: 'hood', placket: 'zip', pocket: true }, back),
    [400, 200],
  ),
  'waxed-jacket': garment(
    (p, back) =>
      apparel.top(p, { sleeves: 'long', neck: 'collar', placket: 'zip', pocket: true, hem: 660 }, back),
    [400, 230],
  ),
  'fleece-jacket': garment(
    (p, back) => apparel.top(p, { sleeves: 'long', neck: 'collar', placket: 'zip', ribbed: true }, back),
    [400, 560],
  ),
  'slim-jeans': garment(
    (p, back) => apparel.bottoms(p, { hem: 660, opening: 42, denim: true }, back),
    [400, 240],
  ),
  'straight-jeans': garment(
    (p, back) => apparel.bottoms(p, { hem: 660, opening: 52, denim: true }, back),
    [342, 260],
  ),
  'relaxed-jeans': garment(
    (p, back) => apparel.bottoms(p, { hem: 660, opening: 62, denim: true }, back),
    [470, 600],
  ),
  'chino-shorts': garment((p, back) => apparel.bottoms(p, { hem: 450, opening: 62 }, back), [342, 250]),
  'swim-shorts': garment(
    (p, back) => apparel.bottoms(p, { hem: 430, opening: 66, drawstring: true }, back),
    [400, 250],
  ),
  'midi-dress': garment((p, back) => apparel.dress(p, { hem: 600 }, back), [400, 400]),
  'wrap-dress': garment((p, back) => apparel.dress(p, { hem: 620, wrap: true }, back), [470, 420]),
  'shirt-dress': garment((p, back) => apparel.dress(p, { hem: 610, collar: true }, back), [400, 260]),
  'maxi-dress': garment((p, back) => apparel.dress(p, { hem: 690, straps: true }, back), [400, 400]),
  beanie: garment((p, back) => apparel.beanie(p, back), [400, 500]),
  cap: garment((p, back) => apparel.cap(p, back), [560, 520]),
  'sun-hat': garment((p, back) => apparel.sunHat(p, back), [400, 440]),
  'trail-runner': object(
    (p, back) => apparel.boot(p, { high: false, laces: true }, back),
    'outdoor',
    [400, 390],
    'back',
  ),
  'hiking-boot': object(
    (p, back) => apparel.boot(p, { high: true, laces: true }, back),
    'outdoor',
    [380, 330],
    'back',
  ),
  sandal: object(
    (p, back) => apparel.boot(p, { high: false, laces: false, sandal: true }, back),
    'outdoor',
    [490, 400],
    'back',
  ),
  daypack: object(
    (p, back) => gear.backpack(p, { width: 300, height: 440 }, back),
    'outdoor',
    [400, 470],
    'back',
  ),
  'rolltop-pack': object(
    (p, back) => gear.backpack(p, { width: 320, height: 470, rolltop: true }, back),
    'outdoor',
    [400, 220],
    'back',
  ),
  'laptop-pack': object(
    (p, back) => gear.backpack(p, { width: 340, height: 460, laptop: true }, back),
    'outdoor',
    [400, 300],
    'back',
  ),
  'hydration-pack': object(
    (p, back) => gear.backpack(p, { width: 240, height: 400, slim: true }, back),
    'outdoor',
    [560, 400],
    'back',
  ),
  tote: object((p, back) => gear.tote(p, {}, back), 'home', [420, 350]),
  'monogram-tote': object((p, back) => gear.tote(p, { monogram: true }, back), 'home', [400, 500]),
  'dome-tent': object((p, back) => gear.tent(p, {}, back), 'outdoor', [400, 330], 'back'),
  'tunnel-tent': object((p, back) => gear.tent(p, { family: true }, back), 'outdoor', [560, 500], 'back'),
  tarp: object((p, back) => gear.tarp(p, back), 'outdoor', [580, 320]),
  'sleeping-bag': object((p, back) => gear.sleepingBag(p, back), 'outdoor', [400, 220], 'back'),
  'sleeping-pad': object((p, back) => gear.sleepingPad(p, back), 'outdoor', [600, 320]),
  'camp-pillow': object((p, back) => gear.pillow(p, {}, back), 'outdoor', [520, 560]),
  'trekking-poles': object((p, back) => gear.poles(p, back), 'outdoor', [340, 260]),
  headlamp: object((p, back) => gear.headlamp(p, back), 'outdoor', [470, 430]),
  'trail-map': object((p, back) => gear.trailMap(p, back), 'outdoor', [460, 380], 'back'),
  ebook: object((p, back) => gear.book(p, back), 'home', [400, 520]),
  skillet: object((p, back) => home.pan(p, { helper: true }, back), 'home', [600, 440]),
  'frying-pan': object((p, back) => home.pan(p, {}, back), 'home', [400, 420]),
  wok: object((p, back) => home.pan(p, { wok: true }, back), 'home', [620, 460]),
  'dutch-oven': object((p, back) => home.pot(p, { height: 220, width: 380 }, back), 'home', [400, 330]),
  'stock-pot': object((p, back) => home.pot(p, { height: 320, width: 320 }, back), 'home', [400, 240]),
  saucepan: object(
    (p, back) => home.pot(p, { height: 200, width: 280, longHandle: true }, back),
    'home',
    [560, 430],
  ),
  teapot: object((p, back) => home.pot(p, { height: 240, width: 300 }, back), 'home', [400, 300]),
  mug: object((p, back) => home.mug(p, back), 'home', [400, 300]),
  plates: object((p, back) => home.plates(p, back), 'home', [400, 440]),
  'salad-bowl': object((p, back) => home.bowl(p, back), 'home', [400, 420]),
  tumblers: object((p, back) => home.tumblers(p, back), 'home', [400, 480]),
  'table-lamp': object((p, back) => home.tableLamp(p, back), 'home', [400, 300]),
  'floor-lamp': object((p, back) => home.floorLamp(p, back), 'home', [520, 250]),
  'string-lights': object((p, back) => home.stringLights(p, back), 'outdoor', [400, 420]),
  candles: object((p, back) => home.candles(p, back), 'home', [400, 300]),
  throw: object((p, back) => home.blanket(p, { fringe: true, stripes: true }, back), 'home', [400, 500]),
  cushion: object((p, back) => gear.pillow(p, { piping: true }, back), 'home', [400, 400]),
  rug: object((p, back) => home.rug(p, back), 'home', [440, 440]),
  towels: object((p, back) => home.towels(p, back), 'home', [400, 400]),
  'camping-kit': object(
    (p, back) =>
      placed(300, 380, 0.7, gear.tent(p, {}, back)) +
      placed(560, 500, 0.5, gear.sleepingBag(palette(mix(p.base, '#b4532a', 0.7)), back)) +
      placed(250, 620, 0.35, gear.headlamp(p, back)),
    'outdoor',
    [300, 330],
  ),
  'kitchen-set': object(
    (p, back) =>
      placed(300, 440, 0.62, home.pot(p, { height: 220, width: 380 }, back)) +
      placed(520, 560, 0.6, home.pan(palette('#3a3a3c'), { helper: true }, back)),
    'home',
    [300, 420],
  ),
  'tee-pack': garment(
    (p, back) =>
      placed(
        280,
        380,
        0.55,
        apparel.top(palette(mix(p.base, '#2f5d3a', 0.6)), teeOptions({ pocket: true }), back),
      ) +
      placed(
        520,
        380,
        0.55,
        apparel.top(palette(mix(p.base, '#24395c', 0.6)), teeOptions({ sleeves: 'long' }), back),
      ) +
      placed(400, 520, 0.6, apparel.top(p, teeOptions({ graphic: true }), back)),
    [400, 500],
  ),
} satisfies Record<string, ArtKind>;

export type ArtKindName = keyof typeof ART_KINDS;

/** The views a product gets, main picture first. */
export function viewsOf(kind: ArtKindName): ArtView[] {
  return ['front', ART_KINDS[kind].second, 'detail'];
}

const STUDIO = '#f3efe8';

function defs(kind: ArtKind, p: Palette): string {
  const parts = [
    `<radialGradient id="glow" cx="50%" cy="42%" r="65%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
  ];
  if (kind.check)
    parts.push(
      `<pattern id="check" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${p.base}"/><rect width="24" height="60" fill="${p.deep}" opacity="0.55"/><rect width="60" height="24" fill="${p.deep}" opacity="0.45"/><rect x="40" width="4" height="60" fill="${p.accent}" opacity="0.5"/></pattern>`,
    );
  if (kind.fabric)
    parts.push(
      `<pattern id="weave" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 12L12 0M-3 3L3 -3M9 15L15 9" stroke="#000000" stroke-width="1.5" opacity="0.12"/></pattern>`,
    );
  parts.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0e8"/><stop offset="1" stop-color="#f4efe6"/></linearGradient>`,
  );
  return `<defs>${parts.join('')}</defs>`;
}

function studio(): string {
  return (
    rect(0, 0, CANVAS, CANVAS, 0, { fill: STUDIO }) +
    rect(0, 0, CANVAS, CANVAS, 0, { fill: 'url(#glow)' }) +
    ellipse(400, 705, 260, 26, { fill: '#1c1917', opacity: 0.08 })
  );
}

function setting(kind: ArtKind): string {
  if (kind.setting === 'home')
    return [
      rect(0, 0, CANVAS, CANVAS, 0, { fill: '#ece3d6' }),
      rect(560, 80, 170, 230, 8, { fill: '#f8f4ec', stroke: '#d6c8b4', width: 10 }),
      shape(
        path([
          [560, 200],
          [730, 200],
        ]),
        { stroke: '#d6c8b4', width: 8 },
      ),
      rect(0, 640, CANVAS, 160, 0, { fill: '#c8a47e' }),
      rect(0, 640, CANVAS, 14, 0, { fill: '#b38d66' }),
      rect(70, 520, 80, 120, 14, { fill: '#a7775a' }),
      circle(110, 480, 64, { fill: '#6f8f5a' }),
      circle(80, 450, 40, { fill: '#7fa36a' }),
    ].join('');
  return [
    rect(0, 0, CANVAS, CANVAS, 0, { fill: 'url(#sky)' }),
    circle(640, 170, 60, { fill: '#f6d88a', opacity: 0.9 }),
    shape(
      path([
        [0, 520],
        [160, 300],
        [300, 470],
        [430, 260],
        [620, 480],
        [720, 380],
        [800, 460],
        [800, 800],
        [0, 800],
      ]),
      { fill: '#a9bab5' },
    ),
    shape(
      path([
        [0, 600],
        [260, 520, 120, 520],
        [560, 560, 420, 600],
        [800, 540, 700, 520],
        [800, 800],
        [0, 800],
      ]),
      { fill: '#8fa37e' },
    ),
    rect(0, 660, CANVAS, 140, 0, { fill: '#b9a27a' }),
  ].join('');
}

export interface ArtImage {
  content: string;
  width: number;
  height: number;
}

/** One view of a kind of product in a colour: an 800 × 800 SVG, the same bytes every time. */
export function drawProduct(kindName: ArtKindName, colour: string, view: ArtView): ArtImage {
  const kind: ArtKind = ART_KINDS[kindName];
  const p = palette(colour);
  let body: string;
  if (view === 'scene') body = setting(kind) + placed(400, 430, 0.8, kind.draw(p, false));
  else if (view === 'detail') {
    const [x, y] = kind.focus;
    body =
      studio() +
      `<g transform="translate(400 400) scale(2.4) translate(${-x} ${-y})">${kind.draw(p, false)}</g>` +
      (kind.fabric ? rect(0, 0, CANVAS, CANVAS, 0, { fill: 'url(#weave)' }) : '');
  } else body = studio() + kind.draw(p, view === 'back');
  const content =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    defs(kind, p) +
    body +
    `</svg>`;
  return { content, width: CANVAS, height: CANVAS };
}
