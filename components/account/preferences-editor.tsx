'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { preferencesQuery } from '@/lib/storefront/account/account-queries';
import { formatDate } from '@/lib/i18n/dates';
import {
  changedFields,
  currencyChoices,
  describePreference,
  fromDraft,
  localeChoices,
  reapplyEdits,
  toDraft,
  type PreferenceField,
  type PreferenceValues,
  type PreferencesDraft,
  type PreferencesVersion,
} from '@/lib/storefront/preferences/preferences';
import { NoticeLine, type Notice } from './notice';
import { PreferencesConflict } from './preferences-conflict';
import { conflictVersion, useLatestPreferences, useSavePreferences } from './use-save-preferences';
import { buttonClass } from '@/components/ui/button';

/** The account's preferences (prefetched by the page), edited and saved with If-Match. */
export function PreferencesEditor({ locale }: { locale: string }) {
  const { data } = useQuery(preferencesQuery());
  return data ? <PreferencesForm initial={data} locale={locale} /> : null;
}

function PreferencesForm({ initial, locale }: { initial: PreferencesVersion; locale: string }) {
  const t = useTranslations('Preferences');
  const router = useRouter();
  /** The version this person started editing from: its values are "before", its tag goes in If-Match. */
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState<PreferencesDraft>(() => toDraft(initial.values));
  const [problem, setProblem] = useState<PreferenceField | null>(null);
  /** What someone else saved in between, while the conflict is open. */
  const [theirs, setTheirs] = useState<PreferencesVersion | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSavePreferences();
  const readLatest = useLatestPreferences();
  const [reading, setReading] = useState(false);
  const busy = save.isPending || reading;

  const edit = (change: Partial<PreferencesDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setNotice(null);
  };

  /** The form's values, or null after saying what is wrong. */
  function checked(): PreferenceValues | null {
    const result = fromDraft(draft);
    if (!result.ok) {
      setProblem(result.field);
      return null;
    }
    setProblem(null);
    return result.values;
  }

  function send(onto: PreferencesVersion, values: PreferenceValues, savedText: string) {
    setNotice(null);
    save.mutate(
      { onto, values },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setDraft(toDraft(saved.values));
          setTheirs(null);
          setNotice({ tone: 'ok', text: savedText });
          // The saved language and currency are now this shopper's defaults (cookies set by the
          // handler): render the server parts, the header's switcher among them, with them.
          router.refresh();
        },
        onError: (error) => {
          const current = conflictVersion(error);
          if (current) setTheirs(current);
          else setNotice({ tone: 'error', text: `${t('notices.notSaved')} ${error.message}` });
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = checked();
    if (values) send(base, values, t('notices.saved'));
  }

  /** Spec 4.5 412, resolved: read the entry again, put this person's edited fields over it, save onto that version. */
  async function applyOnTop() {
    const mine = checked();
    if (!mine) return;
    setReading(true);
    try {
      const latest = await readLatest();
      send(latest, reapplyEdits(latest.values, base.values, mine), t('notices.appliedOnTop'));
    } catch (error) {
      setNotice({
        tone: 'error',
        text: `${t('notices.latestUnreadable')} ${error instanceof Error ? error.message : ''}`.trim(),
      });
    } finally {
      setReading(false);
    }
  }

  function loadTheirs(version: PreferencesVersion) {
    setBase(version);
    setDraft(toDraft(version.values));
    setTheirs(null);
    setProblem(null);
    setNotice({
      tone: 'ok',
      text: t('notices.loadedTheirs'),
    });
  }

  const current = fromDraft(draft);
  const dirty = !current.ok || changedFields(base.values, current.values).length > 0;
  const mineForDiff = current.ok ? current.values : base.values;

  return (
    <div className="space-y-6">
      <NoticeLine notice={notice} />
      {theirs && (
        <PreferencesConflict
          base={base.values}
          mine={mineForDiff}
          theirs={theirs}
          locale={locale}
          busy={busy}
          onApplyOnTop={applyOnTop}
          onUseTheirs={() => loadTheirs(theirs)}
        />
      )}
      <form
        onSubmit={submit}
        noValidate
        className="space-y-6 rounded-xl border border-stone-200 bg-white p-6"
      >
        <fieldset className="space-y-2">
          <legend className="font-medium">{t('form.newsletter')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.newsletter}
              onChange={(event) => edit({ newsletter: event.target.checked })}
              className="h-4 w-4 accent-brand-600"
            />
            {t('form.sendNewsletter')}
          </label>
        </fieldset>
        <div className="grid gap-6 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('form.language')}
            <select
              value={draft.locale}
              onChange={(event) => edit({ locale: event.target.value })}
              className="rounded-md border border-stone-300 bg-white px-2 py-2 font-normal"
            >
              <option value="">{t('noPreference')}</option>
              {localeChoices(base.values.preferred_locale).map((code) => (
                <option key={code} value={code}>
                  {describePreference(t, 'preferred_locale', code, locale)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('form.currency')}
            <select
              value={draft.currency}
              onChange={(event) => edit({ currency: event.target.value })}
              className="rounded-md border border-stone-300 bg-white px-2 py-2 font-normal"
            >
              <option value="">{t('noPreference')}</option>
              {currencyChoices(base.values.preferred_currency).map((code) => (
                <option key={code} value={code}>
                  {describePreference(t, 'preferred_currency', code, locale)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="space-y-1">
          <label htmlFor="contact-frequency" className="block text-sm font-medium">
            {t('form.frequency')}
          </label>
          <input
            id="contact-frequency"
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            step={1}
            value={draft.frequency}
            onChange={(event) => edit({ frequency: event.target.value })}
            aria-invalid={problem === 'contact_frequency_days' ? true : undefined}
            aria-describedby="contact-frequency-hint"
            className="w-32 rounded-md border border-stone-300 px-3 py-2 text-sm"
          />
          <p id="contact-frequency-hint" className={`text-sm ${problem ? 'text-red-700' : 'text-stone-500'}`}>
            {problem ? t(`problems.${problem}`) : t('form.frequencyHint')}
          </p>
        </div>
        <p className="text-sm text-stone-500">
          {t('form.defaults', {
            when: formatDate(base.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) ?? '',
          })}
        </p>
        <button type="submit" disabled={busy || !dirty || theirs !== null} className={buttonClass()}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
      </form>
    </div>
  );
}
