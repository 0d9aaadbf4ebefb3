import { Link } from '@/lib/i18n/navigation';

export interface Tab {
  key: string;
  label: string;
  href: string;
}

/** An area's tabs as links, the current one marked for sight and for screen readers. */
export function TabNav({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly Tab[];
  current: string | null;
}) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-200">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? 'page' : undefined}
          className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${
            tab.key === current
              ? 'border-brand-600 text-brand-900'
              : 'border-transparent text-stone-600 hover:text-brand-700'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
