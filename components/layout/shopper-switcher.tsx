import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { ContextSwitcher } from './context-switcher';

export async function ShopperSwitcher() {
  const context = await getShopperContext();
  // Keyed by the values so a saved preference shows at once, not only after a full page load.
  return (
    <ContextSwitcher
      key={`${context.locale}:${context.currency}`}
      locale={context.locale}
      currency={context.currency}
    />
  );
}
