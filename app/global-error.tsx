'use client';

import './globals.css';

/** Shown when the root layout itself fails; it must bring its own html and body. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="max-w-md text-center">
          <h1 className="font-serif text-3xl font-semibold">The store is having trouble</h1>
          <p className="mt-4 text-stone-600">Please try again in a moment.</p>
          <button
            type="button"
            onClick={reset}
            className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
