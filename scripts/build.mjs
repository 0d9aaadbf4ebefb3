#!/usr/bin/env node
// `npm run build`: the production build, made into a server that runs on its own (.next/standalone):
// Next's traced server and node_modules, plus what `output: 'standalone'` leaves out on purpose
// (the browser's files in .next/static and public/, meant for a CDN) and our server (server/main.mjs).
// `npm start`, the tests, `npm run cluster` and the Dockerfile all run the result.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
// A standalone directory left by an earlier build would keep files this one no longer has.
rmSync('.next/standalone', { recursive: true, force: true });
const build = spawnSync('npx', ['--no-install', 'next', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const standalone = '.next/standalone';
if (!existsSync(`${standalone}/.next/BUILD_ID`)) {
  console.error(`next build wrote no ${standalone}: is output: 'standalone' still in next.config.mjs?`);
  process.exit(1);
}
cpSync('.next/static', `${standalone}/.next/static`, { recursive: true });
cpSync('public', `${standalone}/public`, { recursive: true });
cpSync('server/main.mjs', `${standalone}/main.mjs`);
// Next traces sharp (and its 19 MB of libvips) into its own server whatever the configuration; it
// resizes pictures for /_next/image, which this shop turns off (images.unoptimized): left out.
for (const unused of ['sharp', '@img'])
  rmSync(`${standalone}/node_modules/${unused}`, { recursive: true, force: true });
console.log(`The production server is in ${standalone}: node ${standalone}/main.mjs`);
