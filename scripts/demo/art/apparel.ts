import {
  circle,
  ellipse,
  flip,
  line,
  path,
  rect,
  shape,
  steps,
  symmetric,
  type Palette,
  type PathPoint,
} from './shapes';

/** Garments, drawn flat as on a shop's product shots, from the front or the back. */

export interface TopOptions {
  sleeves: 'short' | 'long' | 'loose';
  neck: 'crew' | 'v' | 'collar' | 'gathered' | 'hood';
  pocket?: boolean;
  graphic?: boolean;
  placket?: 'henley' | 'shirt' | 'cardigan' | 'zip';
  ribbed?: boolean;
  cable?: boolean;
  check?: boolean;
  quilted?: boolean;
  wrap?: boolean;
  /** Hem height: 640 is hip length. */
  hem?: number;
}

const stitch = (p: Palette) => ({ stroke: p.line, width: 3, dash: '8 7', opacity: 0.55 });

function sleeveHalf(sleeves: TopOptions['sleeves']): PathPoint[] {
  if (sleeves === 'short')
    return [
      [540, 205],
      [640, 312],
      [585, 365],
      [532, 318],
    ];
  if (sleeves === 'loose')
    return [
      [540, 205],
      [612, 300],
      [668, 560],
      [584, 588],
      [540, 360],
    ];
  return [
    [540, 205],
    [605, 300],
    [648, 590],
    [588, 602],
    [540, 360],
  ];
}

function bodyOutline(options: TopOptions, back: boolean): string {
  const hem = options.hem ?? 640;
  const neckDepth = back ? 200 : options.neck === 'v' ? 285 : options.neck === 'collar' ? 215 : 228;
  const waist = options.sleeves === 'short' ? 532 : 540;
  return symmetric([
    [400, neckDepth],
    options.neck === 'v' && !back ? [462, 182] : [468, 180, 446, neckDepth - 4],
    ...sleeveHalf(options.sleeves),
    [waist, hem],
    [400, hem + 10, 470, hem + 12],
  ]);
}

/** A T-shirt, shirt, blouse, sweater, cardigan or jacket. */
export function top(p: Palette, options: TopOptions, back: boolean): string {
  const hem = options.hem ?? 640;
  const fill = options.check ? 'url(#check)' : p.base;
  const parts: string[] = [shape(bodyOutline(options, back), { fill, stroke: p.line })];
  // Folds and the shadow under the arms.
  parts.push(
    shape(
      path(
        [
          [300, 330],
          [318, 480, 296, 420],
        ],
        false,
      ),
      { stroke: p.deep, width: 5, opacity: 0.35 },
    ),
    shape(
      path(
        [
          [505, 360],
          [488, 520, 512, 450],
        ],
        false,
      ),
      { stroke: p.deep, width: 5, opacity: 0.35 },
    ),
  );
  if (options.sleeves !== 'short') {
    const cuffY = options.sleeves === 'loose' ? 560 : 580;
    const cuffs = options.sleeves === 'loose' ? [584, 668] : [588, 648];
    parts.push(
      line(cuffs[0]! - 4, cuffY - 6, cuffs[1]! - 4, cuffY - 14, { stroke: p.line, width: 4 }),
      line(flip(cuffs[0]! - 4), cuffY - 6, flip(cuffs[1]! - 4), cuffY - 14, { stroke: p.line, width: 4 }),
    );
  }
  if (options.ribbed) {
    parts.push(rect(264, hem - 34, 272, 30, 6, { fill: p.shade, stroke: p.line, width: 4 }));
    for (const x of steps(280, 520, 16))
      parts.push(line(x, hem - 30, x, hem - 8, { stroke: p.deep, width: 3 }));
  } else {
    parts.push(
      shape(
        path(
          [
            [272, hem - 22],
            [528, hem - 22, 400, hem - 10],
          ],
          false,
        ),
        stitch(p),
      ),
    );
  }
  if (options.cable)
    for (const x of [335, 465])
      for (const y of steps(260, hem - 70, 7))
        parts.push(
          shape(
            path(
              [
                [x - 16, y],
                [x + 16, y + 40, x + 20, y + 12],
              ],
              false,
            ),
            { stroke: p.deep, width: 6, opacity: 0.6 },
          ),
          shape(
            path(
              [
                [x + 16, y],
                [x - 16, y + 40, x - 20, y + 12],
              ],
              false,
            ),
            { stroke: p.light, width: 6, opacity: 0.6 },
          ),
        );
  if (options.quilted)
    for (const y of steps(280, hem - 60, 6)) {
      parts.push(
        shape(
          path(
            [
              [278, y],
              [522, y, 400, y + 14],
            ],
            false,
          ),
          { stroke: p.deep, width: 4, opacity: 0.6 },
        ),
      );
      if (options.sleeves !== 'short') {
        parts.push(
          line(548, y + 20, 560 + (y - 280) * 0.2, y + 14, { stroke: p.deep, width: 4, opacity: 0.5 }),
        );
        parts.push(
          line(flip(548), y + 20, flip(560 + (y - 280) * 0.2), y + 14, {
            stroke: p.deep,
            width: 4,
            opacity: 0.5,
          }),
        );
      }
    }
  parts.push(neck(p, options, back));
  if (!back) parts.push(...frontDetails(p, options, hem));
  else parts.push(rect(386, 212, 28, 16, 3, { fill: p.deep, opacity: 0.5 }));
  return parts.join('');
}

