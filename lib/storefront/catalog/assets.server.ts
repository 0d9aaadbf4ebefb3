import 'server-only';
import { commerceSettings } from '@/lib/storefront/commerce/clients.server';
import { assetUrl } from './product-view';

/** Maps the service's file URLs to ones the browser loads (relative, under this server's /commerce). */
export function assetResolver(): (href: string) => string {
  const { baseUrl } = commerceSettings();
  return (href) => assetUrl(href, baseUrl);
}
