import type { Price } from '@/lib/commerce/schemas/common';

export type DemoPricebook = 'standard' | 'member';

/** Local prices from a USD amount: whole units ending in 99, EUR and GBP with tax included. */
export function pricesFrom(usd: number, lacks?: 'EUR' | 'GBP'): Price {
  const local = (rate: number) => Math.max(99, Math.round((usd * rate) / 100) * 100 - 1);
  const price: Price = { USD: { amount: usd, includes_tax: false } };
  if (lacks !== 'EUR') price.EUR = { amount: local(0.92), includes_tax: true };
  if (lacks !== 'GBP') price.GBP = { amount: local(0.79), includes_tax: true };
  return price;
}

/** Member prices are about 10% lower. */
export const usdIn = (pricebook: DemoPricebook, usd: number) =>
  pricebook === 'standard' ? usd : Math.round((usd * 0.9) / 100) * 100 - 1;
