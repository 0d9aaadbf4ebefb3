import { getShopperContext } from '@/lib/storefront/shopper-context.server';
import { ContextSwitcher } from './context-switcher';

export async function ShopperSwitcher() {
  const context = await getShopperContext();
  return <ContextSwitcher locale={context.locale} currency={context.currency} />;
}
