import http from 'node:http';
import { startVarnish, type VarnishProcess } from '../standalone/varnish-process';
import type { AppServer } from './app-server';
import { sampleLoad, summarise, type LoadResult, type LoadSample } from './load';
import { catalogPageCases, STATIC_FILE, type PageCase, type PageSettings } from './pages';

export interface VarnishFigures {
  name: string;
  path: string;
  clients: number;
  result: LoadResult;
  /** Requests per second as a share of the static file's through Varnish, in the same run. */
  ofFloor: number;
  /** A catalog page: counted in the hit ratio. */
  catalog: boolean;
}

/** The hit ratio on the catalog pages under the benchmark's load, counted two ways. */
export interface VarnishHits {
  /** Measured answers that said `X-Cache: HIT` (deploy/varnish/default.vcl: `obj.hits > 0`). */
  hitAnswers: number;
  answers: number;
  /** varnishstat over the catalog pages' turns, warm-ups included: `MAIN.cache_hit` of `MAIN.client_req`. */
  cacheHits: number;
  clientRequests: number;
  /** `MAIN.cache_miss` over those turns (0 when every page stayed in the cache). */
  cacheMisses: number;
  /** hitAnswers / answers. */
  ratio: number;
  aim: number;
}

export interface VarnishReport {
  figures: VarnishFigures[];
  hits: VarnishHits;
  /** What Varnish said about the static file: Cache-Control max-age=0 is not kept, so it passes. */
  staticFileCache: string;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/**
 * One request as the load sends it. Over node:http, since fetch sends `Sec-Fetch-Mode: cors`
 * whatever it is told, and the storefront marks only a page a shopper opens (`navigate`) public.
 */
function request(origin: string, item: PageCase): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${item.path}`, { headers: item.headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Counters that varnishstat has for the turns: the delta of a few, summed over the turns. */
const COUNTED = ['MAIN.cache_hit', 'MAIN.cache_miss', 'MAIN.client_req'] as const;

/**
 * Section 2 of the report: Debian's Varnish with the repository's deploy/varnish/default.vcl in
 * front of the pages' server, and the five catalog pages through it beside the static file through
 * it, at the usual load, in turns. The shopper is a returning one (cart id and market cookies)
 * opening pages (`Sec-Fetch-Mode: navigate`), the requests a shared cache keeps. The hit ratio is
 * read from each measured answer's `X-Cache` and checked against varnishstat's counters.
 */
export async function benchVarnish(
  app: AppServer,
  settings: PageSettings,
  cookie: string,
): Promise<VarnishReport> {
  const varnish: VarnishProcess = await startVarnish(Number(new URL(app.origin).port));
  try {
    const page = { cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const cases: PageCase[] = [
      {
        name: 'static file (floor)',
        path: STATIC_FILE,
        headers: { cookie, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      },
      ...catalogPageCases(page),
    ];
    const isCatalog = (item: PageCase) => item.path !== STATIC_FILE;
    // Each address must answer 200 with a body through Varnish (a redirect would be measured as a
    // cheap hit), and a catalog page must be kept: the second request is a hit.
    let staticFileCache = '';
    for (const item of cases) {
      const first = await request(varnish.origin, item);
      const second = await request(varnish.origin, item);
      for (const answer of [first, second])
        if (answer.status !== 200 || answer.bytes === 0)
          throw new Error(
            `${item.path} answered ${answer.status} (${answer.bytes} bytes) through Varnish before the benchmark`,
          );
      if (isCatalog(item) && header(second, 'x-cache') !== 'HIT')
        throw new Error(
          `${item.path} was not kept by Varnish (X-Cache ${header(second, 'x-cache')}, Cache-Control ${header(second, 'cache-control')}, Set-Cookie ${header(second, 'set-cookie') ?? 'none'})`,
        );
      if (!isCatalog(item))
        staticFileCache = `X-Cache ${header(second, 'x-cache')}, Cache-Control ${header(second, 'cache-control')}`;
    }

    const slices = new Map<PageCase, LoadSample[]>(cases.map((item) => [item, []]));
    const counted = Object.fromEntries(COUNTED.map((name) => [name, 0])) as Record<
      (typeof COUNTED)[number],
      number
    >;
    for (let round = 1; round <= settings.rounds; round++) {
      console.log(`  varnish: ${settings.concurrency} clients, round ${round} of ${settings.rounds} …`);
      for (const item of cases) {
        const before = isCatalog(item) ? varnish.counters() : undefined;
        slices.get(item)!.push(
          await sampleLoad({
            url: varnish.origin + item.path,
            headers: item.headers,
            concurrency: settings.concurrency,
            durationMs: settings.durationMs / settings.rounds,
            warmupMs: settings.warmupMs,
            countHeader: 'x-cache',
          }),
        );
        if (before) {
          const after = varnish.counters();
          for (const name of COUNTED) counted[name] += (after[name] ?? 0) - (before[name] ?? 0);
        }
      }
    }
    const results = cases.map((item) => ({ item, result: summarise(slices.get(item)!) }));
    const floor = results[0]!.result.requestsPerSecond;
    const figures = results.map(({ item, result }) => ({
      name: item.name,
      path: item.path,
      clients: settings.concurrency,
      result,
      ofFloor: result.requestsPerSecond / floor,
      catalog: isCatalog(item),
    }));
    let hitAnswers = 0;
    let answers = 0;
    for (const figure of figures.filter((entry) => entry.catalog)) {
      hitAnswers += figure.result.headerValues?.HIT ?? 0;
      answers += figure.result.count;
    }
    return {
      figures,
      staticFileCache,
      hits: {
        hitAnswers,
        answers,
        cacheHits: counted['MAIN.cache_hit'],
        clientRequests: counted['MAIN.client_req'],
        cacheMisses: counted['MAIN.cache_miss'],
        ratio: answers > 0 ? hitAnswers / answers : 0,
        aim: 0.95,
      },
    };
  } finally {
    await varnish.stop();
  }
}
