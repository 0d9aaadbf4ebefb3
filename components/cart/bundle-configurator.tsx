'use client';

import { useTranslations } from 'next-intl';
import {
  describeRange,
  wordRange,
  selectedCount,
  type BundleComponentView,
  type BundleSelection,
} from '@/lib/storefront/cart/bundle';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  idPrefix: string;
  components: readonly BundleComponentView[];
  selection: BundleSelection;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChange: (componentKey: string, chosen: Record<string, number>) => void;
}

/**
 * One group per bundle component (spec 2.10 `components`): a single choice where the component
 * takes at most one, otherwise a count per option; the running total is shown against min and max.
 */
export function BundleConfigurator({ idPrefix, components, selection, errors, disabled, onChange }: Props) {
  const t = useTranslations('Cart');
  return (
    <div className="space-y-4">
      {components.map((component) => {
        const chosen = selection[component.key] ?? {};
        const total = selectedCount(chosen);
        const id = `${idPrefix}-${component.key}`;
        const error = errors[component.key];
        const single = component.max === 1;
        return (
          <fieldset
            key={component.key}
            className={`rounded-lg border bg-white p-4 ${error ? 'border-red-600' : 'border-stone-200'}`}
            aria-describedby={`${id}-rule${error ? ` ${id}-error` : ''}`}
          >
            <legend className="px-1 text-sm font-medium">{component.name}</legend>
            <p id={`${id}-rule`} className="text-sm text-stone-600">
              {t('bundleRule', { range: wordRange(describeRange(component), t), total })}
            </p>
            <div className="mt-3 space-y-2">
              {single ? (
                <>
                  {component.options.map((option) => (
                    <label key={option.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={id}
                        value={option.id}
                        checked={(chosen[option.id] ?? 0) > 0}
                        disabled={disabled}
                        onChange={() => onChange(component.key, { [option.id]: 1 })}
                        className="h-4 w-4 accent-brand-600"
                      />
                      {option.name}
                      {option.isDefault && <span className="text-xs text-brand-700">{t('default')}</span>}
                    </label>
                  ))}
                  {component.min === 0 && (
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={id}
                        value=""
                        checked={total === 0}
                        disabled={disabled}
                        onChange={() => onChange(component.key, {})}
                        className="h-4 w-4 accent-brand-600"
                      />
                      {t('noneOption')}
                    </label>
                  )}
                </>
              ) : (
                component.options.map((option) => (
                  <div key={option.id} className="flex items-center justify-between gap-4">
                    <span className="text-sm">
                      {option.name}
                      {option.isDefault && (
                        <span className="ml-2 text-xs text-brand-700">{t('default')}</span>
                      )}
                    </span>
                    <QuantityStepper
                      id={`${id}-${option.id}`}
                      label={t('numberOf', { option: option.name, component: component.name })}
                      hideLabel
                      value={chosen[option.id] ?? 0}
                      min={0}
                      max={component.max ?? 99}
                      disabled={disabled}
                      onChange={(value) => onChange(component.key, { ...chosen, [option.id]: value })}
                    />
                  </div>
                ))
              )}
            </div>
            {error && (
              <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
