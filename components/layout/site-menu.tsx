'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { keepTabInside } from '@/components/ui/focus-trap';
import { CloseButton } from '@/components/ui/close-button';

/**
 * The phone's menu: a button in the header and a modal drawer from the left with what the wide
 * header shows in a row (categories, language and currency). A native modal dialog: focus moves
 * in, Tab stays inside, Escape or the backdrop closes it, and focus goes back to the button.
 */
export function SiteMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('Menu');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      button.current?.focus();
    }
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 md:hidden [@media(scripting:none)]:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor">
          <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t('menu')}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onKeyDown={keepTabInside}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its panel) closes it, and so does
          // following one of its links: the next page is what the shopper asked for.
          const target = event.target as HTMLElement;
          if (target === event.currentTarget || target.closest('a[href]')) setOpen(false);
        }}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[85vw] max-w-xs bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/40"
      >
        {open && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
              <h2 id={titleId} className="font-serif text-xl font-semibold">
                {t('menu')}
              </h2>
              <CloseButton label={t('close')} onClick={() => setOpen(false)} />
            </div>
            <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-5 py-5">{children}</div>
          </div>
        )}
      </dialog>
    </>
  );
}
