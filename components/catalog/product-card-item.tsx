'use client';

import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import type { ImageView } from '@/lib/storefront/catalog/product-view';
import type { SwatchView } from '@/lib/storefront/catalog/option-summary';

/** Cards sit two to a row on a phone, three or four from md (the listing and the home page). */
const CARD_SIZES = '(min-width: 1152px) 272px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * A card's words, already put in the shopper's language on the server. The card is drawn from this
 * alone, so the page's React payload carries each card's data once rather than its whole markup
 * (issue 28 point 1).
 */
export interface CardWords {
  href: string;
  name: string;
  image?: ImageView;
  /** Said in the image's place when there is none. */
  noImage?: string;
  badges?: { label: string; sale: boolean }[];
  /** The badges list's name for screen readers. */
  highlights?: string;
  /** The nodes it sits in, root first: "Shoes › Running". */
  trail?: string;
  options?: { colours?: string; swatches: SwatchView[]; counts?: string };
  /** "Out of stock", when none is left. */
  outOfStock?: string;
  price:
    | { kind: 'from'; text: string }
    | { kind: 'price'; text: string; sale?: { saleLabel: string; original: string; originalLabel: string } }
    | { kind: 'notSold'; text: string };
}

export function ProductCardItem({ card, priority }: { card: CardWords; priority: boolean }) {
  const { image, badges, options, price } = card;
  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition hover:border-brand-500 hover:shadow-sm">
      <Link href={card.href} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-stone-100">
          {image ? (
            <Image
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes={CARD_SIZES}
              unoptimized
              priority={priority}
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-stone-400">
              {card.noImage}
            </div>
          )}
          {badges && (
            <ul className="absolute left-2 top-2 flex flex-wrap gap-1" aria-label={card.highlights}>
              {badges.map((badge) => (
                <li
                  key={badge.label}
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${badge.sale ? 'bg-red-700 text-white' : 'bg-white/90 text-stone-800'}`}
                >
                  {badge.label}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          {card.trail && <p className="text-xs text-stone-500">{card.trail}</p>}
          <h3 className="font-medium text-ink group-hover:text-brand-700">{card.name}</h3>
          {options && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
              {options.colours && (
                <p className="flex items-center gap-1">
                  <span className="sr-only">{options.colours}</span>
                  {options.swatches.map((swatch) =>
                    swatch.colour ? (
                      <span
                        key={swatch.name}
                        aria-hidden="true"
                        title={swatch.name}
                        style={{ backgroundColor: swatch.colour }}
                        className="inline-block h-3.5 w-3.5 rounded-full border border-stone-400"
                      />
                    ) : (
                      <span key={swatch.name} aria-hidden="true">
                        {swatch.name}
                      </span>
                    ),
                  )}
                </p>
              )}
              {options.counts && <p>{options.counts}</p>}
            </div>
          )}
          <div className="mt-auto space-y-1">
            <CardPrice price={price} />
            {card.outOfStock && <p className="text-sm font-medium text-red-800">{card.outOfStock}</p>}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The card's price, as PriceTag draws it at its normal size. */
function CardPrice({ price }: { price: CardWords['price'] }) {
  if (price.kind === 'from') return <p className="text-base font-semibold text-ink">{price.text}</p>;
  if (price.kind === 'notSold') return <p className="text-sm text-stone-500">{price.text}</p>;
  const { sale } = price;
  // Without a sale it is one line of one price: the same look as PriceTag's, in one element.
  if (!sale) return <p className="text-base font-semibold text-ink">{price.text}</p>;
  return (
    <div className="flex flex-col">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="text-base font-semibold text-red-700">
          <span className="sr-only">{sale.saleLabel}</span>
          {price.text}
        </span>
        <s className="text-sm text-stone-500">
          <span className="sr-only">{sale.originalLabel}</span>
          {sale.original}
        </s>
      </p>
    </div>
  );
}
