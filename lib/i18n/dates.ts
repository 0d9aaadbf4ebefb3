/** Dates for people, in UTC so the server and the browser write the same day. */
export function formatDate(
  value: string | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(date);
}
