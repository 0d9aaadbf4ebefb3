import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/dates';
import {
  describePreference,
  diffPreferences,
  type PreferenceValues,
  type PreferencesVersion,
} from '@/lib/storefront/preferences/preferences';
import { buttonClass } from '@/components/ui/button';

interface Props {
  base: PreferenceValues;
  mine: PreferenceValues;
  theirs: PreferencesVersion;
  locale: string;
  busy: boolean;
  onApplyOnTop: () => void;
  onUseTheirs: () => void;
}

/**
 * Someone else saved first (spec 4.5: 412). Field by field, what they saved next to what this
 * person has, and the two ways on: keep theirs, or put these edits over theirs.
 */
export function PreferencesConflict({ base, mine, theirs, locale, busy, onApplyOnTop, onUseTheirs }: Props) {
  const t = useTranslations('Preferences');
  const rows = diffPreferences(base, mine, theirs.values);
  const when = formatDate(theirs.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) ?? '';
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <div>
        <h2 id="conflict-heading" className="font-serif text-lg font-semibold">
          {t('conflict.heading')}
        </h2>
        <p className="mt-1 text-sm">{t('conflict.text', { when })}</p>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('conflict.caption')}</caption>
        <thead>
          <tr className="border-b border-amber-300">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('conflict.preference')}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('conflict.theirs')}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {t('conflict.yours')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.field}
              className={`border-b border-amber-200 ${row.theyChanged || row.iChanged ? 'font-medium' : 'text-amber-900/70'}`}
            >
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {t(`fields.${row.field}`)}
              </th>
              <td className="py-1.5 pr-3">
                {describePreference(t, row.field, row.theirs, locale)}
                {row.theyChanged && (
                  <span className="text-xs uppercase tracking-wide">{t('conflict.theyChanged')}</span>
                )}
              </td>
              <td className="py-1.5">
                {describePreference(t, row.field, row.mine, locale)}
                {row.iChanged && (
                  <span className="text-xs uppercase tracking-wide">{t('conflict.youChanged')}</span>
                )}
                {row.clash && (
                  <span className="text-xs uppercase tracking-wide">{t('conflict.yoursWins')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onApplyOnTop} disabled={busy} className={buttonClass({ size: 'sm' })}>
          {t('conflict.applyOnTop')}
        </button>
        <button
          type="button"
          onClick={onUseTheirs}
          disabled={busy}
          className="rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60"
        >
          {t('conflict.useTheirs')}
        </button>
      </div>
    </section>
  );
}
