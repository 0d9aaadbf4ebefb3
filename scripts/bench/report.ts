import { cpus, loadavg } from 'node:os';
import type { BrowserFigures } from './browser';
import type { ClusterFigures } from './cluster';
import { STATIC_FILE, type PageSettings, type PagesReport } from './pages';
import type { ServiceFigures, ServiceSettings } from './service-listings';
import type { VarnishReport } from './varnish';

export interface BenchReport {
  startedAt: string;
  seconds: number;
  /** The machine, and how busy it was before the run (other work on the same cores skews every figure). */
  machine: { cpus: number; model: string; node: string; loadAverage: number[] };
  settings: {
    quick: boolean;
    pageCatalogProducts: number;
    pages: PageSettings;
    service: ServiceSettings;
    browserRuns: number;
    serviceStorage?: string;
  };
  pages?: PagesReport;
  varnish?: VarnishReport;
  service?: ServiceFigures[];
  browser?: BrowserFigures[];
  cluster?: ClusterFigures[];
}

export function machine() {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ratio = (value: number) => `${value.toFixed(2)}×`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const verdict = (met: boolean) => (met ? 'met' : 'missed');
const sizeLabel = (size: string) => (Number(size) >= 1000 ? `${Number(size) / 1000}k` : size);

/** One table for the whole run: a row per measured case, its figures, its ratio and its aim. */
export function reportTable(report: BenchReport): string {
  const rows: string[][] = [];
  for (const page of report.pages?.figures ?? []) {
    const { result } = page;
    const errors = result.errors > 0 ? ` · ${result.errors} errors` : '';
    const isFloor = page.path === STATIC_FILE;
    const aims = page.crowd
      ? [`p99 < 2 s: ${verdict(result.p99 < 2000)}`, `no errors: ${verdict(result.errors === 0)}`]
      : page.aim
        ? [`≥ ${ratio(page.aim)} static file: ${verdict(page.ofFloor >= page.aim)}`]
        : [];
    rows.push([
      'Pages',
      `${page.name}, ${page.clients} clients`,
      `${result.requestsPerSecond.toFixed(0)} req/s · p50 ${ms(result.p50)} · p95 ${ms(result.p95)} · p99 ${ms(result.p99)} ms${errors}`,
      isFloor ? '1.00× (floor)' : `${ratio(page.ofFloor)} static file`,
      aims.join(', '),
    ]);
  }
  if (report.pages) {
    const { addToCart, bytes } = report.pages;
    rows.push([
      'Pages',
      'add to cart: service calls per add',
      `${addToCart.serviceCalls} service requests for ${addToCart.adds} adds`,
      `${addToCart.perAdd.toFixed(2)} per add`,
      `one round trip: ${verdict(addToCart.perAdd <= 1)}`,
    ]);
    for (const page of bytes) {
      const listing = page.name.includes('listing');
      rows.push([
        'Pages',
        `${page.name}: bytes`,
        `HTML ${kb(page.htmlBytes)} · RSC ${kb(page.rscBytes)}`,
        '',
        listing ? `HTML ≤ 60 kB: ${verdict(page.htmlBytes <= 60 * 1024)}` : '',
      ]);
    }
  }
  if (report.varnish) {
    const { figures, hits } = report.varnish;
    for (const page of figures) {
      const { result } = page;
      const errors = result.errors > 0 ? ` · ${result.errors} errors` : '';
      const direct = report.pages?.figures.find(
        (figure) => figure.path === page.path && figure.clients === page.clients,
      );
      const ratios = page.catalog
        ? [`${ratio(page.ofFloor)} static file via Varnish`]
        : ['1.00× (floor via Varnish)'];
      if (direct) ratios.push(`${ratio(result.requestsPerSecond / direct.result.requestsPerSecond)} direct`);
      rows.push([
        'Varnish',
        `${page.name}, ${page.clients} clients`,
        `${result.requestsPerSecond.toFixed(0)} req/s · p50 ${ms(result.p50)} · p95 ${ms(result.p95)} · p99 ${ms(result.p99)} ms${errors}`,
        ratios.join(' · '),
        '',
      ]);
    }
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
    rows.push([
      'Varnish',
      'hit ratio on catalog pages under load',
      `X-Cache HIT on ${hits.hitAnswers} of ${hits.answers} answers · varnishstat: ${hits.cacheHits} hits, ${hits.cacheMisses} misses of ${hits.clientRequests} requests`,
      percent(hits.ratio),
      `≥ ${percent(hits.aim)}: ${verdict(hits.ratio >= hits.aim)}`,
    ]);
  }
  for (const item of report.service ?? []) {
    const sizes = Object.entries(item.bySize).map(
      ([size, figures]) => `${sizeLabel(size)}: ${ms(figures.p50)}/${ms(figures.p95)}`,
    );
    rows.push([
      'Service',
      item.name,
      `${sizes.join(' · ')} ms (p50/p95)`,
      `${ratio(item.growth)} growth`,
      item.aim ? `≤ ${ratio(item.aim)}: ${verdict(item.growth <= item.aim)}` : '',
    ]);
  }
  for (const page of report.browser ?? []) {
    const isBlank = page.path.endsWith('/bench-blank');
    const aims = isBlank
      ? [`LCP < 1 s: ${verdict(page.lcpMs < 1000)}`, `CLS < 0.02: ${verdict(page.cls < 0.02)}`]
      : [
          // Issue 28: no more JavaScript than the 1.03× of the blank page it had before.
          `JS ≤ 1.03×: ${verdict(Number(page.jsOfBlank.toFixed(2)) <= 1.03)}`,
          `LCP < 1 s: ${verdict(page.lcpMs < 1000)}`,
          `CLS < 0.02: ${verdict(page.cls < 0.02)}`,
        ];
    rows.push([
      'Browser',
      page.name,
      `LCP ${ms(page.lcpMs)} ms · CLS ${page.cls.toFixed(3)} · TBT ${ms(page.tbtMs)} ms · JS ${kb(page.jsBytes)}`,
      isBlank ? '1.00× (blank)' : `JS ${ratio(page.jsOfBlank)} blank`,
      aims.join(', '),
    ]);
  }
  for (const item of report.cluster ?? []) {
    const figures = (label: string, result: ClusterFigures['one']) =>
      `${label}: ${result.requestsPerSecond.toFixed(0)} req/s · p99 ${ms(result.p99)} ms${result.errors > 0 ? ` · ${result.errors} errors` : ''}`;
    rows.push([
      'Instances',
      `${item.name} behind HAProxy`,
      `${figures('1', item.one)} · ${figures('3', item.three)}`,
      `${ratio(item.ratio)} one instance`,
      `no errors: ${verdict(item.one.errors + item.three.errors === 0)}`,
    ]);
  }
  const header = ['Part', 'Case', 'Measured', 'Ratio', 'Aim'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function reportHeading(report: BenchReport): string {
  const { settings } = report;
  return [
    `npm run bench${settings.quick ? ' -- --quick' : ''}: ${report.startedAt}, ${report.seconds.toFixed(0)} s, ${report.machine.cpus} × ${report.machine.model}, Node ${report.machine.node}, load average ${report.machine.loadAverage[0]} before the run`,
    report.pages &&
      `Pages: production build, demo data plus ${settings.pageCatalogProducts} generated products (PGlite), at ${settings.pages.concurrency} and at ${settings.pages.crowd} concurrent clients, ${settings.pages.durationMs / 1000} s per case and load in ${settings.pages.rounds} turns (cases alternate), each after ${settings.pages.warmupMs / 1000} s of warm-up; the floor is a static file of the same server.`,
    report.varnish &&
      `Varnish: Debian's varnishd with deploy/varnish/default.vcl in front of the same server, a returning shopper's page requests (cart and market cookies, Sec-Fetch-Mode: navigate) at ${settings.pages.concurrency} clients in the same turns; the hit ratio counts each measured answer's X-Cache (varnishstat beside it); the static file through Varnish: ${report.varnish.staticFileCache}.`,
    report.service &&
      `Service: in-process, ${settings.service.requests} sequential requests per case and size, ${settings.serviceStorage ?? 'PGlite'}, catalog sizes ${settings.service.sizes.join(', ')}.`,
    report.browser && `Browser: Chromium, cold cache, median of ${settings.browserRuns} run(s).`,
    report.cluster &&
      `Instances: the production build on PostgreSQL and Redis with the demo data, one instance then three behind HAProxy, ${settings.pages.concurrency} concurrent clients (on ${report.machine.cpus} cores, three instances share them: correctness, not speed).`,
  ]
    .filter(Boolean)
    .join('\n');
}
