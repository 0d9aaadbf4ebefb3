'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ImageView } from '@/lib/storefront/catalog/product-view';

/** The main picture takes half of the page's content column from md up, the whole width below. */
const MAIN_SIZES = '(min-width: 1152px) 544px, (min-width: 768px) 50vw, 100vw';

/**
 * The product's pictures: one large view, thumbnails to choose another (arrow keys move between
 * them, as in a toolbar), and a zoom in a modal dialog (Escape closes it and focus returns).
 * The active picture is kept by address, so a new set of pictures (another colour) starts again
 * at its first view.
 */
export function ProductGallery({ images, name }: { images: ImageView[]; name: string }) {
  const t = useTranslations('Product');
  const [activeSrc, setActiveSrc] = useState(images[0]?.src);
  const [zoomed, setZoomed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    images.findIndex((image) => image.src === activeSrc),
  );
  const current = images[activeIndex];
  if (!current) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-xl bg-stone-100 text-stone-500">
        {t('noPicture', { name })}
      </div>
    );
  }

  const show = (index: number, focus: boolean) => {
    const count = images.length;
    const next = ((index % count) + count) % count;
    setActiveSrc(images[next]!.src);
    if (focus) thumbnails.current[next]?.focus();
  };

  const onThumbnailKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowDown: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(activeIndex + 1, false);
    else if (event.key === 'ArrowLeft') show(activeIndex - 1, false);
  };

  const openZoom = () => {
    dialog.current?.showModal();
    setZoomed(true);
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={openZoom}
        aria-haspopup="dialog"
        className="group relative block w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Image
          key={current.src}
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          sizes={MAIN_SIZES}
          unoptimized
          preload={activeIndex === 0}
          fetchPriority={activeIndex === 0 ? 'high' : 'auto'}
          loading="eager"
          className="aspect-square h-auto w-full cursor-zoom-in object-cover"
        />
        <span className="absolute bottom-3 right-3 rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-stone-800 shadow-sm group-hover:bg-white">
          {t('zoom')}
          <span className="sr-only">{t('zoomHint')}</span>
        </span>
      </button>

      {images.length > 1 && (
        <div role="group" aria-label={t('pictures', { name })} className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <button
              key={image.src}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              tabIndex={index === activeIndex ? 0 : -1}
              aria-pressed={index === activeIndex}
              aria-label={image.alt}
              onClick={() => show(index, false)}
              onKeyDown={onThumbnailKey}
              className={`overflow-hidden rounded-md border-2 bg-stone-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${index === activeIndex ? 'border-brand-600' : 'border-stone-200 hover:border-stone-400'}`}
            >
              <Image
                src={image.src}
                alt=""
                width={72}
                height={72}
                sizes="72px"
                unoptimized
                className="h-16 w-16 object-cover sm:h-[4.5rem] sm:w-[4.5rem]"
              />
            </button>
          ))}
        </div>
      )}

      <dialog
        ref={dialog}
        aria-label={t('zoomedPictures', { name })}
        onClose={() => setZoomed(false)}
        onKeyDown={onDialogKey}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        className="m-auto max-h-[95vh] w-[min(95vw,90vh)] max-w-none overflow-hidden rounded-xl bg-white p-0 shadow-xl backdrop:bg-stone-950/75"
      >
        {zoomed && (
          <div className="relative">
            <Image
              src={current.src}
              alt={current.alt}
              width={current.width}
              height={current.height}
              sizes="min(95vw, 90vh)"
              unoptimized
              className="aspect-square h-auto w-full"
            />
            <div className="absolute inset-x-3 top-3 flex justify-between gap-2">
              {images.length > 1 ? (
                <span className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => show(activeIndex - 1, false)}
                    className="rounded-full bg-white/90 px-3 py-1.5 text-sm font-medium shadow hover:bg-white"
                  >
                    {t('previous')}
                    <span className="sr-only">{t('pictureHint')}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => show(activeIndex + 1, false)}
                    className="rounded-full bg-white/90 px-3 py-1.5 text-sm font-medium shadow hover:bg-white"
                  >
                    {t('next')}
                    <span className="sr-only">{t('pictureHint')}</span>
                  </button>
                </span>
              ) : (
                <span />
              )}
              <button
                type="button"
                autoFocus
                onClick={() => dialog.current?.close()}
                className="rounded-full bg-white/90 px-3 py-1.5 text-sm font-medium shadow hover:bg-white"
              >
                {t('close')}
                <span className="sr-only">{t('closeHint')}</span>
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
