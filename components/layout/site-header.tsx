import Link from 'next/link';
import { STORE } from '@/lib/storefront/store';
import { CartCount } from './cart-count';

export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-4 sm:px-6">
        <Link href="/" className="font-serif text-2xl font-semibold tracking-tight text-brand-900">
          {STORE.name}
        </Link>
        <nav aria-label="Main" className="flex flex-1 items-center gap-4 text-sm font-medium text-stone-700">
          <Link href="/" className="hover:text-brand-700">
            Home
          </Link>
        </nav>
        <CartCount count={0} />
      </div>
    </header>
  );
}
