import { useTranslations } from 'next-intl';
import type { ParentProductView, VariationSummaryView } from '@/lib/storefront/merchandising/variation-view';
import { formatDate } from '@/lib/i18n/dates';
import { Badge } from '@/components/ui/badge';
import { AddOptionForm } from './add-option-form';
import { OptionEditor } from './option-editor';
import { RebuildButton } from './rebuild-button';

function ParentRow({ parent, locale }: { parent: ParentProductView; locale: string }) {
  const t = useTranslations('Merchandising.variations');
  const builtAt = formatDate(parent.builtAt, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2">
      <div className="text-sm">
        <p className="font-medium">
          {parent.name}
          {parent.isDraft && <Badge className="ml-2">{t('draft')}</Badge>}
        </p>
        <p className="text-stone-600">
          {t('children', { count: parent.childCount })}
          {builtAt ? t('built', { date: builtAt }) : t('neverBuilt')}
          {parent.buildOutdated && (
            <Badge tone="warning" className="ml-2">
              {t('rebuildNeeded')}
            </Badge>
          )}
        </p>
      </div>
      <RebuildButton productId={parent.id} productName={parent.name} />
    </li>
  );
}

/** One variation: its options in display order (spec 2.7), a form for a new one, and the parents to rebuild. */
export function VariationCard({ variation, locale }: { variation: VariationSummaryView; locale: string }) {
  const t = useTranslations('Merchandising.variations');
  const { parents } = variation;
  const headingId = `variation-${variation.id}`;
  const usedBy = parents.map((parent) => parent.name).join(', ');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div>
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          {variation.name}
          {usedBy && <span className="font-sans text-base font-normal text-stone-600"> — {usedBy}</span>}
        </h2>
        <p className="text-sm text-stone-600">
          {variation.sortOrder === null ? t('noSortOrder') : t('sortOrder', { order: variation.sortOrder })} ·{' '}
          {t('optionCount', { count: variation.options.length })}
        </p>
      </div>
      <ol
        aria-label={t('optionsOf', { variation: usedBy ? `${variation.name} (${usedBy})` : variation.name })}
        className="flex flex-wrap items-start gap-2"
      >
        {variation.options.map((option) => (
          <OptionEditor
            key={option.id}
            variationId={variation.id}
            variationName={variation.name}
            option={option}
          />
        ))}
      </ol>
      <AddOptionForm
        variationId={variation.id}
        variationName={usedBy ? `${variation.name} (${usedBy})` : variation.name}
      />
      {parents.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('builtFrom')}</h3>
          <ul className="divide-y divide-stone-100">
            {parents.map((parent) => (
              <ParentRow key={parent.id} parent={parent} locale={locale} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
