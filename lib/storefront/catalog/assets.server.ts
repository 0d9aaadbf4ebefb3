import 'server-only';
import { commerceSettings } from '@/lib/storefront/commerce/clients.server';
import { assetUrl } from './product-view';

/** Maps the service's file URLs to ones the browser loads (relative for the embedded service). */
export function assetResolver(): (href: string) => string {
  const { baseUrl, embedded } = commerceSettings();
  return (href) => assetUrl(href, baseUrl, embedded);
}
