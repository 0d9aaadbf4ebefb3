'use client';

import { useTranslations } from 'next-intl';
import { customInputLength } from '@/lib/commerce/custom-inputs';
import { CUSTOM_INPUT_PREFIX, type CustomInputField } from '@/lib/storefront/cart/custom-inputs';

interface Props {
  idPrefix: string;
  fields: readonly CustomInputField[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChange: (key: string, value: string) => void;
}

/**
 * The product's personalisation fields (spec 2.10 `custom_inputs`) with a live character count.
 * The maximum is not enforced by the field itself, so a pasted text that is too long stays visible
 * and the message says what to shorten.
 */
export function CustomInputFields({ idPrefix, fields, values, errors, disabled, onChange }: Props) {
  const t = useTranslations('Cart');
  if (fields.length === 0) return null;
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium">{t('personalisation')}</legend>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        const value = values[field.key] ?? '';
        const length = customInputLength(value);
        const over = length > field.maxLength;
        const error = errors[field.key];
        return (
          <div key={field.key} className="space-y-1">
            <label htmlFor={id} className="flex justify-between gap-2 text-sm font-medium">
              <span>
                {field.label}
                {!field.required && <span className="font-normal text-stone-500">{t('optional')}</span>}
              </span>
            </label>
            <input
              id={id}
              name={`${CUSTOM_INPUT_PREFIX}${field.key}`}
              type="text"
              value={value}
              required={field.required}
              disabled={disabled}
              aria-invalid={error || over ? true : undefined}
              aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
              onChange={(event) => onChange(field.key, event.target.value)}
              className={`w-full rounded-md border px-3 py-2 ${error || over ? 'border-red-600' : 'border-stone-300'}`}
            />
            <p
              id={`${id}-count`}
              className={`text-right text-xs ${over ? 'font-medium text-red-700' : 'text-stone-500'}`}
            >
              {t('characters', { length, max: field.maxLength })}
            </p>
            {error && (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
