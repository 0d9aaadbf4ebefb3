'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUSABLE, keepTabInside } from '@/components/ui/focus-trap';
import { CloseButton } from '@/components/ui/close-button';

/**
 * On a phone the listing's filters wait behind a button and open as a sheet from the bottom, so
 * the first screen shows products; from `md` up (and without JavaScript, `scripting: none`) they
 * are shown in place. The panel is rendered once either way: the sheet is the same element,
 * placed over the page while open, with focus kept inside and Escape to close.
 */
export function FilterSheet({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const t = useTranslations('Listing');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) sheet.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      return;
    }
    keepTabInside(event);
  }

  return (
    <div>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:border-brand-500 md:hidden [@media(scripting:none)]:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor">
          <path d="M4 6h16M7 12h10M10 18h4" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {t('filters')}
        {activeCount > 0 && (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
            {activeCount}
            <span className="sr-only">{t('active', { count: activeCount })}</span>
          </span>
        )}
      </button>
      <div
        id={panelId}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // The backdrop closes it, and so does a link in it: it loads the listing asked for.
          const target = event.target as HTMLElement;
          if (target === event.currentTarget || target.closest('a[href]')) setOpen(false);
        }}
        onSubmit={() => setOpen(false)}
        className={
          open
            ? 'fixed inset-0 z-40 flex items-end bg-stone-900/40 md:static md:block md:bg-transparent'
            : 'max-md:hidden [@media(scripting:none)]:block'
        }
      >
        <div
          ref={sheet}
          className={
            open
              ? 'max-h-[85dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-4 shadow-2xl md:max-h-none md:overflow-visible md:rounded-none md:bg-transparent md:p-0 md:shadow-none'
              : undefined
          }
        >
          {open && (
            <div className="mb-3 flex items-center justify-between md:hidden">
              <h2 id={titleId} className="font-serif text-xl font-semibold">
                {t('filters')}
              </h2>
              <CloseButton label={t('closeFilters')} onClick={() => setOpen(false)} />
            </div>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
