#!/usr/bin/env node
// `npm start`: serves the production build, building it first on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = process.env.PORT || '3000';
const run = (args) => spawnSync('npx', ['--no-install', 'next', ...args], { stdio: 'inherit', env });

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building the storefront first (about two minutes)…');
  const build = run(['build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const start = run(['start', '-p', port]);
process.exit(start.status ?? 0);