function neck(p: Palette, options: TopOptions, back: boolean): string {
  if (options.neck === 'hood') {
    const hood = back
      ? symmetric([
          [400, 120],
          [470, 150, 455, 118],
          [485, 210],
          [400, 250, 470, 248],
        ])
      : symmetric([
          [400, 118],
          [478, 160, 462, 116],
          [472, 212],
          [440, 190],
          [400, 180, 424, 178],
        ]);
    return (
      shape(hood, { fill: p.shade, stroke: p.line }) +
      (back ? '' : ellipse(400, 168, 44, 26, { fill: p.deep, opacity: 0.75 }))
    );
  }
  if (options.neck === 'collar') {
    if (back)
      return shape(
        symmetric([
          [400, 188],
          [468, 180],
          [470, 214],
          [400, 222, 440, 224],
        ]),
        { fill: p.shade, stroke: p.line, width: 5 },
      );
    return (
      shape(
        path([
          [400, 232],
          [336, 178],
          [318, 240],
          [372, 262],
        ]),
        { fill: p.light, stroke: p.line, width: 5 },
      ) +
      shape(
        path([
          [400, 232],
          [464, 178],
          [482, 240],
          [428, 262],
        ]),
        { fill: p.light, stroke: p.line, width: 5 },
      )
    );
  }
  if (options.neck === 'gathered')
    return (
      shape(
        path(
          [
            [334, 184],
            [466, 184, 400, back ? 210 : 238],
          ],
          false,
        ),
        { stroke: p.line, width: 8 },
      ) +
      steps(348, 452, 8)
        .map((x) => line(x, 198, x + 4, 226, { stroke: p.deep, width: 3, opacity: 0.6 }))
        .join('')
    );
  if (options.neck === 'v' && !back)
    return shape(
      path(
        [
          [338, 182],
          [400, 285],
          [462, 182],
        ],
        false,
      ),
      { stroke: p.shade, width: 12 },
    );
  return shape(
    path(
      [
        [332, 181],
        [468, 181, 400, back ? 214 : 246],
      ],
      false,
    ),
    { stroke: p.shade, width: 14 },
  );
}

function frontDetails(p: Palette, options: TopOptions, hem: number): string[] {
  const parts: string[] = [];
  if (options.pocket)
    parts.push(
      shape(
        path([
          [432, 282],
          [494, 282],
          [494, 346],
          [463, 356],
          [432, 346],
        ]),
        { fill: p.shade, stroke: p.line, width: 4 },
      ),
    );
  if (options.graphic)
    parts.push(
      circle(400, 340, 74, { fill: p.light, opacity: 0.9 }),
      shape(
        path([
          [334, 372],
          [378, 300],
          [404, 338],
          [428, 310],
          [466, 372],
        ]),
        { fill: p.deep },
      ),
      circle(432, 296, 12, { fill: p.accent }),
    );
  if (options.placket === 'henley')
    parts.push(
      rect(388, 226, 24, 96, 4, { fill: p.shade, stroke: p.line, width: 3 }),
      ...[250, 278, 306].map((y) => circle(400, y, 6, { fill: p.accent, stroke: p.line, width: 2 })),
    );
  if (options.placket === 'shirt' || options.placket === 'cardigan') {
    const top = options.placket === 'shirt' ? 236 : options.neck === 'v' ? 285 : 236;
    parts.push(line(400, top, 400, hem + 6, { stroke: p.line, width: 4 }));
    for (const y of steps(top + 30, hem - 40, 6))
      parts.push(circle(414, y, 7, { fill: p.accent, stroke: p.line, width: 2 }));
  }
  if (options.placket === 'zip') {
    parts.push(line(400, 190, 400, hem + 6, { stroke: p.line, width: 8 }));
    parts.push(line(400, 190, 400, hem + 6, { stroke: p.accent, width: 3, dash: '4 5' }));
    parts.push(rect(392, 230, 16, 30, 4, { fill: p.accent, stroke: p.line, width: 2 }));
  }
  if (options.wrap)
    parts.push(
      shape(
        path(
          [
            [338, 184],
            [520, 470, 420, 360],
          ],
          false,
        ),
        { stroke: p.line, width: 5 },
      ),
      shape(
        path([
          [520, 470],
          [560, 540],
          [530, 548],
          [510, 482],
        ]),
        { fill: p.shade, stroke: p.line, width: 4 },
      ),
    );
  return parts;
}

