import type { ButtonHTMLAttributes } from 'react';

/** The shop's buttons: one primary action per screen, secondary ones beside it. */
export interface ButtonLook {
  /** `outline` for an action beside content (preview, rebuild); `danger`/`dangerOutline` for deleting. */
  tone?: 'primary' | 'secondary' | 'outline' | 'danger' | 'dangerOutline';
  /** `sm` in rows and tables, `md` for a page's action, `lg` for the one that ends a form (pay, place). */
  size?: 'sm' | 'md' | 'lg';
  /** The width of its container (a form's last button, on a phone). */
  wide?: boolean;
}

const TONES = {
  primary: 'bg-brand-600 font-medium text-white hover:bg-brand-700',
  secondary: 'border border-stone-300 bg-white font-medium text-stone-800 hover:bg-stone-100',
  outline: 'border border-brand-600 bg-white font-medium text-brand-700 hover:bg-brand-50',
  danger: 'bg-red-700 font-medium text-white hover:bg-red-800',
  dangerOutline: 'border border-red-300 bg-white font-medium text-red-800 hover:bg-red-50',
};

const SIZES = { sm: 'px-3 py-1.5 text-sm', md: 'px-5 py-2.5', lg: 'px-5 py-3' };

/**
 * The classes of a button, for a `<button>` and for a link that looks like one (`<Link
 * className={buttonClass()}>`). Extra classes (a margin, `sm:w-auto`) go after it.
 */
export function buttonClass({ tone = 'primary', size = 'md', wide = false }: ButtonLook = {}): string {
  const width = wide ? 'block w-full text-center' : 'inline-block text-center';
  return `${width} rounded-md ${SIZES[size]} ${TONES[tone]} disabled:cursor-not-allowed disabled:opacity-60`;
}

export function Button({
  tone,
  size,
  wide,
  className = '',
  type = 'button',
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`${buttonClass({ tone, size, wide })} ${className}`} {...props} />;
}
