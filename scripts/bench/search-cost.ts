// Issue 24 point 6: what the heaviest catalog search request the service accepts costs against a
// normal search, measured on a running service (`npm run service`, demo data):
//
//   TRUSTED_PROXIES=127.0.0.1 PORT=4000 npm run service
//   npx tsx scripts/bench/search-cost.ts http://127.0.0.1:4000/commerce
//
// Each request comes "from" an address of its own (X-Forwarded-For, believed from TRUSTED_PROXIES)
// so the per-address search limit does not refuse the measurement. Requests run one at a time;
// the figure is the median of each kind, and the heavy one's median over the normal one's.
import { MAX_SEARCHES } from '../../lib/service/catalog/search/search-schema';

const base = process.argv[2] ?? 'http://127.0.0.1:4000/commerce';
const rounds = Number(process.argv[3] ?? 30);
const FACETS = 'product_types,tags,price';
const ALL_FACETS = `${FACETS},price.EUR.float_price,meta.search.categories.lvl0,meta.search.categories.lvl1`;

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function token(): Promise<string> {
  const response = await fetch(`${base.replace(/\/commerce$/, '')}/commerce/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
    body: new URLSearchParams({ grant_type: 'implicit', client_id: 'storefront-demo' }),
  });
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Misspelt words no product has (each correctable: four letters or more, and a letter). */
function misspelt(seed: number, count: number): string[] {
  const letters = 'stcbmpjkrhwgflndaeiou';
  let state = seed * 7919 + 17;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () => {
    const length = 5 + (next() % 5);
    return Array.from({ length }, () => letters[next() % letters.length]).join('') + 'q';
  });
}

type Search = Record<string, unknown>;
async function timed(accessToken: string, searches: Search[]): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/catalog/multi-search`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-currency': 'EUR',
      'x-forwarded-for': nextAddress(),
    },
    body: JSON.stringify({ searches }),
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`multi-search answered ${response.status}: ${JSON.stringify(searches).slice(0, 200)}`);
  return took;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const kinds: Record<string, (round: number) => Search[]> = {
  'normal: one faceted search for "tent"': () => [{ q: 'tent', facet_by: FACETS }],
  [`heavy: ${MAX_SEARCHES} searches of 16 misspelt words, faceted`]: (round) =>
    Array.from({ length: MAX_SEARCHES }, (_, at) => ({
      q: misspelt(round * MAX_SEARCHES + at, 16).join(' '),
      facet_by: FACETS,
    })),
  [`heavy: ${MAX_SEARCHES} searches of 16 misspelt words, every facet, 100 a page`]: (round) =>
    Array.from({ length: MAX_SEARCHES }, (_, at) => ({
      q: misspelt(1000 + round * MAX_SEARCHES + at, 16).join(' '),
      facet_by: ALL_FACETS,
      per_page: 100,
    })),
  [`heavy: ${MAX_SEARCHES} searches of 16 misspelt words, no facets`]: (round) =>
    Array.from({ length: MAX_SEARCHES }, (_, at) => ({
      q: misspelt(2000 + round * MAX_SEARCHES + at, 16).join(' '),
    })),
};

// What a faceting InstantSearch client sends when a shopper refines several facets: searches that
// all find products, each faceted.
const FINDING = ['tent', 'tnet jacket', 'merino', 'skilet', 'sweter wool'];
kinds[`${MAX_SEARCHES} different searches that find products, faceted`] = () =>
  FINDING.slice(0, MAX_SEARCHES).map((q) => ({ q, facet_by: FACETS }));

const accessToken = await token();
for (const make of Object.values(kinds))
  for (let round = 0; round < 3; round++) await timed(accessToken, make(round + 500));
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((name) => [name, []]));
for (let round = 0; round < rounds; round++)
  for (const [name, make] of Object.entries(kinds))
    samples[name]!.push(await timed(accessToken, make(round)));
const [normal] = Object.keys(kinds);
const normalMedian = median(samples[normal!]!);
for (const [name, values] of Object.entries(samples))
  console.log(
    `${name.padEnd(72)} ${median(values).toFixed(1).padStart(7)} ms  ${(median(values) / normalMedian).toFixed(2)}×`,
  );
