import { circle, ellipse, line, path, rect, shape, steps, type Palette } from './shapes';

/** Cookware, tableware, lighting and textiles. */

export function pan(p: Palette, options: { wok?: boolean; helper?: boolean }, back: boolean): string {
  const depth = options.wok ? 110 : 60;
  const parts = [
    rect(560, 442, 230, 34, 17, { fill: options.wok ? '#6b4f36' : p.deep, stroke: p.line, width: 5 }),
    shape(
      path([
        [170, 420],
        [400, 420 + depth + 60, 190, 420 + depth + 60],
        [630, 420, 610, 420 + depth + 60],
      ]),
      { fill: p.shade, stroke: p.line },
    ),
    ellipse(400, 420, 230, 82, { fill: p.base, stroke: p.line }),
    ellipse(400, 428, 196, 64, { fill: back ? p.shade : '#2b2724', opacity: back ? 1 : 0.85 }),
    back ? '' : ellipse(350, 410, 80, 20, { fill: '#ffffff', opacity: 0.12 }),
  ];
  if (options.helper)
    parts.push(
      shape(
        path(
          [
            [176, 418],
            [110, 400, 120, 380],
            [172, 440],
          ],
          false,
        ),
        { stroke: p.line, width: 14 },
      ),
    );
  if (options.wok)
    parts.push(
      shape(
        path(
          [
            [176, 420],
            [120, 380, 110, 430],
          ],
          false,
        ),
        { stroke: p.line, width: 12 },
      ),
    );
  return parts.join('');
}

