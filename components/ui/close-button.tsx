/** The × that closes a drawer, a sheet or a dialog; `label` says what it closes. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-md p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
        <path d="M6 6l12 12M18 6L6 18" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </button>
  );
}