export interface BottomOptions {
  /** 660 is full length, 450 shorts. */
  hem: number;
  /** Half the width of a leg opening. */
  opening: number;
  denim?: boolean;
  drawstring?: boolean;
}

/** Jeans, chinos and shorts. */
export function bottoms(p: Palette, options: BottomOptions, back: boolean): string {
  const { hem, opening } = options;
  const outer = 528 + (hem < 500 ? 22 : 10);
  const outline = symmetric([
    [400, 200],
    [515, 200],
    [528, 244],
    [outer, hem],
    [outer - opening * 2, hem + 4],
    [404, 340],
  ]);
  const parts = [shape(outline, { fill: p.base, stroke: p.line })];
  parts.push(rect(284, 196, 232, 38, 5, { fill: p.shade, stroke: p.line, width: 5 }));
  if (options.drawstring)
    parts.push(
      shape(
        path(
          [
            [392, 230],
            [372, 290, 370, 256],
          ],
          false,
        ),
        { stroke: p.accent, width: 5 },
      ),
      shape(
        path(
          [
            [408, 230],
            [428, 292, 432, 258],
          ],
          false,
        ),
        { stroke: p.accent, width: 5 },
      ),
    );
  else
    for (const x of [318, 372, 428, 482])
      parts.push(rect(x - 5, 192, 10, 46, 3, { fill: p.shade, stroke: p.line, width: 3 }));
  // The legs' inner folds.
  parts.push(
    line(462, 380, 470, hem - 20, { stroke: p.deep, width: 4, opacity: 0.35 }),
    line(338, 380, 330, hem - 20, { stroke: p.deep, width: 4, opacity: 0.35 }),
    line(outer - opening * 2 + 6, hem - 20, outer - 6, hem - 24, stitch(p)),
    line(flip(outer - opening * 2 + 6), hem - 20, flip(outer - 6), hem - 24, stitch(p)),
  );
  if (back) {
    for (const x of [348, 452])
      parts.push(
        shape(
          path([
            [x - 40, 270],
            [x + 40, 270],
            [x + 34, 340],
            [x, 356],
            [x - 34, 340],
          ]),
          { fill: p.shade, stroke: p.line, width: 4 },
        ),
      );
    if (options.denim) parts.push(rect(432, 204, 48, 24, 3, { fill: '#b07a4a', stroke: p.line, width: 3 }));
  } else {
    parts.push(
      shape(
        path(
          [
            [400, 236],
            [428, 330, 430, 300],
          ],
          false,
        ),
        stitch(p),
      ),
      shape(
        path(
          [
            [300, 238],
            [352, 236, 340, 290],
          ],
          false,
        ),
        { stroke: p.line, width: 4 },
      ),
      shape(
        path(
          [
            [500, 238],
            [448, 236, 460, 290],
          ],
          false,
        ),
        { stroke: p.line, width: 4 },
      ),
    );
    if (options.denim)
      parts.push(
        circle(342, 244, 5, { fill: '#c98a3a' }),
        circle(458, 244, 5, { fill: '#c98a3a' }),
        circle(400, 215, 7, { fill: '#c98a3a', stroke: p.line, width: 2 }),
      );
  }
  return parts.join('');
}

