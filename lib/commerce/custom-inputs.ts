import { MAX_CUSTOM_INPUT_LENGTH } from './schemas/carts';
import type { CustomInput } from './schemas/catalog';

/**
 * The longest value a product's custom input takes: the strictest `max_length` of its rules, never
 * above the cart's 255 (spec 4.4 rule 5, §8). The service refuses a longer one and the storefront's
 * form says so before sending it.
 */
export function customInputMaxLength(input: CustomInput): number {
  const limits = (input.validation_rules ?? [])
    .map((rule) => rule.options?.max_length)
    .filter((limit): limit is number => limit !== undefined);
  return Math.min(MAX_CUSTOM_INPUT_LENGTH, ...limits);
}

/** A value's length as the rule counts it: in code points, so an emoji is one character. */
export const customInputLength = (value: string) => [...value].length;
