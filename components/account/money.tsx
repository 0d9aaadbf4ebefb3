import { formatMoney } from '@/lib/commerce/money';
import type { Money } from '@/lib/storefront/subscriptions/subscription-view';

export const moneyText = (money: Money | undefined, locale: string) =>
  money ? formatMoney(money.amount, money.currency, locale) : 'Price not set';
