'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { ImageView } from '@/lib/storefront/catalog/product-view';

export function ProductGallery({ images, name }: { images: ImageView[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active];
  if (!current) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-xl bg-stone-100 text-stone-400">
        No image of {name}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">
        <Image
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          unoptimized
          priority
          className="aspect-square h-auto w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2" aria-label="More images">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === active}
                className={`overflow-hidden rounded-md border-2 ${index === active ? 'border-brand-600' : 'border-transparent'}`}
              >
                <Image
                  src={image.src}
                  alt=""
                  width={72}
                  height={72}
                  unoptimized
                  className="h-16 w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
