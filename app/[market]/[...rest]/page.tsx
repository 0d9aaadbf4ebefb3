import { notFound } from 'next/navigation';

/** Any address under a market that no page answers: the market's own not-found page, with a 404. */
export default function UnknownPage() {
  notFound();
}
