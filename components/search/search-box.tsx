'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestionView } from '@/lib/storefront/catalog/search-view';
import { MAX_QUERY_LENGTH } from '@/lib/storefront/catalog/search-params';
import { RequestError, requestData } from '@/lib/storefront/http/request';

/** Wait this long after the last key before asking for suggestions. */
const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

/**
 * The header's search: a plain GET form to /search (so it works without JavaScript), and with
 * JavaScript a combobox whose suggestions come from /api/search/suggestions as the shopper types
 * (WAI-ARIA APG "combobox with listbox popup": the focus stays in the input, the active option is
 * named by aria-activedescendant).
 */
export function SearchBox() {
  return (
    <div className="order-last w-full md:order-none md:w-64 lg:w-72">
      <SearchForm />
    </div>
  );
}

/**
 * On the results page the box shows the query being looked at; elsewhere it is empty. Apart from
 * the form (whose input must stay the same element from the first paint, or what a shopper types
 * before the page is hydrated would be lost with it), because reading the query suspends a cached
 * page until the browser has it.
 */
function QueryFromUrl({ onQuery }: { onQuery: (query: string) => void }) {
  const pathname = usePathname();
  const query = useSearchParams().get('q') ?? '';
  const shown = pathname === '/search' ? query : '';
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    // The page's first empty query must not wipe what was typed before hydration.
    if (isFirst && !shown) return;
    onQuery(shown);
  }, [shown, onQuery]);
  return null;
}

/** `said`: words for a refusal the shopper can act on (too many searches: how long to wait). */
type Suggestions =
  { query: string; items: SuggestionView[] } | { query: string; failed: true; said?: string };

function SearchForm() {
  const t = useTranslations('Search');
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-suggestions`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const showQuery = useCallback((shown: string) => {
    typed.current = false;
    setQuery(shown);
    setSuggestions(null);
    setOpen(false);
    setActive(-1);
  }, []);

  // What a shopper typed before the page was hydrated stays in the input (React keeps the DOM's
  // value) but never reached state through onChange: take it over, so its suggestions come.
  useEffect(() => {
    const element = input.current;
    if (!element?.value) return;
    typed.current = true;
    setQuery(element.value);
    setOpen(document.activeElement === element);
  }, []);

  const trimmed = query.trim();
  useEffect(() => {
    if (!typed.current || trimmed.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      requestData<SuggestionView[]>(`/api/search/suggestions?q=${encodeURIComponent(trimmed)}`, {
        signal: controller.signal,
      }).then(
        (items) => {
          setSuggestions({ query: trimmed, items });
          setActive(-1);
        },
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const said = error instanceof RequestError && error.status === 429 ? error.message : undefined;
          setSuggestions({ query: trimmed, failed: true, said });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  const items = suggestions && 'items' in suggestions ? suggestions.items : [];
  const current = suggestions?.query === trimmed && trimmed.length >= MIN_LENGTH ? suggestions : null;
  const expanded = open && current !== null;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  function go(suggestion: SuggestionView) {
    setOpen(false);
    setQuery('');
    router.push(suggestion.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = current && 'items' in current ? current.items.length : 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const chosen = expanded && active >= 0 ? items[active] : undefined;
        if (chosen) {
          // The chosen product, not the results page the form would open.
          event.preventDefault();
          go(chosen);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else setQuery('');
        setActive(-1);
        break;
    }
  }

  const status = !current
    ? ''
    : 'failed' in current
      ? (current.said ?? t('suggestionsFailed'))
      : current.items.length === 0
        ? t('noMatch', { q: current.query })
        : t('suggestionCount', { count: current.items.length });

  return (
    <form
      role="search"
      method="get"
      action="/search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        router.push(trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : '/search');
      }}
    >
      <Suspense fallback={null}>
        <QueryFromUrl onQuery={showQuery} />
      </Suspense>
      <label htmlFor={`${baseId}-input`} className="sr-only">
        {t('label')}
      </label>
      <div className="flex rounded-md border border-stone-300 bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30">
        <input
          ref={input}
          id={`${baseId}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            typed.current = true;
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className="min-w-0 flex-1 rounded-l-md bg-transparent px-3 py-1.5 text-sm outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="rounded-r-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {t('submit')}
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded || items.length === 0}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input, so the list is not closed by its blur before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
            onMouseMove={() => setActive(index)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
              index === active ? 'bg-brand-50 text-brand-900' : 'text-ink'
            }`}
          >
            <span>{item.name}</span>
            {(item.fromPrice ?? item.price) && (
              <span className="shrink-0 text-stone-600">
                {item.fromPrice
                  ? t('fromPrice', { price: item.fromPrice.withTax.formatted })
                  : item.price?.withTax.formatted}
              </span>
            )}
          </li>
        ))}
      </ul>
      {expanded && current && !('items' in current && current.items.length > 0) && (
        <p className="absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-stone-200 bg-white px-3 py-2 text-sm text-stone-600 shadow-lg">
          {'failed' in current
            ? (current.said ?? t('suggestionsFailedHint'))
            : t('noMatchHint', { q: current.query })}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {expanded ? status : ''}
      </p>
    </form>
  );
}
