import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ServiceStatus } from '@/components/layout/service-status';

export const metadata: Metadata = {
  title: 'Service status',
  robots: { index: false },
};

/** The commerce service's health, for the people who run the shop (it used to sit on the home page). */
export default function StatusPage() {
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <h1 className="font-serif text-3xl font-semibold">Service status</h1>
      <p className="text-stone-600">
        Whether the commerce service behind this shop answers, and on which storage.
      </p>
      <Suspense fallback={<p className="text-sm text-stone-500">Checking the commerce service…</p>}>
        <ServiceStatus />
      </Suspense>
    </section>
  );
}
