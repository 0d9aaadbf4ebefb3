import { formatMoney } from '@/lib/commerce/money';
import type { SubscriptionWords } from '@/lib/storefront/subscriptions/subscription-words';
import type { Money } from '@/lib/storefront/subscriptions/subscription-view';

export const moneyText = (t: SubscriptionWords, money: Money | undefined, locale: string) =>
  money ? formatMoney(money.amount, money.currency, locale) : t('priceNotSet');
