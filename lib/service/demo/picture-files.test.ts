import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURES_DIR, drawDemoPictures } from '@/scripts/demo/pictures';

// The service serves the committed picture files, never drawing them: they must be exactly what
// the script draws today, so a changed drawing or product without `npm run demo:pictures` fails here.
describe('demo pictures', () => {
  it('are the files scripts/demo/draw-pictures.ts writes, byte for byte, and no others', () => {
    const drawn = drawDemoPictures();
    const dir = path.join(process.cwd(), PICTURES_DIR);
    expect(readdirSync(dir).sort()).toEqual([...drawn.keys()].sort());
    const differing = [...drawn].filter(
      ([name, content]) => readFileSync(path.join(dir, name), 'utf8') !== content,
    );
    expect(differing.map(([name]) => name)).toEqual([]);
  });
});
