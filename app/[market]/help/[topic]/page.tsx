import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/lib/i18n/navigation';
import { currentMarket } from '@/lib/i18n/current-market.server';
import { marketCurrency } from '@/lib/i18n/markets';
import { HELP_TOPICS, isHelpTopic, type HelpTopic } from '@/lib/storefront/site/help-topics';

type Props = PageProps<'/[market]/help/[topic]'>;

export function generateStaticParams() {
  return HELP_TOPICS.map((topic) => ({ topic }));
}

async function topicOf(props: Props): Promise<HelpTopic> {
  const { topic } = await props.params;
  if (!isHelpTopic(topic)) notFound();
  return topic;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [topic, t] = await Promise.all([topicOf(props), getTranslations('Help')]);
  return { title: t(`${topic}.title`), description: t(`${topic}.summary`) };
}

/**
 * A help page: the same for everyone in a market, prerendered. Prices are said in the market's
 * currency (the demo store's delivery rates).
 */
export default async function HelpPage(props: Props) {
  const [topic, t, market] = await Promise.all([topicOf(props), getTranslations('Help'), currentMarket()]);
  const currency = marketCurrency(market);
  const sections = t.raw(`${topic}.sections`) as { heading: string; text: string }[];
  // Each section's text is given the market's currency (the delivery rates are said in it); the
  // message types know only keys written out, not a topic's n-th section.
  const text = t as unknown as (key: string, values: { currency: string }) => string;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[12rem_1fr]">
      <nav aria-label={t('nav')} className="text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 md:flex-col">
          {HELP_TOPICS.map((other) => (
            <li key={other}>
              <Link
                href={`/help/${other}`}
                aria-current={other === topic ? 'page' : undefined}
                className="text-stone-700 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
              >
                {t(`${other}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="max-w-2xl space-y-6">
        <header className="space-y-2">
          <h1 className="font-serif text-3xl font-semibold">{t(`${topic}.title`)}</h1>
          <p className="text-lg text-stone-700">{t(`${topic}.summary`)}</p>
        </header>
        {sections.map((_, index) => (
          <section key={index} className="space-y-2">
            <h2 className="font-serif text-xl font-semibold">{t(`${topic}.sections.${index}.heading`)}</h2>
            <p className="leading-relaxed text-stone-700">
              {text(`${topic}.sections.${index}.text`, { currency })}
            </p>
          </section>
        ))}
      </article>
    </div>
  );
}
