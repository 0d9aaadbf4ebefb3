import { Suspense, type ReactNode } from 'react';
import { LoadingBlock } from './loading-block';

/**
 * A page that is one form (sign in, join, forgotten or new password): its heading and intro at
 * once, the form when its request-time part is ready (a block of its height until then), and
 * whatever links follow it.
 */
export function FormPage({
  title,
  intro,
  loadingHeight,
  form,
  children,
}: {
  title: string;
  intro?: string;
  /** The Tailwind height of the placeholder, near the form's own so nothing jumps. */
  loadingHeight: `h-${number}`;
  form: ReactNode;
  children?: ReactNode;
}) {
  const heading = <h1 className="font-serif text-3xl font-semibold">{title}</h1>;
  return (
    <div className="mx-auto max-w-md space-y-6 py-6">
      {intro ? (
        <div>
          {heading}
          <p className="mt-2 text-stone-600">{intro}</p>
        </div>
      ) : (
        heading
      )}
      <Suspense fallback={<LoadingBlock height={loadingHeight} />}>{form}</Suspense>
      {children}
    </div>
  );
}
