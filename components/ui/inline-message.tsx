import type { ReactNode } from 'react';

const TONES = { error: 'text-red-700', success: 'text-emerald-800', warning: 'text-amber-800' };

/**
 * A line of words beside the control it is about (a button's outcome, a field's error), without the
 * box of an `Alert`. An error or warning is announced at once (`role="alert"`), success politely.
 */
export function InlineMessage({
  tone,
  size = 'sm',
  as: Tag = 'p',
  id,
  children,
}: {
  tone: keyof typeof TONES;
  size?: 'xs' | 'sm';
  /** `span` inside a button's column of words. */
  as?: 'p' | 'span';
  id?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      id={id}
      role={tone === 'success' ? 'status' : 'alert'}
      className={`${size === 'xs' ? 'text-xs' : 'text-sm'} ${TONES[tone]}`}
    >
      {children}
    </Tag>
  );
}
