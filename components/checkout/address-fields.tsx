'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ADDRESS_COUNTRIES } from '@/lib/storefront/account/address-rules';
import { needsRegion } from '@/lib/storefront/cart/cart-bodies';

export type AddressKey =
  'first_name' | 'last_name' | 'line_1' | 'line_2' | 'city' | 'region' | 'postcode' | 'country';
export type AddressValues = Record<AddressKey, string>;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The checkout's address, for delivery or for the bill: the same fields either way, named and
 * autofilled as their part (`billing_city`, `billing address-level2`), the state or province only
 * where the country has one.
 */
export function AddressFields({
  part,
  values,
  errors,
  disabled,
  onChange,
}: {
  part: 'shipping' | 'billing';
  values: AddressValues;
  errors: FieldErrors<AddressKey>;
  disabled: boolean;
  onChange: (key: AddressKey, value: string) => void;
}) {
  const t = useTranslations('Checkout');
  // Country names in the market's language, as Intl knows them (the list keeps English as a fallback).
  const regions = new Intl.DisplayNames([useLocale()], { type: 'region' });
  const billing = part === 'billing';
  const id = (key: AddressKey) => (billing ? `checkout-billing-${key}` : `checkout-${key}`);
  const autofill = (token: string) => (billing ? `billing ${token}` : token);
  const field = (key: AddressKey, label: string, autoComplete: string, optional = false) => (
    <CheckoutInput
      id={id(key)}
      name={billing ? `billing_${key}` : key}
      label={label}
      optional={optional}
      autoComplete={autofill(autoComplete)}
      value={values[key]}
      error={errors[key]}
      disabled={disabled}
      onChange={(value) => onChange(key, value)}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', t('firstName'), 'given-name')}
        {field('last_name', t('lastName'), 'family-name')}
      </div>
      {field('line_1', t('address'), 'address-line1')}
      {field('line_2', t('line2'), 'address-line2', true)}
      <div className="grid gap-4 sm:grid-cols-3">
        {field('city', t('city'), 'address-level2')}
        {field('postcode', t('postcode'), 'postal-code')}
        <Field id={id('country')} label={t('country')} error={errors.country}>
          <select
            id={id('country')}
            name={billing ? 'billing_country' : 'country'}
            autoComplete={autofill('country')}
            value={values.country}
            disabled={disabled}
            onChange={(event) => onChange('country', event.target.value)}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2"
          >
            {ADDRESS_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {regions.of(code) ?? code}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {needsRegion(values.country) && field('region', t('region'), 'address-level1')}
    </>
  );
}

/** A text input of the checkout with its label and error, marked invalid while the error stands. */
export function CheckoutInput({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  optional,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  optional?: boolean;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error} optional={optional}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`w-full rounded-md border px-3 py-2 ${error ? 'border-red-600' : 'border-stone-300'}`}
      />
    </Field>
  );
}

export function Field({
  id,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Checkout');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-stone-500">{t('optional')}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
