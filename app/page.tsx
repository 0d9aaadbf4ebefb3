import Link from 'next/link';
import { Suspense } from 'react';
import { FeaturedProducts, ShopByCategory } from '@/components/catalog/featured-products';
import { ServiceStatus } from '@/components/layout/service-status';
import { STORE } from '@/lib/storefront/site/store';

/**
 * The catalog parts are rendered before the first byte is sent, not streamed behind skeletons:
 * React reveals a streamed part with a script, so without JavaScript the skeletons would stay. The
 * catalog reads are cached, so waiting for them costs little; `instant = false` says it may block.
 */
export const instant = false;

export default function HomePage() {
  return (
    <div className="space-y-12">
      <section className="rounded-2xl bg-brand-900 px-6 py-14 text-white sm:px-12">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{STORE.tagline}</p>
        <h1 className="mt-3 max-w-2xl font-serif text-4xl font-semibold leading-tight sm:text-5xl">
          Gear for the weekend, the commute and everything between.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-100">{STORE.description}</p>
        <Link
          href="/shop"
          className="mt-8 inline-block rounded-md bg-white px-5 py-2.5 font-medium text-brand-900 hover:bg-brand-50"
        >
          Shop all products
        </Link>
      </section>

      <section aria-labelledby="categories-heading" className="space-y-4">
        <h2 id="categories-heading" className="font-serif text-2xl font-semibold">
          Shop by category
        </h2>
        <ShopByCategory />
      </section>

      <section aria-labelledby="featured-heading" className="space-y-4">
        <h2 id="featured-heading" className="font-serif text-2xl font-semibold">
          Featured
        </h2>
        <FeaturedProducts />
      </section>

      <Suspense fallback={<p className="text-sm text-stone-500">Checking the commerce service…</p>}>
        <ServiceStatus />
      </Suspense>
    </div>
  );
}
