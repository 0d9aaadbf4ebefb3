import type { ReactNode } from 'react';

const TONES = {
  success: 'bg-emerald-100 text-emerald-900',
  neutral: 'bg-stone-200 text-stone-800',
  warning: 'bg-amber-100 text-amber-900',
};

/** A short state beside a name in a list or table ("Latest", "Draft", "Rebuild needed"). */
export function Badge({
  tone = 'neutral',
  className = '',
  children,
}: {
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`}>
      {children}
    </span>
  );
}
