import {
  FIELD_LABELS,
  describePreference,
  diffPreferences,
  type PreferenceValues,
  type PreferencesVersion,
} from '@/lib/storefront/preferences/preferences';

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
  const rows = diffPreferences(base, mine, theirs.values);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(theirs.updatedAt));
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <div>
        <h2 id="conflict-heading" className="font-serif text-lg font-semibold">
          Someone else saved your preferences first
        </h2>
        <p className="mt-1 text-sm">
          They were saved from another browser or tab at {when} UTC, after you opened this page. Nothing of
          yours was saved yet. Compare, then choose.
        </p>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Their saved values and yours, field by field</caption>
        <thead>
          <tr className="border-b border-amber-300">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Preference
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Saved by the other session
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Yours
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
                {FIELD_LABELS[row.field]}
              </th>
              <td className="py-1.5 pr-3">
                {describePreference(row.field, row.theirs, locale)}
                {row.theyChanged && <span className="text-xs uppercase tracking-wide"> (they changed)</span>}
              </td>
              <td className="py-1.5">
                {describePreference(row.field, row.mine, locale)}
                {row.iChanged && <span className="text-xs uppercase tracking-wide"> (you changed)</span>}
                {row.clash && (
                  <span className="text-xs uppercase tracking-wide"> · yours wins if applied</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onApplyOnTop}
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Apply my changes on top
        </button>
        <button
          type="button"
          onClick={onUseTheirs}
          disabled={busy}
          className="rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60"
        >
          Discard mine and load theirs
        </button>
      </div>
    </section>
  );
}
