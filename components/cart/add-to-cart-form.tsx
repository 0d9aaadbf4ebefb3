'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_LINE_QUANTITY } from '@/lib/commerce/schemas/carts';
import {
  checkBundleSelection,
  defaultBundleSelection,
  wordBundleError,
  type CartWords,
  type BundleComponentView,
  type BundleSelection,
} from '@/lib/storefront/cart/bundle';
import { asSentence, RequestError } from '@/lib/storefront/http/request';
import { refusedItems } from '@/lib/storefront/cart/cart-client';
import {
  checkCustomInputs,
  wordInputError,
  type CustomInputField,
} from '@/lib/storefront/cart/custom-inputs';
import { BundleConfigurator } from './bundle-configurator';
import { openCartDrawer } from './cart-drawer-state';
import { CustomInputFields } from './custom-input-fields';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCart } from './use-cart';

interface Props {
  productId: string;
  productName: string;
  inputs: CustomInputField[];
  components: BundleComponentView[];
}

type FieldErrors = { inputs: Record<string, string>; components: Record<string, string>; general?: string };
const NO_ERRORS: FieldErrors = { inputs: {}, components: {} };

/**
 * Adds one product: a quantity, its personalisation and, for a bundle, the choice per component.
 * Everything the product's rules say is checked before sending; what the store still refuses is
 * shown next to the input or component it names (DESIGN.md §3 per-item errors).
 */
export function AddToCartForm({ productId, productName, inputs, components }: Props) {
  const t = useTranslations('Cart');
  const idPrefix = useId();
  const [quantity, setQuantity] = useState(1);
  const [values, setValues] = useState<Record<string, string>>({});
  const [selection, setSelection] = useState<BundleSelection>(() => defaultBundleSelection(components));
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [added, setAdded] = useState<number | null>(null);
  const add = useAddToCart();
  const submit = useRef<HTMLButtonElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(null);
    const inputCheck = checkCustomInputs(inputs, values);
    const bundleCheck = checkBundleSelection(components, selection);
    if (!inputCheck.ok || !bundleCheck.ok) {
      setErrors({
        inputs: inputCheck.ok ? {} : mapValues(inputCheck.errors, (error) => wordInputError(error, t)),
        components: bundleCheck.ok ? {} : mapValues(bundleCheck.errors, (error) => wordBundleError(error, t)),
      });
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors(NO_ERRORS);
    add.mutate(
      {
        productId,
        quantity,
        ...(Object.keys(inputCheck.values).length > 0 && { customInputs: inputCheck.values }),
        ...(components.length > 0 && { bundle: bundleCheck.selectedOptions }),
      },
      {
        onSuccess: () => {
          setAdded(quantity);
          // The mini-cart shows what is in the cart now; closing it brings focus back to the button.
          openCartDrawer(submit.current);
        },
        onError: (error) => setErrors(placeErrors(error, components, t)),
      },
    );
  }

  const pending = add.isPending;
  return (
    <form
      // Posted before the script runs (or without it), the handler adds and answers with the cart page.
      method="post"
      action="/api/cart/items"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('addLabel', { name: productName })}
      className="space-y-5"
    >
      <input type="hidden" name="productId" value={productId} />
      {components.length > 0 && (
        <input type="hidden" name="bundle" value={JSON.stringify(bundleFields(components, selection))} />
      )}
      {components.length > 0 && (
        <BundleConfigurator
          idPrefix={`${idPrefix}-bundle`}
          components={components}
          selection={selection}
          errors={errors.components}
          disabled={pending}
          onChange={(key, chosen) => {
            setSelection((current) => ({ ...current, [key]: chosen }));
            setErrors((current) => ({ ...current, components: withoutKey(current.components, key) }));
          }}
        />
      )}
      <CustomInputFields
        idPrefix={`${idPrefix}-input`}
        fields={inputs}
        values={values}
        errors={errors.inputs}
        disabled={pending}
        onChange={(key, value) => {
          setValues((current) => ({ ...current, [key]: value }));
          setErrors((current) => ({ ...current, inputs: withoutKey(current.inputs, key) }));
        }}
      />
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper
          id={`${idPrefix}-quantity`}
          name="quantity"
          label={t('quantity')}
          value={quantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          disabled={pending}
          onChange={setQuantity}
        />
        <button
          ref={submit}
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className="h-9 rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? t('adding') : t('addToCart')}
        </button>
      </div>
      {errors.general && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {errors.general}
        </p>
      )}
      <div role="status" aria-live="polite">
        {added !== null && (
          <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t('added', { count: added, name: productName })}{' '}
            <Link href="/cart" className="font-medium underline">
              {t('viewCart')}
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}

/** The bundle's selection as the form posts it without the script: what the handler would take. */
function bundleFields(components: readonly BundleComponentView[], selection: BundleSelection) {
  const checked = checkBundleSelection(components, selection);
  return checked.ok ? checked.selectedOptions : selection;
}

function mapValues<T>(record: Record<string, T>, word: (value: T) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, word(value)]));
}

function withoutKey(record: Record<string, string>, key: string) {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The store's refusal, beside the input or component it names, or under the button otherwise. */
function placeErrors(error: unknown, components: readonly BundleComponentView[], t: CartWords): FieldErrors {
  if (!(error instanceof RequestError)) return { ...NO_ERRORS, general: t('somethingWrong') };
  const placed: FieldErrors = { inputs: {}, components: {} };
  const general: string[] = [];
  const items = refusedItems(error);
  for (const item of items) {
    const message = item.detail ?? item.title;
    const component =
      components.find(
        (candidate) => item.componentKey !== undefined && candidate.key === item.componentKey,
      ) ??
      (item.component
        ? components.find(
            (candidate) => candidate.name === item.component || candidate.key === item.component,
          )
        : undefined);
    if (item.available !== undefined) general.push(t('notEnoughStock', { count: item.available }));
    else if (item.input) placed.inputs[item.input] = asSentence(message);
    else if (component) placed.components[component.key] = asSentence(message);
    else general.push(asSentence(message));
  }
  if (general.length > 0 || items.length === 0)
    placed.general = general.length > 0 ? general.join(' ') : error.message;
  return placed;
}

function focusFirstInvalid(form: HTMLFormElement) {
  // After React has drawn the messages, so the field announces its error.
  requestAnimationFrame(() =>
    form.querySelector<HTMLElement>('[aria-invalid="true"], fieldset.border-red-600 input')?.focus(),
  );
}
