#!/usr/bin/env node
// The server the Playwright journeys run against: the production server (npm start: the standalone
// build, as the image runs it) on an empty data directory.
import { rmSync } from 'node:fs';

const dataDir = process.env.COMMERCE_DATA_DIR || '.data/e2e';
if (!dataDir.startsWith('.data/'))
  throw new Error(`refusing to empty ${dataDir}: e2e data must live under .data/`);
rmSync(dataDir, { recursive: true, force: true });
await import('./start.mjs');
