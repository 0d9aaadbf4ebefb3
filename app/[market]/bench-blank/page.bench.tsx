import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Blank', robots: { index: false, follow: false } };

/**
 * `npm run bench` loads this page in Chromium beside the real ones: the app's shell (root layout,
 * header, footer) with an empty page, so the JavaScript every page must carry anyway, its LCP and
 * its layout shift are the comparison for each page's own. Shoppers never link here.
 */
export default function BenchBlankPage() {
  return <h1 className="sr-only">Blank page</h1>;
}
