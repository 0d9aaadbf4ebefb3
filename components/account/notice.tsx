export type Notice = { tone: 'ok' | 'error'; text: string } | null;

/** The outcome of the last change: a polite status when it worked, an alert when it did not. */
export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return <p role="status" className="sr-only" />;
  return notice.tone === 'ok' ? (
    <p role="status" className="rounded-md bg-brand-50 px-4 py-2 text-sm font-medium text-brand-900">
      {notice.text}
    </p>
  ) : (
    <p role="alert" className="rounded-md bg-red-50 px-4 py-2 text-sm font-medium text-red-800">
      {notice.text}
    </p>
  );
}
