'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { FormField, FormMessage, SubmitButton, TextField } from '@/components/ui/form-field';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ADDRESSES_PATH } from '@/lib/storefront/account/account-paths';
import {
  ADDRESS_COUNTRIES,
  addressInput,
  countryRules,
  US_STATES,
  type AddressInput,
} from '@/lib/storefront/account/address-rules';
import { useAccountForm } from '../use-account-form';

type Values = Partial<Record<keyof AddressInput, string>>;

/**
 * A new or a saved address. The fields follow the country: a state for the US (a choice) and
 * Australia, a province for Canada, none for France or the United Kingdom; the postcode is checked
 * against the country's shape before it is sent, and again by the handler.
 */
export function AddressForm({ initial, addressId }: { initial?: Values; addressId?: string }) {
  const t = useTranslations('Addresses');
  const locale = useLocale();
  const router = useRouter();
  const formElement = useRef<HTMLFormElement>(null);
  const startCountry =
    initial?.country ?? (locale.endsWith('gb') ? 'GB' : locale.endsWith('fr') ? 'FR' : 'US');
  const [country, setCountry] = useState(startCountry);
  const rules = countryRules(country);
  const action = addressId
    ? `/api/account/addresses/${encodeURIComponent(addressId)}`
    : '/api/account/addresses';
  const form = useAccountForm<typeof addressInput, { id: string }>({
    action,
    schema: addressInput,
    word: (field, issue) => {
      if (issue.code === 'too_big') return t('invalid.tooLong');
      if (field === 'postcode') return t('invalid.postcode', { example: rules.example });
      const known = ['first_name', 'last_name', 'line_1', 'city', 'region', 'country', 'phone_number'];
      return known.includes(field) ? t(`invalid.${field as 'city'}`) : t('invalid.tooLong');
    },
    onSuccess: () => {
      // Next keeps this page to show it again at once: a new address starts empty next time.
      if (!addressId) {
        formElement.current?.reset();
        setCountry(startCountry);
      }
      router.push(`${ADDRESSES_PATH}?saved=1`);
      router.refresh();
    },
  });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });

  const text = (
    name: keyof AddressInput,
    label: string,
    props: { autoComplete?: string; optional?: boolean; maxLength: number; type?: string; hint?: string },
  ) => (
    <TextField
      id={`address-${name}`}
      label={label}
      error={form.errors[name]}
      hint={props.hint}
      optional={props.optional ? t('optional') : undefined}
      name={name}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      defaultValue={initial?.[name] ?? ''}
      maxLength={props.maxLength}
      onInput={() => form.clear(name)}
    />
  );

  let region: ReactNode = null;
  if (country === 'US')
    region = (
      <FormField id="address-region" label={t('state')} error={form.errors.region}>
        <select
          id="address-region"
          name="region"
          autoComplete="address-level1"
          defaultValue={initial?.country === 'US' ? initial.region : ''}
          aria-invalid={form.errors.region ? true : undefined}
          aria-describedby={form.errors.region ? 'address-region-error' : undefined}
          className={`w-full rounded-md border bg-white px-3 py-2 ${form.errors.region ? 'border-red-600' : 'border-stone-300'}`}
        >
          <option value="">{t('chooseState')}</option>
          {US_STATES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </FormField>
    );
  else if (rules.region)
    region = text('region', rules.region === 'state' ? t('state') : t('province'), {
      autoComplete: 'address-level1',
      maxLength: 100,
    });

  return (
    <form ref={formElement} {...form.formProps} aria-label={addressId ? t('edit') : t('add')}>
      {form.general && <FormMessage kind="error">{form.general}</FormMessage>}
      {text('name', t('label'), { optional: true, maxLength: 100, hint: t('labelHint') })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', t('firstName'), { autoComplete: 'given-name', maxLength: 100 })}
        {text('last_name', t('lastName'), { autoComplete: 'family-name', maxLength: 100 })}
      </div>
      {text('company_name', t('company'), { autoComplete: 'organization', optional: true, maxLength: 200 })}
      <FormField id="address-country" label={t('country')} error={form.errors.country}>
        <select
          id="address-country"
          name="country"
          autoComplete="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2"
        >
          {ADDRESS_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {regions.of(code) ?? code}
            </option>
          ))}
        </select>
      </FormField>
      {text('line_1', t('line1'), { autoComplete: 'address-line1', maxLength: 200 })}
      {text('line_2', t('line2'), { autoComplete: 'address-line2', optional: true, maxLength: 200 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city', t('city'), { autoComplete: 'address-level2', maxLength: 100 })}
        {text('postcode', rules.postcodeName === 'zip' ? t('zip') : t('postcode'), {
          autoComplete: 'postal-code',
          maxLength: 20,
        })}
      </div>
      {region}
      {text('phone_number', t('phone'), { autoComplete: 'tel', type: 'tel', optional: true, maxLength: 40 })}
      {text('instructions', t('instructions'), { optional: true, maxLength: 500 })}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.busy} label={t('save')} busyLabel={t('saving')} />
        <Link href={ADDRESSES_PATH} className="font-medium text-brand-700 underline">
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
