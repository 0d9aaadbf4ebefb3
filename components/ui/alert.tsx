import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  notice: 'border-amber-200 bg-amber-50 text-amber-900',
};

/**
 * A message in a box: a sentence under a form, or (`panel`) what a page shows in place of what it
 * could not read. An error is announced at once (`role="alert"`), the rest politely (`status`).
 */
export function Alert({
  tone = 'error',
  panel = false,
  className = '',
  children,
}: {
  tone?: keyof typeof TONES;
  panel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const Box = panel ? 'div' : 'p';
  const size = panel ? 'rounded-xl p-6' : 'rounded-md px-3 py-2 text-sm';
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      className={`border ${size} ${TONES[tone]} ${className}`}
    >
      {children}
    </Box>
  );
}
