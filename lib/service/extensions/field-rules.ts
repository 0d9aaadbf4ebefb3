import type { CustomFieldRequest, FieldValidation } from '@/lib/commerce/schemas/extensions';
import { badRequest } from '../http/errors';

type FieldDefinition = CustomFieldRequest['data'];

const fail = (field: string, problem: string) => badRequest(`${field}: ${problem}`, { field });

/**
 * The validation a new field keeps, normalised to `{ <field_type>: { …rules, allow_null_values } }`.
 * A rule of another type is a 400 (a string field has no `min_value`), as are bounds that no value
 * could satisfy and a `regex` that does not compile.
 */
export function normaliseValidation(definition: FieldDefinition): FieldValidation {
  const type = definition.field_type;
  const validation = definition.validation ?? {};
  for (const key of Object.keys(validation)) {
    if (key !== type)
      throw fail(
        `data.validation.${key}`,
        `does not apply to a field of type ${type}; use validation.${type}`,
      );
  }

  if (type === 'string') {
    const rules = validation.string ?? {};
    const { min_length: min, max_length: max, regex } = rules;
    if (min !== undefined && max !== undefined && min > max) {
      throw fail('data.validation.string.min_length', `must not exceed max_length (${min} > ${max})`);
    }
    if (regex !== undefined) {
      try {
        // Compiled as values are checked: JavaScript syntax with the `u` flag (code points).
        new RegExp(regex, 'u');
      } catch (error) {
        throw fail(
          'data.validation.string.regex',
          `does not compile: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { string: { ...rules, allow_null_values: rules.allow_null_values ?? false } };
  }
  if (type === 'integer') {
    const rules = validation.integer ?? {};
    if (rules.min_value !== undefined && rules.max_value !== undefined && rules.min_value > rules.max_value) {
      throw fail(
        'data.validation.integer.min_value',
        `must not exceed max_value (${rules.min_value} > ${rules.max_value})`,
      );
    }
    return { integer: { ...rules, allow_null_values: rules.allow_null_values ?? false } };
  }
  const rules = validation.boolean ?? {};
  return { boolean: { allow_null_values: rules.allow_null_values ?? false } };
}
