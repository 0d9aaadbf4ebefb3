import type { Metadata } from 'next';
import { marketAlternates } from '@/lib/i18n/alternates';
import { currentMarket } from '@/lib/i18n/current-market.server';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { FeaturedProducts, ShopByCategory } from '@/components/catalog/featured-products';
import { STORE } from '@/lib/storefront/site/store';

/** Why people shop here (`Home.promises`); kept short, as the shops people know keep theirs. */
const PROMISES = ['made', 'tried', 'help'] as const;

/**
 * The catalog parts are rendered before the first byte is sent, not streamed behind skeletons:
 * React reveals a streamed part with a script, so without JavaScript the skeletons would stay. The
 * catalog reads are cached, so waiting for them costs little; `instant = false` says it may block.
 */
export const instant = false;

/**
 * Issue 15: served whole from the cache, the same for every shopper of the market (what is personal
 * loads in the browser). An address not rendered yet waits for its page once, which is then kept
 * until a release is published; so an unknown one answers a real 404.
 */
export const ensureStatic = 'navigation';

export async function generateMetadata(): Promise<Metadata> {
  return { alternates: marketAlternates(await currentMarket(), '/') };
}

export default function HomePage() {
  const t = useTranslations('Home');
  return (
    <div className="space-y-14">
      <section className="overflow-hidden rounded-2xl bg-brand-900 px-6 py-14 text-white sm:px-12">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{t('tagline')}</p>
        <h1 className="mt-3 max-w-2xl font-serif text-4xl font-semibold leading-tight sm:text-5xl">
          {t('heroTitle')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-100">{t('description')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            href="/shop"
            className="inline-block rounded-md bg-white px-5 py-2.5 font-medium text-brand-900 hover:bg-brand-50"
          >
            {t('shopAll')}
          </Link>
          <Link
            href="/shop?sort=newest"
            className="inline-block rounded-md border border-white/60 px-5 py-2.5 font-medium text-white hover:bg-white/10"
          >
            {t('seeNew')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="space-y-4">
        <h2 id="categories-heading" className="font-serif text-2xl font-semibold">
          {t('byCategory')}
        </h2>
        <ShopByCategory />
      </section>

      <section aria-labelledby="featured-heading" className="space-y-4">
        <h2 id="featured-heading" className="font-serif text-2xl font-semibold">
          {t('featured')}
        </h2>
        <FeaturedProducts />
      </section>

      <section aria-labelledby="promises-heading" className="space-y-4">
        <h2 id="promises-heading" className="font-serif text-2xl font-semibold">
          {t('whyShop', { store: STORE.name })}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise} className="rounded-xl border border-stone-200 bg-white p-5">
              <h3 className="font-serif text-lg font-semibold">{t(`promises.${promise}.title`)}</h3>
              <p className="mt-1 text-sm text-stone-600">{t(`promises.${promise}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