export interface DressOptions {
  hem: number;
  collar?: boolean;
  wrap?: boolean;
  straps?: boolean;
}

export function dress(p: Palette, options: DressOptions, back: boolean): string {
  const { hem } = options;
  const shoulder: PathPoint[] = options.straps
    ? [
        [430, 198, 420, 236],
        [448, 150],
        [462, 150],
        [476, 250],
      ]
    : [
        [462, 176, 442, 226],
        [528, 196],
        [584, 276],
        [538, 306],
        [496, 268],
      ];
  const outline = symmetric([
    [400, back ? 206 : 240],
    ...shoulder,
    [488, 372],
    [470, 396],
    [590, hem, 540, 520],
    [400, hem + 16, 500, hem + 18],
  ]);
  const parts = [shape(outline, { fill: p.base, stroke: p.line })];
  parts.push(
    shape(
      path(
        [
          [318, 392],
          [482, 392, 400, 404],
        ],
        false,
      ),
      { stroke: p.deep, width: 8 },
    ),
  );
  for (const x of [340, 400, 460])
    parts.push(line(x, 420, x + (x - 400) * 1.3, hem - 10, { stroke: p.deep, width: 4, opacity: 0.3 }));
  if (!back && options.collar)
    parts.push(
      shape(
        path([
          [400, 246],
          [356, 196],
          [344, 250],
          [384, 266],
        ]),
        { fill: p.light, stroke: p.line, width: 4 },
      ),
      shape(
        path([
          [400, 246],
          [444, 196],
          [456, 250],
          [416, 266],
        ]),
        { fill: p.light, stroke: p.line, width: 4 },
      ),
      ...steps(290, 380, 4).map((y) => circle(400, y, 6, { fill: p.accent, stroke: p.line, width: 2 })),
    );
  if (!back && options.wrap)
    parts.push(
      shape(
        path(
          [
            [348, 200],
            [470, 396, 420, 330],
          ],
          false,
        ),
        { stroke: p.line, width: 4 },
      ),
      shape(
        path([
          [470, 398],
          [500, 470],
          [478, 474],
          [462, 404],
        ]),
        { fill: p.shade, stroke: p.line, width: 4 },
      ),
    );
  return parts.join('');
}

export function beanie(p: Palette, back: boolean): string {
  const parts = [
    circle(400, 228, 44, { fill: p.light, stroke: p.line, width: 5 }),
    shape(
      symmetric([
        [400, 250],
        [560, 470, 560, 260],
        [400, 470],
      ]),
      { fill: p.base, stroke: p.line },
    ),
  ];
  for (const x of steps(290, 510, 9))
    parts.push(
      shape(
        path(
          [
            [x, 460],
            [400 + (x - 400) * 0.25, 270, 400 + (x - 400) * 0.9, 330],
          ],
          false,
        ),
        { stroke: p.deep, width: 4, opacity: 0.4 },
      ),
    );
  parts.push(rect(222, 440, 356, 120, 30, { fill: p.shade, stroke: p.line }));
  for (const x of steps(246, 554, 18))
    parts.push(line(x, 456, x, 544, { stroke: p.deep, width: 4, opacity: 0.55 }));
  if (!back) parts.push(rect(478, 478, 50, 40, 6, { fill: p.accent, stroke: p.line, width: 3 }));
  return parts.join('');
}

