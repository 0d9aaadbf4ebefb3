import type { ErrorObject } from '@/lib/commerce/schemas/common';

/** The sentences a refused cart or checkout request can become, under `Errors.refusals`. */
export type RefusalKey =
  | 'inputRequired'
  | 'inputTooLong'
  | 'inputRefused'
  | 'bundleExactly'
  | 'bundleBetween'
  | 'bundleAtLeast'
  | 'bundleRefused'
  | 'promotionUnknown'
  | 'promotionNotHere'
  | 'lineTooMany'
  | 'cartFull'
  | 'noPrice'
  | 'itemGone'
  | 'notReorderable'
  | 'fieldRefused'
  | 'refused';

export type RefusalValues = Record<string, string | number>;

/** A translator of `Errors.refusals`: next-intl's `t` for that namespace. */
export type RefusalWords = (key: RefusalKey, values?: RefusalValues) => string;

interface Refusal {
  key: RefusalKey;
  values?: RefusalValues;
}

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Which of the shopper's sentences a refusal of the service is. The service names what it refused
 * in `meta` (the custom input, the bundle component and its bounds, the promotion code, the field,
 * the order item); its `detail` is English for developers, so only the bounds it states (a length, a
 * line's most) are read from it, and a refusal not recognised gets the general sentence.
 */
export function refusalOf(error: ErrorObject): Refusal {
  const meta = error.meta ?? {};
  const detail = error.detail ?? '';
  const status = Number(error.status);
  if (typeof meta.input === 'string') {
    const max = /at most (\d+) characters/.exec(detail)?.[1];
    if (max) return { key: 'inputTooLong', values: { max: Number(max) } };
    if (/\bis required\b/.test(detail)) return { key: 'inputRequired' };
    return { key: 'inputRefused' };
  }
  if (typeof meta.component === 'string') {
    const [min, max, selected] = [numberOf(meta.min), numberOf(meta.max), numberOf(meta.selected)];
    if (min !== undefined && selected !== undefined) {
      if (max === undefined) return { key: 'bundleAtLeast', values: { min, selected } };
      if (min === max) return { key: 'bundleExactly', values: { count: min, selected } };
      return { key: 'bundleBetween', values: { min, max, selected } };
    }
    return { key: 'bundleRefused' };
  }
  if (typeof meta.code === 'string') {
    return status === 404
      ? { key: 'promotionUnknown', values: { code: meta.code } }
      : { key: 'promotionNotHere', values: { code: meta.code } };
  }
  if (typeof meta.order_item_id === 'string') return { key: status === 404 ? 'itemGone' : 'notReorderable' };
  if (typeof meta.field === 'string') return { key: 'fieldRefused' };
  const lineMost = /more than the (\d+) one line may hold/.exec(detail)?.[1];
  if (lineMost) return { key: 'lineTooMany', values: { max: Number(lineMost) } };
  if (/unique items/.test(detail) || /custom inputs of a cart/.test(detail)) return { key: 'cartFull' };
  if (/has no price in/.test(detail)) return { key: 'noPrice' };
  if (status === 404) return { key: 'itemGone' };
  return { key: 'refused' };
}

/** The refusal in the shopper's words; what it names (`meta`) stays, for the form to place it. */
export function wordRefusal(error: ErrorObject, t: RefusalWords): ErrorObject {
  const { key, values } = refusalOf(error);
  return { ...error, detail: t(key, values) };
}
