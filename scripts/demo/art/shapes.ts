/**
 * Small helpers for the product drawings: colours derived from one base colour, and paths drawn
 * as the right half of a symmetric shape (garments, bottles, tents) mirrored about x = 400.
 * Every drawing lives on an 800 × 800 canvas.
 */

export const CANVAS = 800;
const CENTRE = CANVAS / 2;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `hex` moved a fraction `amount` of the way towards `to`. */
export function mix(hex: string, to: string, amount: number): string {
  const [r1, g1, b1] = channels(hex);
  const [r2, g2, b2] = channels(to);
  const blend = (a: number, b: number) => Math.round(a + (b - a) * amount);
  return `#${[blend(r1, r2), blend(g1, g2), blend(b1, b2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The tones a drawing uses, all from the product's colour. */
export interface Palette {
  base: string;
  shade: string;
  deep: string;
  light: string;
  line: string;
  /** A contrasting colour for stitching, zips and small parts. */
  accent: string;
}

export function palette(base: string, accent?: string): Palette {
  const pale = lightness(base) > 0.78;
  return {
    base,
    shade: mix(base, '#1c1917', pale ? 0.1 : 0.18),
    deep: mix(base, '#1c1917', pale ? 0.22 : 0.38),
    light: mix(base, '#ffffff', pale ? 0.5 : 0.22),
    line: mix(base, '#1c1917', pale ? 0.55 : 0.6),
    accent: accent ?? (lightness(base) > 0.5 ? '#3f3a34' : '#e9dfcb'),
  };
}

/** A point, or a point reached by a quadratic curve through a control point. */
export type PathPoint = [x: number, y: number] | [x: number, y: number, cx: number, cy: number];

const fmt = (value: number) => String(Math.round(value * 10) / 10);

function segment(point: PathPoint): string {
  return point.length === 4
    ? `Q${fmt(point[2])} ${fmt(point[3])} ${fmt(point[0])} ${fmt(point[1])}`
    : `L${fmt(point[0])} ${fmt(point[1])}`;
}

/** An open or closed path through the points. */
export function path(points: readonly PathPoint[], close = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${fmt(first[0])} ${fmt(first[1])}${rest.map(segment).join('')}${close ? 'Z' : ''}`;
}

/**
 * A closed, left–right symmetric path from its right half: the points run from the top of the
 * centre line round the right side to the bottom of it; the left side is that run mirrored and
 * reversed (a curve keeps its control point, mirrored).
 */
export function symmetric(right: readonly PathPoint[]): string {
  const mirrored: PathPoint[] = [];
  for (let index = right.length - 1; index > 0; index -= 1) {
    const from = right[index]!;
    const to = right[index - 1]!;
    mirrored.push(
      from.length === 4 ? [CANVAS - to[0], to[1], CANVAS - from[2], from[3]] : [CANVAS - to[0], to[1]],
    );
  }
  return path([...right, ...mirrored]);
}

/** Mirrors an x coordinate about the centre line. */
export const flip = (x: number) => CANVAS - x;

export interface Stroke {
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
  dash?: string;
}

const attributes = ({ fill, stroke, width, opacity, dash }: Stroke) =>
  [
    `fill="${fill ?? 'none'}"`,
    stroke &&
      `stroke="${stroke}" stroke-width="${width ?? 6}" stroke-linejoin="round" stroke-linecap="round"`,
    opacity !== undefined && `opacity="${opacity}"`,
    dash && `stroke-dasharray="${dash}"`,
  ]
    .filter(Boolean)
    .join(' ');

export const shape = (d: string, style: Stroke) => `<path d="${d}" ${attributes(style)}/>`;

export const rect = (x: number, y: number, w: number, h: number, r: number, style: Stroke) =>
  `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" ${attributes(style)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, style: Stroke) =>
  `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" ${attributes(style)}/>`;

export const circle = (cx: number, cy: number, r: number, style: Stroke) => ellipse(cx, cy, r, r, style);

export const line = (x1: number, y1: number, x2: number, y2: number, style: Stroke) =>
  shape(
    path(
      [
        [x1, y1],
        [x2, y2],
      ],
      false,
    ),
    style,
  );

/** Wraps drawings in a transform. */
export const group = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;

/** Draws something at a scale about a point (the drawing's own centre stays at that point). */
export const placed = (x: number, y: number, scale: number, drawing: string) =>
  group(`translate(${fmt(x)} ${fmt(y)}) scale(${scale}) translate(${-CENTRE} ${-CENTRE})`, drawing);

/** Evenly spaced numbers from `from` to `to` (both included). */
export function steps(from: number, to: number, count: number): number[] {
  if (count < 2) return [from];
  return Array.from({ length: count }, (_, index) => from + ((to - from) * index) / (count - 1));
}