export function cap(p: Palette, back: boolean): string {
  if (back)
    return [
      shape(
        symmetric([
          [400, 250],
          [580, 500, 575, 262],
          [400, 500],
        ]),
        { fill: p.base, stroke: p.line },
      ),
      ellipse(400, 470, 70, 34, { fill: '#f2eee7', stroke: p.line, width: 5 }),
      rect(340, 440, 120, 18, 8, { fill: p.deep, stroke: p.line, width: 3 }),
      circle(400, 252, 12, { fill: p.shade, stroke: p.line, width: 3 }),
    ].join('');
  return [
    shape(
      path([
        [230, 470],
        [400, 250, 236, 256],
        [570, 470, 564, 256],
        [400, 480, 480, 486],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    shape(
      path(
        [
          [400, 252],
          [420, 470, 440, 360],
        ],
        false,
      ),
      { stroke: p.deep, width: 4, opacity: 0.5 },
    ),
    shape(
      path([
        [240, 462],
        [560, 462, 400, 430],
        [690, 540, 680, 470],
        [300, 512, 540, 600],
      ]),
      { fill: p.shade, stroke: p.line },
    ),
    circle(400, 252, 13, { fill: p.shade, stroke: p.line, width: 3 }),
    rect(300, 320, 90, 60, 10, { fill: p.light, opacity: 0.45 }),
    ...steps(330, 520, 6).map((x) =>
      line(x, 300 + Math.abs(x - 400) * 0.5, x + 6, 452, { stroke: p.deep, width: 2, opacity: 0.25 }),
    ),
  ].join('');
}

export function sunHat(p: Palette, back: boolean): string {
  return [
    ellipse(400, 470, 290, 96, { fill: p.shade, stroke: p.line }),
    shape(
      path([
        [270, 470],
        [300, 300, 284, 330],
        [500, 300, 400, 276],
        [530, 470, 516, 330],
        [400, 500, 470, 500],
      ]),
      { fill: p.base, stroke: p.line },
    ),
    shape(
      path(
        [
          [274, 440],
          [526, 440, 400, 470],
        ],
        false,
      ),
      { stroke: back ? p.deep : p.accent, width: 20 },
    ),
    ...steps(150, 650, 9).map((x) =>
      line(x, 470 + (back ? 10 : 0), x + (x - 400) * 0.05, 520, { stroke: p.deep, width: 3, opacity: 0.3 }),
    ),
  ].join('');
}

export function boot(
  p: Palette,
  options: { high: boolean; laces: boolean; sandal?: boolean },
  back: boolean,
): string {
  const sole = '#3b3430';
  if (options.sandal)
    return [
      shape(
        path([
          [170, 560],
          [180, 500, 160, 520],
          [600, 510],
          [650, 560, 660, 520],
          [170, 560],
        ]),
        { fill: '#3a332d', stroke: '#1f1a17' },
      ),
      shape(
        path([
          [190, 510],
          [620, 498, 400, 490],
          [614, 470],
          [200, 486],
        ]),
        { fill: '#c9b18c', stroke: '#1f1a17', width: 4 },
      ),
      ...[
        [250, 350],
        [400, 470],
      ].map(([x, w]) =>
        shape(
          path([
            [x! - 30, 490],
            [x! + w! / 4, 360, x! - 10, 380],
            [x! + w! / 3, 500, x! + w! / 3, 420],
          ]),
          { fill: p.base, stroke: p.line },
        ),
      ),
      rect(470, 330, 40, 170, 10, { fill: p.shade, stroke: p.line, width: 5 }),
      rect(442, 380, 96, 34, 8, { fill: p.accent, stroke: p.line, width: 4 }),
    ].join('');
  const top = options.high ? 230 : 360;
  const upper = path([
    [200, 540],
    [214, 410, 190, 470],
    [310, top + 30, 230, top + 20],
    [400, top],
    [438, 360, 440, top + 60],
    [640, 450, 540, 390],
    [660, 540, 690, 500],
  ]);
  const parts = [
    shape(
      path([
        [176, 548],
        [680, 548],
        [684, 600, 700, 590],
        [176, 600],
      ]),
      { fill: sole, stroke: '#1f1a17' },
    ),
    ...steps(196, 660, 12).map((x) => rect(x, 596, 22, 16, 4, { fill: '#1f1a17' })),
    shape(upper, { fill: p.base, stroke: p.line }),
    shape(
      path([
        [470, 400],
        [640, 450, 560, 400],
        [660, 540, 690, 500],
        [500, 540],
      ]),
      { fill: p.shade, stroke: p.line, width: 5 },
    ),
    rect(176, 534, 504, 22, 8, { fill: p.light, stroke: p.line, width: 4 }),
  ];
  if (options.laces && !back)
    for (const [index, y] of steps(top + 40, 410, options.high ? 6 : 3).entries())
      parts.push(
        line(372 + index * 14, y, 420 + index * 16, y + 18, { stroke: p.accent, width: 6 }),
        circle(372 + index * 14, y, 6, { fill: p.line }),
      );
  if (back) parts.push(rect(196, top + 60, 40, 120, 10, { fill: p.accent, stroke: p.line, width: 4 }));
  else parts.push(circle(520, 480, 26, { fill: p.accent, opacity: 0.85 }));
  if (options.high) parts.push(rect(300, top - 6, 110, 34, 14, { fill: p.shade, stroke: p.line, width: 5 }));
  return parts.join('');
}
