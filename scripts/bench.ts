// `npm run bench`: measures the storefront and its service, prints one table and writes it, with
// every figure, to bench-results/bench-<timestamp>.json. Timings are reported, never asserted.
//   --quick          a smaller run (1k/10k products, shorter measurements, one browser run)
//   --skip-build     use the existing production build (.next) instead of building
//   --products N     generated products beside the demo data on the pages' server (default 10000)
//   --only LIST      some of pages,varnish,service,browser,cluster (varnish: Debian's varnishd with
//                    varnish-modules; cluster: PostgreSQL, Redis and haproxy)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, seedDataDir, startApp } from './bench/app-server';
import { benchBrowser } from './bench/browser';
import { benchCluster } from './bench/cluster';
import { benchPages, shopperCookie } from './bench/pages';
import { machine, reportHeading, reportTable, type BenchReport } from './bench/report';
import { benchService } from './bench/service-listings';
import { benchVarnish } from './bench/varnish';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    products: { type: 'string' },
    only: { type: 'string', default: 'pages,varnish,service,browser,cluster' },
  },
});
const quick = values.quick;
const parts = new Set(values.only.split(',').map((part) => part.trim()));
const started = Date.now();

const report: BenchReport = {
  startedAt: new Date(started).toISOString(),
  seconds: 0,
  machine: machine(),
  settings: {
    quick,
    pageCatalogProducts: Number(values.products ?? (quick ? 1_000 : 10_000)),
    pages: {
      concurrency: 8,
      crowd: 200,
      durationMs: quick ? 4_000 : 10_000,
      warmupMs: quick ? 500 : 1_000,
      rounds: quick ? 2 : 4,
    },
    service: { sizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000], requests: quick ? 60 : 200 },
    browserRuns: quick ? 1 : 3,
  },
};

mkdirSync('bench-results', { recursive: true });
const file = path.join('bench-results', `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
/** Written after each part too, so that a run stopped midway keeps what it measured. */
const save = () => {
  report.seconds = (Date.now() - started) / 1000;
  writeFileSync(file, `${JSON.stringify({ ...report, table: reportTable(report) }, null, 2)}\n`);
};

if (parts.has('pages') || parts.has('varnish') || parts.has('browser')) {
  if (!values['skip-build']) {
    console.log('▶ building the storefront (next build) …');
    buildApp();
  }
  const dataDir = path.join('.data', 'bench', 'pages');
  console.log(
    `▶ seeding ${dataDir}: demo data and ${report.settings.pageCatalogProducts} generated products …`,
  );
  seedDataDir(dataDir, report.settings.pageCatalogProducts);
  const app = await startApp(dataDir);
  try {
    if (parts.has('pages')) {
      console.log('▶ pages');
      report.pages = await benchPages(app, report.settings.pages);
      save();
    }
    if (parts.has('varnish')) {
      console.log('▶ varnish');
      report.varnish = await benchVarnish(app, report.settings.pages, await shopperCookie(app.origin));
      save();
    }
    if (parts.has('browser')) {
      console.log('▶ browser');
      report.browser = await benchBrowser(app, report.settings.browserRuns);
      save();
    }
  } finally {
    await app.stop();
  }
}

if (parts.has('cluster')) {
  // One instance against three behind HAProxy, on PostgreSQL and Redis (the production build).
  if (!parts.has('pages') && !parts.has('varnish') && !parts.has('browser') && !values['skip-build'])
    buildApp();
  console.log('▶ cluster');
  report.cluster = await benchCluster(report.settings.pages);
  save();
}

if (parts.has('service')) {
  // After the storefront has stopped, so that it does not share the cores with these figures.
  console.log('▶ service');
  const service = await benchService(report.settings.service);
  report.service = service.figures;
  report.settings.serviceStorage = service.storage;
}

save();
console.log(`\n${reportHeading(report)}\n\n${reportTable(report)}\n`);
console.log(`Written to ${file}`);

// A measured answer with another status than its case's (a redirect, a not-found page, a server
// error) means the bench measured something else than it says: the run fails, loudly.
const wrong = [
  ...(report.pages?.figures ?? []).map((figure) => ({ ...figure, part: 'pages' })),
  ...(report.varnish?.figures ?? []).map((figure) => ({ ...figure, part: 'varnish' })),
  ...(report.cluster ?? []).flatMap((item) => [
    { part: 'one instance', path: item.path, clients: report.settings.pages.concurrency, result: item.one },
    {
      part: 'three instances',
      path: item.path,
      clients: report.settings.pages.concurrency,
      result: item.three,
    },
  ]),
].filter(({ result }) => result.errors > 0);
for (const { part, path: address, clients, result } of wrong)
  console.error(
    `✗ ${part}: ${address} at ${clients} clients: ${result.errors} errors (statuses ${JSON.stringify(result.statuses)})`,
  );
if (wrong.length > 0) process.exitCode = 1;
