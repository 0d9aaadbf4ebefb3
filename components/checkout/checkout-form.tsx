'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { cartApi, refusedItems } from '@/lib/storefront/cart/cart-client';
import {
  checkoutBody,
  needsRegion,
  POSTCODE_SHAPE,
  type CheckoutBody,
} from '@/lib/storefront/cart/cart-bodies';
import type { CartTotalsView } from '@/lib/storefront/cart/cart-view';
import type { ShippingChoiceView, ShippingOptionView } from '@/lib/storefront/cart/shipping-view';
import { countryRules } from '@/lib/storefront/account/address-rules';
import { AddressFields, CheckoutInput, Field, type AddressKey, type AddressValues } from './address-fields';
import { buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

type Values = AddressValues & { email: string };

/**
 * What the checkout starts with: the market's country; signed in, the account's email and name
 * and the last address used.
 */
export type CheckoutPrefill = Partial<Values>;

/** An address of the signed-in account's address book, offered instead of typing one. */
export interface SavedAddressChoice {
  id: string;
  /** Its label, or its first lines. */
  summary: string;
  fields: Partial<Values>;
}

const NEW_ADDRESS = 'new';

/** A saved address as the form's values: its fields over an empty address, the email kept. */
const fromSaved = (current: Values, saved: SavedAddressChoice): Values => ({
  ...EMPTY,
  email: current.email,
  ...Object.fromEntries(
    Object.entries(saved.fields).filter(([key, value]) => key in EMPTY && typeof value === 'string'),
  ),
});

const EMPTY: Values = {
  email: '',
  first_name: '',
  last_name: '',
  line_1: '',
  line_2: '',
  city: '',
  region: '',
  postcode: '',
  country: 'US',
};

/** The fields whose rule `Checkout.invalid` words (cart-bodies.ts: one rule each, and a length). */
const RULED = [
  'email',
  'first_name',
  'last_name',
  'line_1',
  'city',
  'postcode',
  'country',
  'region',
] as const;
const isRuled = (key: string): key is (typeof RULED)[number] => (RULED as readonly string[]).includes(key);

/** `address.city` (ours) or `data.shipping_address.city` (the service's) → `city`. */
const fieldKey = (path: string | undefined) => path?.split('.').pop() ?? '';

/** An address as the handler takes it: no empty second line, a state only where one is asked. */
function toAddress(address: AddressValues) {
  return {
    ...address,
    line_2: address.line_2.trim() || undefined,
    region: needsRegion(address.country) ? address.region.trim() || undefined : undefined,
  };
}

function toBody(
  values: Values,
  shippingMethod: string | undefined,
  saveAddress: boolean,
  billing: AddressValues | undefined,
) {
  const { email, ...address } = values;
  return {
    shippingMethod,
    ...(saveAddress && { saveAddress }),
    email: email.trim(),
    address: toAddress(address),
    ...(billing && { billingAddress: toAddress(billing) }),
  };
}

const { email: _email, ...EMPTY_ADDRESS } = EMPTY;

/**
 * Who is buying and where it goes. Checked with the same schema the handler uses before it is
 * sent; the store places the order and the page moves to its confirmation, where the shopper pays.
 */
export function CheckoutForm({
  prefill,
  savedAddresses = [],
  canSaveAddress = false,
  shipping,
  chosen,
  onChoose,
  totals,
  refusedField,
}: {
  prefill: CheckoutPrefill;
  /** The account's address book (signed in): the first is chosen to start with. */
  savedAddresses?: SavedAddressChoice[];
  /** Signed in: a new address can be kept in the address book. */
  canSaveAddress?: boolean;
  shipping: ShippingChoiceView;
  /** The delivery the shopper picked; undefined when nothing is shipped. */
  chosen: ShippingOptionView | undefined;
  onChoose: (code: string) => void;
  /** The totals with the chosen delivery counted, as the summary beside the form shows them. */
  totals: CartTotalsView;
  /** The field named when the form, posted without the script, was sent back (the page says why). */
  refusedField?: string;
}) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const [addressChoice, setAddressChoice] = useState(savedAddresses[0]?.id ?? NEW_ADDRESS);
  const [values, setValues] = useState<Values>(() => {
    const start = { ...EMPTY, ...prefill };
    return savedAddresses[0] ? fromSaved(start, savedAddresses[0]) : start;
  });
  const [saveAddress, setSaveAddress] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>(() => {
    const key = fieldKey(refusedField);
    return isRuled(key) ? { [key]: t(`invalid.${key}`) } : {};
  });
  // Billed to the delivery address unless the shopper says otherwise (a digital order's address is the billing one).
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressValues>(() => ({
    ...EMPTY_ADDRESS,
    country: prefill.country ?? EMPTY.country,
  }));
  const [billingErrors, setBillingErrors] = useState<Partial<Record<AddressKey, string>>>({});
  const separateBilling = shipping.requiresShipping && !billingSame;
  const [general, setGeneral] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: (body: CheckoutBody) => cartApi.checkout(body),
    // The order waits for payment on its page (review and pay); the cart keeps its items until then.
    onSuccess: (answer) => router.push(`/orders/${encodeURIComponent(answer.data.orderId)}`),
    onError: (error) => {
      const fieldErrors: Partial<Record<keyof Values, string>> = {};
      const billingFieldErrors: Partial<Record<AddressKey, string>> = {};
      const items = refusedItems(error);
      for (const item of items) {
        const key = fieldKey(item.field) as keyof Values;
        // In the shopper's language: the field's own sentence rather than the service's English words.
        const words = isRuled(key)
          ? t(`invalid.${key}`)
          : (item.detail?.replace(/^[\w.]+: /, '') ?? item.title);
        if (/billing/i.test(item.field ?? '') && separateBilling) {
          if (key in EMPTY_ADDRESS) billingFieldErrors[key as AddressKey] = words;
        } else if (key in EMPTY) fieldErrors[key] = words;
      }
      setErrors(fieldErrors);
      setBillingErrors(billingFieldErrors);
      const found = Object.keys(fieldErrors).length + Object.keys(billingFieldErrors).length;
      setGeneral(found > 0 ? null : error.message);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkoutBody.safeParse(
      toBody(
        values,
        chosen?.code,
        canSaveAddress && addressChoice === NEW_ADDRESS && saveAddress,
        separateBilling ? billing : undefined,
      ),
    );
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      const foundBilling: Partial<Record<AddressKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[issue.path.length - 1]) as keyof Values;
        const country = issue.path[0] === 'billingAddress' ? billing.country : values.country;
        const words =
          issue.message === POSTCODE_SHAPE
            ? t('invalid.postcodeShape', { example: countryRules(country).example })
            : issue.code === 'too_big' || !isRuled(key)
              ? t('invalid.tooLong')
              : t(`invalid.${key}`);
        if (issue.path[0] === 'billingAddress') foundBilling[key as AddressKey] ??= words;
        else found[key] ??= words;
      }
      setErrors(found);
      setBillingErrors(foundBilling);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBillingErrors({});
    setGeneral(null);
    place.mutate(parsed.data);
  }

  const changeAddress = (key: AddressKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const changeBilling = (key: AddressKey, value: string) => {
    setBilling((current) => ({ ...current, [key]: value }));
    setBillingErrors((current) => ({ ...current, [key]: undefined }));
  };

  return (
    <form
      // Posted before the script runs (or without it), the handler places the order and answers
      // with the order's page, or with this page saying why not (cart-forms.ts reads the fields).
      method="post"
      action="/api/checkout"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('form')}
      className="space-y-6"
    >
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">{t('contact')}</legend>
        <CheckoutInput
          id="checkout-email"
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          disabled={place.isPending}
          onChange={(value) => {
            setValues((current) => ({ ...current, email: value }));
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">
          {shipping.requiresShipping ? t('shippingAddress') : t('billingAddress')}
        </legend>
        {!shipping.requiresShipping && <p className="text-sm text-stone-600">{t('digitalOnly')}</p>}
        {savedAddresses.length > 0 && (
          <Field id="checkout-saved-address" label={t('savedAddress')}>
            <select
              id="checkout-saved-address"
              value={addressChoice}
              disabled={place.isPending}
              onChange={(event) => {
                const id = event.target.value;
                setAddressChoice(id);
                const saved = savedAddresses.find((address) => address.id === id);
                if (saved) setValues((current) => fromSaved(current, saved));
                setErrors({});
              }}
              className="w-full rounded-md border border-stone-300 bg-white px-3 py-2"
            >
              {savedAddresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.summary}
                </option>
              ))}
              <option value={NEW_ADDRESS}>{t('newAddress')}</option>
            </select>
          </Field>
        )}
        <AddressFields
          part="shipping"
          values={values}
          errors={errors}
          disabled={place.isPending}
          onChange={changeAddress}
        />
        {canSaveAddress && addressChoice === NEW_ADDRESS && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="saveAddress"
              value="1"
              checked={saveAddress}
              disabled={place.isPending}
              onChange={(event) => setSaveAddress(event.target.checked)}
            />
            {t('saveAddress')}
          </label>
        )}
      </fieldset>
      {shipping.requiresShipping && (
        <div className="space-y-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="billingSame"
              value="1"
              checked={billingSame}
              disabled={place.isPending}
              onChange={(event) => setBillingSame(event.target.checked)}
            />
            {t('billingSame')}
          </label>
          {separateBilling && (
            <fieldset className="space-y-4">
              <legend className="mb-2 font-serif text-xl font-semibold">{t('billingAddressTitle')}</legend>
              <AddressFields
                part="billing"
                values={billing}
                errors={billingErrors}
                disabled={place.isPending}
                onChange={changeBilling}
              />
            </fieldset>
          )}
        </div>
      )}
      {shipping.requiresShipping && shipping.options.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-2 font-serif text-xl font-semibold">{t('delivery')}</legend>
          {shipping.options.map((option) => (
            <label
              key={option.code}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="shippingMethod"
                value={option.code}
                checked={chosen?.code === option.code}
                disabled={place.isPending}
                onChange={() => onChoose(option.code)}
                className="mt-1"
              />
              <span className="flex-1">
                <span className="flex justify-between gap-2 font-medium">
                  <span>{option.name}</span>
                  <span>{option.price ?? t('free')}</span>
                </span>
                <span className="block text-sm text-stone-600">
                  {option.estimate.min === option.estimate.max
                    ? t('workingDays', { min: option.estimate.min })
                    : t('workingDayRange', option.estimate)}
                  {option.freeOver && ` · ${t('freeOver', { amount: option.freeOver })}`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="flex justify-between rounded-md bg-stone-100 px-3 py-2 font-medium">
        <span>{chosen ? t('totalWith', { method: chosen.name }) : t('total')}</span>
        <span>{totals.total.formatted}</span>
      </p>
      {general && <Alert>{general}</Alert>}
      <div className="space-y-2">
        <button
          type="submit"
          disabled={place.isPending}
          aria-busy={place.isPending}
          className={buttonClass({ size: 'lg', wide: true })}
        >
          {place.isPending ? t('placing') : t('placeOrder')}
        </button>
        <p className="text-center text-sm text-stone-600">{t('payNext')}</p>
      </div>
    </form>
  );
}
