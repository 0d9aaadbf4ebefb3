import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';

/** The personalisation a product takes, with its rules (spec 2.10 custom_inputs). */
export function CustomInputsInfo({ product }: { product: CatalogProduct }) {
  const inputs = Object.entries(product.attributes.custom_inputs ?? {});
  if (inputs.length === 0) return null;
  return (
    <section aria-labelledby="personalise-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="personalise-heading" className="text-sm font-medium">
        Personalise it
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-stone-700">
        {inputs.map(([key, input]) => {
          const maxLength = input.validation_rules?.find((rule) => rule.options?.max_length)?.options?.max_length ?? 255;
          return (
            <li key={key}>
              <span className="font-medium">{input.name}</span> — {input.required ? 'required' : 'optional'}, up to {maxLength} characters
            </li>
          );
        })}
      </ul>
    </section>
  );
}
