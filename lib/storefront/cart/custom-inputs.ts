import type { CartWords } from './bundle';
import { customInputLength, customInputMaxLength } from '@/lib/commerce/custom-inputs';
import type { CustomInput } from '@/lib/commerce/schemas/catalog';

/** One personalisation field of a product, as the add-to-cart form shows it. */
export interface CustomInputField {
  /** The key the cart item's `custom_inputs` uses. */
  key: string;
  label: string;
  required: boolean;
  maxLength: number;
}

/**
 * The fields of a product's `custom_inputs` (spec 2.10), in the catalog's order, each as long as
 * the service allows (lib/commerce/custom-inputs), so the two checks agree.
 */
export function customInputFields(inputs: Record<string, CustomInput> | undefined): CustomInputField[] {
  return Object.entries(inputs ?? {}).map(([key, input]) => ({
    key,
    label: input.name || key,
    required: input.required === true,
    maxLength: customInputMaxLength(input),
  }));
}

/** What is wrong with a field, as a key of the `Cart` messages and its values. */
export type CustomInputError =
  | { key: 'inputRequired'; values: { label: string } }
  | { key: 'inputTooLong'; values: { label: string; max: number; length: number } };

export const wordInputError = (error: CustomInputError, t: CartWords): string =>
  error.key === 'inputRequired' ? t(error.key, error.values) : t(error.key, error.values);

export type CustomInputCheck =
  { ok: true; values: Record<string, string> } | { ok: false; errors: Record<string, CustomInputError> };

/**
 * Checks what the shopper typed against the product's rules before anything is sent: required
 * fields need something other than spaces, and no field may pass its maximum length. Optional
 * fields left empty are not sent (spec 3.3 rule 4: different inputs make different lines, and an
 * empty optional value should not split a line from one without it).
 */
export function checkCustomInputs(
  fields: readonly CustomInputField[],
  typed: Readonly<Record<string, string>>,
): CustomInputCheck {
  const errors: Record<string, CustomInputError> = {};
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = typed[field.key] ?? '';
    if (value.trim() === '') {
      if (field.required) errors[field.key] = { key: 'inputRequired', values: { label: field.label } };
      continue;
    }
    if (customInputLength(value) > field.maxLength) {
      errors[field.key] = {
        key: 'inputTooLong',
        values: { label: field.label, max: field.maxLength, length: customInputLength(value) },
      };
      continue;
    }
    values[field.key] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** A custom input's field name in the add-to-cart form: `input.<key>` (cart-forms.ts reads them). */
export const CUSTOM_INPUT_PREFIX = 'input.';
