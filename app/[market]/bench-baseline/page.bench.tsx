import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Benchmark baseline', robots: { index: false, follow: false } };

/**
 * `npm run bench` measures every page beside this one, in the same run: a static page of this app
 * (same root layout, same server) that reads no data of its own, so its throughput is the floor
 * the framework and the shared shell set. Shoppers never link here.
 */
export default function BenchBaselinePage() {
  return (
    <section className="mx-auto max-w-xl py-16">
      <h1 className="font-serif text-3xl font-semibold">Benchmark baseline</h1>
      <p className="mt-4 text-stone-600">
        This page renders no data: it is the yardstick for the other pages&apos; throughput.
      </p>
    </section>
  );
}
