'use client';

import { Link } from '@/lib/i18n/navigation';
import type { SwatchView } from '@/lib/storefront/catalog/option-summary';

/**
 * A card's words, already put in the shopper's language on the server. The card is drawn from this
 * alone, so the page's React payload carries each card's data once rather than its whole markup
 * (issue 28 point 1); what is the same on most cards is left out of it (a picture's text is the
 * product's name unless told, a price without a sale is its text alone).
 */
export interface CardWords {
  href: string;
  name: string;
  /** Its picture's address, when the picture's text is the product's name; or both. */
  image?: string | { src: string; alt: string };
  /** Said in the image's place when there is none. */
  noImage?: string;
  badges?: { label: string; sale?: true }[];
  /** The nodes it sits in, root first: "Shoes › Running". */
  trail?: string;
  options?: { colours?: string; swatches: SwatchView[]; counts?: string };
  /** "Out of stock", when none is left. */
  outOfStock?: string;
  /** Its price as written ("$32.00"), or one that says more. */
  price:
    | string
    | { kind: 'from'; text: string }
    | { kind: 'price'; text: string; sale: { saleLabel: string; original: string; originalLabel: string } }
    | { kind: 'notSold'; text: string };
}

/**
 * The cards in a list; a card's address is its key. `highlights` names a card's list of badges for
 * screen readers (said once here, not on every card).
 */
export function ProductCardList({
  cards,
  highlights,
  className,
  eager = 0,
}: {
  cards: CardWords[];
  highlights: string;
  className: string;
  eager?: number;
}) {
  return (
    <ul className={className}>
      {cards.map((card, index) => (
        <ProductCardItem key={card.href} card={card} highlights={highlights} priority={index < eager} />
      ))}
    </ul>
  );
}

/**
 * The card's look is named in app/globals.css (`.card`, `.card-*`): 24 cards repeating their
 * utilities were a third of a listing's HTML.
 */
function ProductCardItem({
  card,
  highlights,
  priority,
}: {
  card: CardWords;
  highlights: string;
  priority: boolean;
}) {
  const { image, badges, options, price } = card;
  // The picture sizes nothing: the card's square box does (`object-cover`), before it loads as after.
  const picture = typeof image === 'string' ? { src: image, alt: card.name } : image;
  return (
    <li className="card group">
      <Link href={card.href}>
        <div className="card-media">
          {picture ? (
            // A plain img: the pictures are served as they are (`unoptimized`), so next/image would
            // add only its attributes (decoding, data-nimg, style, width, height) to every card.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={picture.src}
              alt={picture.alt}
              loading={priority ? undefined : 'lazy'}
              className="card-img"
            />
          ) : (
            <div className="card-none">{card.noImage}</div>
          )}
          {badges && (
            <ul className="card-badges" aria-label={highlights}>
              {badges.map((badge) => (
                <li key={badge.label} className={badge.sale ? 'card-badge sale' : 'card-badge'}>
                  {badge.label}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="card-body">
          {card.trail && <p className="card-trail">{card.trail}</p>}
          <h3 className="card-name">{card.name}</h3>
          {options && (
            <div className="card-options">
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
                        className="card-swatch"
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
          {card.outOfStock ? (
            <div className="card-foot">
              <CardPrice price={price} />
              <p className="text-sm font-medium text-red-800">{card.outOfStock}</p>
            </div>
          ) : (
            // Alone, the price is the foot itself: one element fewer on most cards.
            <CardPrice price={price} foot />
          )}
        </div>
      </Link>
    </li>
  );
}

/** The card's price, as PriceTag draws it at its normal size; at the card's foot when `foot`. */
function CardPrice({ price, foot = false }: { price: CardWords['price']; foot?: boolean }) {
  const at = foot ? ' card-foot' : '';
  // Without a sale it is one line of one price: the same look as PriceTag's, in one element.
  if (typeof price === 'string') return <p className={`card-price${at}`}>{price}</p>;
  if (price.kind === 'from') return <p className={`card-price${at}`}>{price.text}</p>;
  if (price.kind === 'notSold') return <p className={`text-sm text-stone-500${at}`}>{price.text}</p>;
  const { sale } = price;
  return (
    <div className={`flex flex-col${at}`}>
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
