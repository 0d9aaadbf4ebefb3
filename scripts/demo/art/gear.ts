import { circle, ellipse, flip, line, path, rect, shape, steps, symmetric, type Palette } from './shapes';

/** Bags, camp and trail gear, and the two digital goods (a map and a book). */

export interface PackOptions {
  /** Body width and height. */
  width: number;
  height: number;
  rolltop?: boolean;
  slim?: boolean;
  laptop?: boolean;
}

export function backpack(p: Palette, options: PackOptions, back: boolean): string {
  const { width, height } = options;
  const left = 400 - width / 2;
  const top = 660 - height;
  const parts: string[] = [];
  // Shoulder straps show behind the body from the front, on it from the back.
  const strap = (x: number) =>
    shape(
      path([
        [x - 22, top + 30],
        [x - 30, 620, x - 70, top + 200],
        [x + 6, 620],
        [x + 24, top + 30, x - 30, top + 200],
      ]),
      { fill: p.deep, stroke: p.line, width: 5 },
    );
  if (!back) parts.push(strap(left + 30), strap(flip(left + 30)));
  parts.push(
    shape(
      path([
        [left + 10, 660],
        [left, top + 70],
        [400, top, left, top + 4],
        [left + width, top + 70, left + width, top + 4],
        [left + width - 10, 660],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    shape(
      path(
        [
          [364, top + 6],
          [400, top - 50, 364, top - 46],
          [436, top + 6, 436, top - 46],
        ],
        false,
      ),
      {
        stroke: p.line,
        width: 12,
      },
    ),
  );
  if (back) {
    parts.push(
      rect(left + 40, top + 90, width - 80, height - 160, 30, { fill: p.shade, stroke: p.line, width: 5 }),
      ...steps(top + 130, 560, 4).map((y) =>
        line(left + 60, y, left + width - 60, y, { stroke: p.deep, width: 3, opacity: 0.5 }),
      ),
      strap(400 - 70),
      strap(400 + 94),
    );
    return parts.join('');
  }
  if (options.rolltop)
    parts.push(
      rect(left - 6, top - 6, width + 12, 56, 24, { fill: p.shade, stroke: p.line, width: 5 }),
      rect(388, top + 40, 24, 90, 6, { fill: p.accent, stroke: p.line, width: 4 }),
    );
  else
    parts.push(
      shape(
        path(
          [
            [left + 30, top + 86],
            [left + width - 30, top + 86, 400, top + 20],
          ],
          false,
        ),
        { stroke: p.accent, width: 5, dash: '10 6' },
      ),
    );
  const pocketTop = options.laptop ? top + 150 : top + height * 0.46;
  parts.push(
    rect(left + 34, pocketTop, width - 68, 640 - pocketTop, 28, { fill: p.shade, stroke: p.line, width: 5 }),
    line(left + 54, pocketTop + 30, left + width - 54, pocketTop + 30, {
      stroke: p.accent,
      width: 5,
      dash: '10 6',
    }),
    rect(left + width - 80, pocketTop + 20, 14, 30, 4, { fill: p.accent, stroke: p.line, width: 3 }),
  );
  if (options.laptop)
    parts.push(rect(left + 40, top + 94, width - 80, 36, 10, { fill: p.deep, opacity: 0.5 }));
  if (options.slim)
    parts.push(
      shape(
        path(
          [
            [left + width - 20, top + 60],
            [left + width + 60, 520, left + width + 70, top + 120],
            [left + width + 20, 600],
          ],
          false,
        ),
        { stroke: '#3b82c4', width: 10, opacity: 0.85 },
      ),
    );
  return parts.join('');
}

export function tote(p: Palette, options: { monogram?: boolean }, back: boolean): string {
  return [
    shape(
      path(
        [
          [310, 340],
          [490, 340, 400, 120],
        ],
        false,
      ),
      { stroke: p.deep, width: 18 },
    ),
    shape(
      path([
        [230, 330],
        [570, 330],
        [600, 660],
        [200, 660],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    line(240, 372, 560, 372, { stroke: p.line, width: 3, dash: '8 6', opacity: 0.6 }),
    options.monogram && !back
      ? circle(400, 500, 64, { stroke: p.accent, width: 10 }) + circle(400, 500, 22, { fill: p.accent })
      : rect(340, 440, 120, 120, 10, { fill: p.shade, opacity: back ? 0 : 0.8 }),
    shape(
      path(
        [
          [300, 342],
          [500, 342, 400, 140],
        ],
        false,
      ),
      { stroke: p.shade, width: 18 },
    ),
  ].join('');
}

export function tent(p: Palette, options: { family?: boolean }, back: boolean): string {
  if (options.family) {
    return [
      shape(
        path([
          [110, 620],
          [190, 330, 120, 400],
          [560, 300, 360, 230],
          [700, 620, 700, 380],
        ]),
        { fill: p.base, stroke: p.line },
      ),
      shape(
        path([
          [240, 620],
          [330, 330, 250, 380],
          [460, 620, 430, 370],
        ]),
        { fill: p.deep, stroke: p.line, width: 5 },
      ),
      ...(back
        ? []
        : [
            shape(
              path([
                [290, 620],
                [340, 420, 300, 440],
                [400, 620, 390, 450],
              ]),
              { fill: '#2b2522', opacity: 0.8 },
            ),
          ]),
      ...[200, 360, 540].map((x, index) =>
        shape(
          path(
            [
              [x - 60 + index * 20, 620],
              [x + 40, 250 + index * 40, x - 30, 260 + index * 40],
            ],
            false,
          ),
          {
            stroke: p.light,
            width: 6,
            opacity: 0.9,
          },
        ),
      ),
      rect(520, 470, 90, 80, 10, { fill: '#cfe3ea', stroke: p.line, width: 4, opacity: 0.9 }),
      line(110, 620, 60, 660, { stroke: p.line, width: 3 }),
      line(700, 620, 750, 660, { stroke: p.line, width: 3 }),
    ].join('');
  }
  return [
    shape(
      path([
        [150, 620],
        [400, 230, 220, 300],
        [650, 620, 600, 320],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    shape(
      path(
        [
          [400, 232],
          [150, 620],
        ],
        false,
      ),
      { stroke: p.light, width: 6 },
    ),
    shape(
      path(
        [
          [400, 232],
          [650, 620],
        ],
        false,
      ),
      { stroke: p.light, width: 6 },
    ),
    back
      ? ellipse(400, 420, 70, 36, { fill: '#cfe3ea', stroke: p.line, width: 4 })
      : shape(
          path([
            [400, 250],
            [300, 620, 340, 430],
            [500, 620, 460, 430],
          ]),
          { fill: p.deep, stroke: p.line, width: 5 },
        ) +
        shape(
          path([
            [400, 300],
            [340, 620],
            [460, 620],
          ]),
          { fill: '#2b2522', opacity: 0.75 },
        ) +
        shape(
          path(
            [
              [400, 250],
              [400, 620],
            ],
            false,
          ),
          { stroke: p.accent, width: 4, dash: '6 6' },
        ),
    line(150, 620, 90, 660, { stroke: p.line, width: 3 }),
    line(650, 620, 710, 660, { stroke: p.line, width: 3 }),
    line(400, 232, 400, 200, { stroke: p.line, width: 5 }),
  ].join('');
}

export function tarp(p: Palette, back: boolean): string {
  const lift = back ? 30 : 0;
  return [
    line(230, 360 + lift, 230, 640, { stroke: '#5b5249', width: 10 }),
    line(580, 300, 580, 640, { stroke: '#5b5249', width: 10 }),
    shape(
      path([
        [230, 360 + lift],
        [580, 300],
        [700, 560],
        [140, 600],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    line(230, 360 + lift, 140, 600, { stroke: p.shade, width: 10 }),
    line(405, 330, 420, 580, { stroke: p.shade, width: 4, opacity: 0.7 }),
    line(580, 300, 720, 650, { stroke: p.line, width: 3 }),
    line(230, 360 + lift, 90, 650, { stroke: p.line, width: 3 }),
  ].join('');
}

export function sleepingBag(p: Palette, back: boolean): string {
  const outline = symmetric([
    [400, 120],
    [520, 190, 510, 120],
    [540, 420],
    [480, 690, 520, 640],
    [400, 700, 430, 702],
  ]);
  const parts = [shape(outline, { fill: p.base, stroke: p.line })];
  for (const y of steps(280, 650, 8))
    parts.push(
      shape(
        path(
          [
            [280 + (y > 520 ? (y - 520) * 0.3 : 0), y],
            [520 - (y > 520 ? (y - 520) * 0.3 : 0), y, 400, y + 18],
          ],
          false,
        ),
        { stroke: p.deep, width: 4, opacity: 0.55 },
      ),
    );
  if (!back)
    parts.push(
      ellipse(400, 200, 70, 56, { fill: p.deep, stroke: p.line, width: 5 }),
      ellipse(400, 206, 48, 36, { fill: '#2b2522', opacity: 0.7 }),
      shape(
        path(
          [
            [470, 230],
            [452, 640, 520, 420],
          ],
          false,
        ),
        { stroke: p.accent, width: 6 },
      ),
    );
  return parts.join('');
}

export function sleepingPad(p: Palette, back: boolean): string {
  if (back)
    return [
      rect(220, 300, 360, 280, 40, { fill: p.base, stroke: p.line }),
      ...steps(270, 530, 7).map((x) => line(x, 316, x, 564, { stroke: p.deep, width: 5, opacity: 0.5 })),
    ].join('');
  return [
    shape(
      path([
        [180, 520],
        [560, 400],
        [690, 470],
        [300, 600],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    ...steps(0, 1, 7).map((t) =>
      line(180 + 120 * t + 0, 520 + 80 * t, 560 + 130 * t, 400 + 70 * t, {
        stroke: p.deep,
        width: 4,
        opacity: 0.45,
      }),
    ),
    ellipse(600, 320, 70, 110, { fill: p.shade, stroke: p.line }),
    ellipse(600, 320, 40, 70, { fill: p.deep, stroke: p.line, width: 4 }),
    circle(600, 320, 14, { fill: p.line }),
    rect(180, 500, 40, 26, 6, { fill: p.accent, stroke: p.line, width: 3 }),
  ].join('');
}

export function pillow(p: Palette, options: { piping?: boolean }, back: boolean): string {
  const outline = path([
    [220, 300],
    [400, 280, 310, 300],
    [580, 300, 490, 300],
    [600, 500, 620, 400],
    [580, 620, 600, 600],
    [400, 610, 500, 620],
    [220, 620, 300, 620],
    [200, 460, 180, 540],
  ]);
  return [
    shape(outline, {
      fill: p.base,
      stroke: options.piping ? p.deep : p.line,
      width: options.piping ? 10 : 6,
    }),
    shape(
      path(
        [
          [260, 360],
          [540, 380, 400, 420],
        ],
        false,
      ),
      { stroke: p.light, width: 10, opacity: 0.6 },
    ),
    back ? line(260, 560, 540, 560, { stroke: p.line, width: 4, dash: '12 6' }) : '',
    options.piping && !back ? '' : rect(512, 560, 50, 30, 4, { fill: p.accent, opacity: 0.7 }),
  ].join('');
}

export function poles(p: Palette, back: boolean): string {
  const pole = (x1: number, x2: number) =>
    [
      line(x1, 170, x2, 640, { stroke: '#9aa3ab', width: 14 }),
      line(x1, 170, x2, 640, { stroke: '#5d666e', width: 4 }),
      shape(
        path([
          [x1 - 20, 140],
          [x1 + 20, 140],
          [x1 + 16 + (x2 - x1) * 0.18, 300],
          [x1 - 18 + (x2 - x1) * 0.18, 300],
        ]),
        {
          fill: p.base,
          stroke: p.line,
        },
      ),
      rect(x1 - 30 + (x2 - x1) * 0.28, 300 + 30, 60, 20, 8, { fill: p.deep, stroke: p.line, width: 3 }),
      ellipse(x2 - (x2 - x1) * 0.06, 600, 36, 10, { fill: '#2b2724' }),
      line(x2, 640, x2 + (x2 - x1) * 0.04, 672, { stroke: '#2b2724', width: 6 }),
    ].join('');
  return back ? pole(340, 400) + pole(460, 420) : pole(320, 420) + pole(480, 460);
}

export function headlamp(p: Palette, back: boolean): string {
  return [
    back
      ? ''
      : shape(
          path([
            [470, 420],
            [740, 300],
            [740, 560],
          ]),
          { fill: '#fde68a', opacity: 0.55 },
        ),
    ellipse(380, 430, 220, 130, { stroke: p.base, width: 30 }),
    ellipse(380, 430, 220, 130, { stroke: p.line, width: 3, opacity: 0.5 }),
    rect(390, 360, 110, 140, 26, { fill: '#3a3a3c', stroke: '#1f1a17' }),
    circle(480, 430, 42, { fill: '#fff7cc', stroke: '#1f1a17', width: 5 }),
    circle(480, 430, 22, { fill: '#fde047' }),
    rect(412, 372, 40, 14, 5, { fill: p.base }),
  ].join('');
}

export function trailMap(p: Palette, back: boolean): string {
  const panels = [
    [170, 250, 330, 220, 330, 600, 170, 630],
    [330, 220, 480, 250, 480, 630, 330, 600],
    [480, 250, 640, 220, 640, 600, 480, 630],
  ];
  const parts = panels.map((points, index) =>
    shape(
      path([
        [points[0]!, points[1]!],
        [points[2]!, points[3]!],
        [points[4]!, points[5]!],
        [points[6]!, points[7]!],
      ]),
      { fill: index === 1 ? '#e7dfc6' : '#efe8d2', stroke: '#6b5e4a', width: 5 },
    ),
  );
  if (back) {
    parts.push(
      rect(360, 300, 90, 250, 4, { fill: p.base }),
      ...steps(330, 520, 5).map((y) => line(190, y, 310, y - 10, { stroke: '#b7ab8f', width: 6 })),
    );
    return parts.join('');
  }
  for (const [index, r] of [60, 110, 160].entries())
    parts.push(ellipse(420, 420, r, r * 0.7, { stroke: '#9fb08a', width: 4, opacity: 0.9 - index * 0.2 }));
  parts.push(
    shape(
      path(
        [
          [520, 230],
          [470, 600, 600, 400],
          [230, 560, 320, 460],
        ],
        false,
      ),
      { fill: '#8fb3d1', opacity: 0.5 },
    ),
    shape(
      path(
        [
          [200, 580],
          [360, 470, 280, 470],
          [420, 400],
          [580, 290, 500, 410],
        ],
        false,
      ),
      {
        stroke: p.base,
        width: 7,
        dash: '16 10',
      },
    ),
    circle(580, 290, 14, { fill: p.base, stroke: '#1f1a17', width: 3 }),
    shape(
      path([
        [400, 380],
        [430, 330],
        [460, 380],
      ]),
      { fill: '#6b5e4a' },
    ),
  );
  return parts.join('');
}

export function book(p: Palette, back: boolean): string {
  return [
    rect(230, 150, 340, 500, 30, { fill: '#2b2724', stroke: '#1f1a17' }),
    rect(250, 172, 300, 446, 10, { fill: back ? '#efe8d2' : p.base }),
    ...(back
      ? steps(210, 560, 12).map((y) => line(276, y, 524, y, { stroke: '#b7ab8f', width: 6 }))
      : [
          circle(460, 270, 40, { fill: '#f7d774' }),
          shape(
            path([
              [250, 470],
              [350, 330],
              [420, 420],
              [470, 370],
              [550, 470],
            ]),
            { fill: p.deep },
          ),
          shape(
            path([
              [250, 618],
              [250, 470],
              [550, 470],
              [550, 618],
            ]),
            { fill: p.shade },
          ),
          shape(
            path([
              [360, 560],
              [400, 500],
              [440, 560],
            ]),
            { fill: '#f59e0b' },
          ),
          line(350, 568, 450, 552, { stroke: '#5b4636', width: 10 }),
          line(350, 552, 450, 568, { stroke: '#5b4636', width: 10 }),
        ]),
    circle(400, 634, 8, { fill: '#57534e' }),
  ].join('');
}
