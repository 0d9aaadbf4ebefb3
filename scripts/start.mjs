#!/usr/bin/env node
// `npm start`: serves the production build with its own server (.next/standalone/main.mjs, the one
// the image runs), building it first on a fresh clone. The server runs in this process, so the
// signals a supervisor sends reach it directly (SIGTERM drains; README "Operating it").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const server = path.resolve('.next/standalone/main.mjs');
if (!existsSync(server)) {
  console.log('No production build yet: building the storefront first (about two minutes)…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NEXT_TELEMETRY_DISABLED = '1';
await import(pathToFileURL(server).href);
