import { Link } from '@/lib/i18n/navigation';

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">404</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">We could not find that page</h1>
      <p className="mt-4 text-stone-600">The page may have moved, or the product may no longer be sold.</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        Back to the store
      </Link>
    </section>
  );
}
