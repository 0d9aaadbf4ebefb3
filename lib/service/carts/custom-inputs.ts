import { customInputLength, customInputMaxLength } from '@/lib/commerce/custom-inputs';
import type { CustomInput } from '@/lib/commerce/schemas/catalog';
import { itemRule } from './item-failure';

/**
 * Checks a product line's custom inputs against the product's own rules (spec 4.4 rule 5, 2.10
 * `custom_inputs`): only the product's inputs, each within its `max_length`, every required one
 * present and not blank. Returns the inputs to store.
 */
export function checkProductCustomInputs(
  rules: Record<string, CustomInput>,
  given: Record<string, string> | undefined,
  productName: string,
): Record<string, string> {
  const inputs = given ?? {};
  const known = Object.keys(rules);
  for (const [name, text] of Object.entries(inputs)) {
    const rule = rules[name];
    if (!rule) {
      const allowed =
        known.length > 0 ? `its inputs are ${known.map((key) => `"${key}"`).join(', ')}` : 'it takes none';
      throw itemRule(`custom input "${name}" is not an input of ${productName}: ${allowed}`, { input: name });
    }
    const limit = customInputMaxLength(rule);
    if (customInputLength(text) > limit)
      throw itemRule(`custom input "${name}" must be at most ${limit} characters`, { input: name });
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.required && (inputs[name] ?? '').trim() === '')
      throw itemRule(`custom input "${name}" is required for ${productName}`, { input: name });
  }
  return inputs;
}
