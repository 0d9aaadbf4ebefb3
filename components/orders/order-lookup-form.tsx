import { useTranslations } from 'next-intl';
import { FormMessage, TextField } from '@/components/ui/form-field';
import type { FormRefusal } from '@/lib/storefront/http/form-post.server';
import { buttonClass } from '@/components/ui/button';

/**
 * "Find an order", for a guest whose order this browser does not know (another device, cleared
 * cookies): a plain form, so it works before and without the page's script. The handler answers
 * with the order's page, or with this page again and why not (`refusal`).
 */
export function OrderLookupForm({ refusal }: { refusal?: FormRefusal }) {
  const t = useTranslations('Orders.lookup');
  const refused =
    refusal === 'not-found'
      ? t('notFound')
      : refusal === 'credentials'
        ? t('signIn')
        : refusal === 'limited'
          ? t('tooMany')
          : refusal === 'invalid'
            ? t('invalid')
            : refusal && t('unavailable');
  return (
    <section
      aria-labelledby="order-lookup"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="space-y-1">
        <h2 id="order-lookup" className="font-serif text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-stone-700">{t('text')}</p>
      </div>
      {refused && <FormMessage kind="error">{refused}</FormMessage>}
      <form
        method="post"
        action="/api/orders/lookup"
        className="grid gap-4 sm:grid-cols-[1fr_1.5fr_auto] sm:items-end"
      >
        <TextField
          id="lookup-number"
          label={t('number')}
          name="number"
          required
          maxLength={32}
          autoComplete="off"
          placeholder="HP-10001"
          spellCheck={false}
        />
        <TextField
          id="lookup-email"
          label={t('email')}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
        />
        <button type="submit" className={buttonClass()}>
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
