import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Links, redirects and the router of the storefront: each keeps the shopper in their market. */
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);
