import { Suspense } from 'react';
import { ServiceStatus } from '@/components/layout/service-status';
import { STORE } from '@/lib/storefront/store';

export default function HomePage() {
  return (
    <div className="space-y-10">
      <section className="rounded-2xl bg-brand-900 px-6 py-14 text-white sm:px-12">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{STORE.tagline}</p>
        <h1 className="mt-3 max-w-2xl font-serif text-4xl font-semibold leading-tight sm:text-5xl">Gear for the weekend, the commute and everything between.</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-100">{STORE.description}</p>
      </section>
      <Suspense fallback={<p className="text-sm text-stone-500">Checking the commerce service…</p>}>
        <ServiceStatus />
      </Suspense>
    </div>
  );
}
