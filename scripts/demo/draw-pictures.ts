// `npm run demo:pictures`: draws the demo's pictures into lib/service/demo/pictures, which the
// service stores as its files when it seeds (lib/service/demo/picture-files.ts). The drawings are
// code (scripts/demo/art); the service only reads the files. Run it after changing a drawing, a
// product's art (product-art.ts) or the demo products, and commit the result: drawing again gives
// the same bytes (lib/service/demo/picture-files.test.ts holds the committed files to it).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PICTURES_DIR, drawDemoPictures } from './pictures';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, PICTURES_DIR);
const files = drawDemoPictures();
mkdirSync(dir, { recursive: true });
// A picture no product shows any more is removed.
for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(path.join(dir, name));
for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
console.log(`${files.size} files in ${PICTURES_DIR}`);