export function pot(
  p: Palette,
  options: { height: number; width: number; longHandle?: boolean },
  back: boolean,
): string {
  const { height, width } = options;
  const top = 600 - height;
  const left = 400 - width / 2;
  const parts = [
    rect(left, top, width, height, 40, { fill: p.base, stroke: p.line }),
    rect(left, top, width * 0.14, height, 30, { fill: p.light, opacity: 0.35 }),
    ellipse(400, 600, width / 2, 26, { fill: p.shade, stroke: p.line }),
    rect(left - 10, top - 20, width + 20, 50, 24, { fill: p.shade, stroke: p.line }),
    shape(
      path([
        [left + 20, top - 20],
        [left + width - 20, top - 20, 400, top - 100],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    back ? '' : ellipse(400, top - 64, 34, 18, { fill: '#2b2724', stroke: p.line, width: 4 }),
  ];
  if (options.longHandle)
    parts.push(
      rect(left + width - 10, top + 30, 240, 34, 17, { fill: '#3a3a3c', stroke: '#1f1a17', width: 5 }),
    );
  else
    parts.push(
      rect(left - 56, top + 40, 70, 30, 14, { fill: p.shade, stroke: p.line, width: 5 }),
      rect(left + width - 14, top + 40, 70, 30, 14, { fill: p.shade, stroke: p.line, width: 5 }),
    );
  return parts.join('');
}

export function mug(p: Palette, back: boolean): string {
  return [
    back
      ? ''
      : shape(
          path(
            [
              [360, 220],
              [380, 160, 340, 190],
              [360, 110, 400, 140],
            ],
            false,
          ),
          { stroke: '#b8b1a6', width: 8, opacity: 0.7 },
        ),
    back
      ? ''
      : shape(
          path(
            [
              [430, 230],
              [450, 170, 410, 200],
              [430, 120, 470, 150],
            ],
            false,
          ),
          { stroke: '#b8b1a6', width: 8, opacity: 0.7 },
        ),
    shape(
      path(
        [
          [520, 330],
          [520, 520, 640, 420],
        ],
        false,
      ),
      { stroke: p.line, width: 44 },
    ),
    shape(
      path(
        [
          [520, 330],
          [520, 520, 640, 420],
        ],
        false,
      ),
      { stroke: p.base, width: 30 },
    ),
    shape(
      path([
        [270, 280],
        [280, 560],
        [400, 610, 290, 610],
        [520, 560, 510, 610],
        [530, 280],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    shape(
      path([
        [284, 500],
        [516, 500, 400, 540],
        [510, 560],
        [400, 600, 500, 600],
        [290, 560, 300, 600],
      ]),
      { fill: p.shade, opacity: 0.7 },
    ),
    ellipse(400, 280, 130, 36, { fill: p.light, stroke: p.line }),
    ellipse(400, 284, 110, 26, { fill: '#5b3a24' }),
    back ? '' : rect(312, 340, 26, 170, 13, { fill: '#ffffff', opacity: 0.22 }),
  ].join('');
}

export function plates(p: Palette, back: boolean): string {
  const parts: string[] = [];
  for (const [index, y] of steps(560, 440, 4).entries())
    parts.push(
      ellipse(400, y + 12, 270, 78, { fill: p.shade, stroke: p.line, width: 5 }),
      ellipse(400, y, 270, 78, { fill: index === 3 ? p.base : p.light, stroke: p.line, width: 5 }),
    );
  parts.push(ellipse(400, 440, 170, 46, { fill: back ? p.shade : '#fbf8f2', stroke: p.line, width: 4 }));
  if (!back) parts.push(ellipse(400, 440, 236, 66, { stroke: p.accent, width: 4, opacity: 0.6 }));
  return parts.join('');
}

export function bowl(p: Palette, back: boolean): string {
  return [
    shape(
      path([
        [150, 400],
        [400, 650, 170, 640],
        [650, 400, 630, 640],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    ...steps(220, 560, 6).map((x) =>
      shape(
        path(
          [
            [x, 420],
            [x + 40, 600, x + 70, 500],
          ],
          false,
        ),
        { stroke: p.deep, width: 4, opacity: 0.45 },
      ),
    ),
    ellipse(400, 400, 250, 70, { fill: p.shade, stroke: p.line }),
    back
      ? ''
      : ellipse(400, 410, 200, 46, { fill: '#7da04a' }) +
        circle(340, 400, 28, { fill: '#b8d08a' }) +
        circle(460, 396, 22, { fill: '#d9534f' }),
    rect(330, 640, 140, 24, 12, { fill: p.deep, stroke: p.line, width: 4 }),
  ].join('');
}

export function tumblers(p: Palette, back: boolean): string {
  const glass = (x: number, y: number) =>
    [
      shape(
        path([
          [x - 70, y - 200],
          [x - 58, y],
          [x + 58, y],
          [x + 70, y - 200],
        ]),
        {
          fill: '#dbeaf0',
          stroke: p.line,
          width: 5,
          opacity: 0.9,
        },
      ),
      shape(
        path([
          [x - 64, y - 110],
          [x - 58, y],
          [x + 58, y],
          [x + 64, y - 110],
        ]),
        { fill: p.base, opacity: 0.5 },
      ),
      ellipse(x, y - 200, 70, 16, { fill: '#eef6f9', stroke: p.line, width: 4 }),
      rect(x - 50, y - 180, 14, 150, 7, { fill: '#ffffff', opacity: 0.6 }),
    ].join('');
  return back
    ? glass(400, 560) + glass(260, 640) + glass(540, 640)
    : glass(280, 560) + glass(520, 560) + glass(400, 650);
}

export function tableLamp(p: Palette, back: boolean): string {
  return [
    back
      ? ''
      : shape(
          path([
            [300, 430],
            [500, 430],
            [580, 640],
            [220, 640],
          ]),
          { fill: '#fde68a', opacity: 0.3 },
        ),
    rect(300, 620, 200, 34, 14, { fill: '#3a3a3c', stroke: '#1f1a17', width: 5 }),
    line(400, 420, 400, 620, { stroke: '#57534e', width: 14 }),
    shape(
      path([
        [400, 470],
        [470, 640, 480, 540],
        [330, 640],
        [330, 540, 400, 470],
      ]),
      { fill: p.shade, stroke: p.line, width: 5 },
    ),
    shape(
      path([
        [300, 180],
        [500, 180],
        [580, 430],
        [220, 430],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    line(330, 200, 270, 410, { stroke: p.light, width: 12, opacity: 0.5 }),
  ].join('');
}

export function floorLamp(p: Palette, back: boolean): string {
  return [
    ellipse(400, 690, 120, 26, { fill: '#3a3a3c', stroke: '#1f1a17', width: 5 }),
    line(400, 680, 400, 260, { stroke: '#57534e', width: 12 }),
    shape(
      path(
        [
          [400, 260],
          [520, 190, 460, 190],
        ],
        false,
      ),
      { stroke: '#57534e', width: 10 },
    ),
    shape(
      path([
        [440, 170],
        [600, 170],
        [650, 320],
        [390, 320],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    back
      ? ''
      : shape(
          path([
            [410, 320],
            [630, 320],
            [720, 560],
            [330, 560],
          ]),
          { fill: '#fde68a', opacity: 0.3 },
        ),
    line(460, 186, 420, 306, { stroke: p.light, width: 10, opacity: 0.5 }),
  ].join('');
}

export function stringLights(p: Palette, back: boolean): string {
  const parts = [
    shape(
      path(
        [
          [100, 240],
          [700, 240, 400, 520],
        ],
        false,
      ),
      { stroke: '#3a3a3c', width: 5 },
    ),
  ];
  for (const t of steps(0.08, 0.92, 8)) {
    const x = (1 - t) * (1 - t) * 100 + 2 * (1 - t) * t * 400 + t * t * 700;
    const y = (1 - t) * (1 - t) * 240 + 2 * (1 - t) * t * 520 + t * t * 240;
    parts.push(
      back ? '' : circle(x, y + 44, 44, { fill: p.base, opacity: 0.25 }),
      rect(x - 10, y, 20, 22, 4, { fill: '#3a3a3c' }),
      ellipse(x, y + 42, 20, 26, { fill: back ? p.shade : p.base, stroke: p.line, width: 3 }),
    );
  }
  return parts.join('');
}

export function candles(p: Palette, back: boolean): string {
  const candle = (x: number, height: number) =>
    [
      rect(x - 55, 620 - height, 110, height, 14, { fill: p.base, stroke: p.line }),
      ellipse(x, 620 - height, 55, 14, { fill: p.light, stroke: p.line, width: 4 }),
      line(x, 620 - height, x, 596 - height, { stroke: '#2b2724', width: 5 }),
      back
        ? ''
        : shape(
            path([
              [x, 540 - height],
              [x + 18, 584 - height, x + 22, 560 - height],
              [x - 18, 584 - height, x, 600 - height],
              [x, 540 - height, x - 22, 560 - height],
            ]),
            { fill: '#f59e0b' },
          ),
      ...steps(650 - height, 600, 4).map((y) =>
        line(x - 50, y, x + 50, y, { stroke: p.shade, width: 4, opacity: 0.6 }),
      ),
    ].join('');
  return candle(270, 180) + candle(400, 300) + candle(530, 230);
}

export function blanket(p: Palette, options: { fringe?: boolean; stripes?: boolean }, back: boolean): string {
  const parts: string[] = [];
  for (const [index, y] of [520, 430, 340].entries()) {
    parts.push(
      rect(200, y, 400, 100, 30, { fill: index % 2 ? p.shade : p.base, stroke: p.line }),
      ...(options.stripes
        ? [line(220, y + 30, 580, y + 30, { stroke: p.accent, width: 8, opacity: 0.8 })]
        : []),
    );
    if (options.fringe && !back)
      for (const x of steps(216, 584, 16))
        parts.push(line(x, y + 100, x, y + 124, { stroke: p.deep, width: 4 }));
  }
  if (back) parts.push(rect(200, 300, 400, 60, 24, { fill: p.light, stroke: p.line }));
  return parts.join('');
}

export function rug(p: Palette, back: boolean): string {
  const corners: [number, number][] = [
    [240, 300],
    [620, 330],
    [660, 560],
    [150, 540],
  ];
  const parts = [shape(path(corners), { fill: p.base, stroke: p.line })];
  parts.push(
    shape(
      path([
        [280, 330],
        [590, 354],
        [616, 530],
        [200, 514],
      ]),
      { stroke: p.light, width: 14 },
    ),
  );
  if (!back) {
    parts.push(
      shape(
        path([
          [330, 380],
          [540, 396],
          [556, 490],
          [280, 476],
        ]),
        { fill: p.shade, stroke: p.accent, width: 6 },
      ),
    );
    for (const x of steps(360, 520, 4)) parts.push(circle(x, 440, 14, { fill: p.accent }));
  }
  for (const t of steps(0, 1, 14)) {
    const x = 150 + (660 - 150) * t;
    const y = 540 + 20 * t;
    parts.push(line(x, y, x - 4, y + 26, { stroke: p.deep, width: 4 }));
  }
  return parts.join('');
}

export function towels(p: Palette, back: boolean): string {
  const parts: string[] = [];
  for (const [index, y] of [530, 440, 350].entries())
    parts.push(
      rect(220 + index * 12, y, 360 - index * 24, 96, 34, {
        fill: index === 1 ? p.light : p.base,
        stroke: p.line,
      }),
      line(240 + index * 12, y + 70, 560 - index * 12, y + 70, { stroke: p.shade, width: 10 }),
    );
  if (!back)
    parts.push(
      rect(250, 190, 300, 150, 60, { fill: p.base, stroke: p.line }),
      ellipse(400, 260, 90, 24, { fill: p.shade, opacity: 0.5 }),
    );
  return parts.join('');
}
