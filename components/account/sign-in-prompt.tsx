import { Link } from '@/lib/i18n/navigation';
import { signInHref } from '@/lib/storefront/account/account-paths';

/** What a guest sees in the account area: why to sign in, and the way there (and back here). */
export function SignInPrompt({ next, title = 'Sign in to your account' }: { next: string; title?: string }) {
  return (
    <section className="mx-auto max-w-lg rounded-xl border border-stone-200 bg-white p-8 text-center">
      <h1 className="font-serif text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-600">
        Your subscriptions, their plans and payment card, and your preferences are here once you sign in.
      </p>
      <Link
        href={signInHref(next)}
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        Sign in
      </Link>
    </section>
  );
}
