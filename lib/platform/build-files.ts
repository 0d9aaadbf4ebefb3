import path from 'node:path';

/**
 * A file the build carries beside its code (the service's migrations, the demo's pictures). The
 * production server names its own folder (server/main.mjs), so it finds them from wherever it is
 * started, as Next's own standalone server would; without it (`npm run service`, the seed, the
 * tests) they are found from the working directory, the repository.
 */
export const buildFile = (...parts: string[]) =>
  path.join(process.env.COMMERCE_BUILD_DIR || process.cwd(), ...parts);
