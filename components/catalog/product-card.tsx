import Image from 'next/image';
import Link from 'next/link';
import type { ProductCardView } from '@/lib/storefront/catalog/catalog-view';
import { PriceTag } from './price-tag';

/** Cards sit two to a row on a phone, three or four from md (the listing and the home page). */
const CARD_SIZES = '(min-width: 1152px) 272px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

export function ProductCard({ product, priority = false }: { product: ProductCardView; priority?: boolean }) {
  const { trail } = product;
  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition hover:border-brand-500 hover:shadow-sm">
      <Link href={product.href} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-stone-100">
          {product.image ? (
            <Image
              src={product.image.src}
              alt={product.image.alt}
              width={product.image.width}
              height={product.image.height}
              sizes={CARD_SIZES}
              unoptimized
              priority={priority}
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-stone-400">No image</div>
          )}
          {product.badges.length > 0 && (
            <ul className="absolute left-2 top-2 flex flex-wrap gap-1" aria-label="Highlights">
              {product.badges.map((badge) => (
                <li
                  key={badge}
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${badge === 'Sale' ? 'bg-red-700 text-white' : 'bg-white/90 text-stone-800'}`}
                >
                  {badge}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          {trail && trail.length > 0 && <p className="text-xs text-stone-500">{trail.join(' › ')}</p>}
          <h3 className="font-medium text-ink group-hover:text-brand-700">{product.name}</h3>
          <div className="mt-auto">
            <PriceTag price={product.price} />
          </div>
        </div>
      </Link>
    </li>
  );
}
