import { MAX_ENTRY_BYTES, type EntryValue } from '@/lib/commerce/schemas/extensions';
import { badRequest, ServiceError } from '../http/errors';
import type { CustomApiFieldRow, CustomApiRow, EntryData } from './schema';

/** Keys of a request's `data` that are the entry's own, not field values (spec 2.9; read-only but `type`). */
const OWN_KEYS = new Set(['type', 'id', 'links', 'meta', 'timestamps']);

/** What a field's `validation` says, flattened: only the rules of its own type are ever present. */
interface Rules {
  allow_null_values?: boolean;
  min_length?: number;
  max_length?: number;
  regex?: string;
  min_value?: number;
  max_value?: number;
}

const rulesOf = (field: CustomApiFieldRow): Rules => field.validation[field.fieldType] ?? {};

const codePoints = (value: string) => [...value].length;

/** Why a value breaks its field, or undefined when it satisfies it (spec 4.5 rule 2). */
function valueProblem(field: CustomApiFieldRow, value: EntryValue): string | undefined {
  const rules = rulesOf(field);
  if (value === null)
    return rules.allow_null_values ? undefined : 'must not be null (the field does not allow null values)';
  switch (field.fieldType) {
    case 'string': {
      if (typeof value !== 'string') return 'must be a string (field type string)';
      const length = codePoints(value);
      if (rules.min_length !== undefined && length < rules.min_length)
        return `must be at least ${rules.min_length} characters long`;
      if (rules.max_length !== undefined && length > rules.max_length)
        return `must be at most ${rules.max_length} characters long`;
      if (rules.regex !== undefined && !new RegExp(rules.regex, 'u').test(value))
        return `must match the pattern ${rules.regex}`;
      return undefined;
    }
    case 'integer': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        return 'must be an integer (field type integer)';
      if (rules.min_value !== undefined && value < rules.min_value)
        return `must be at least ${rules.min_value}`;
      if (rules.max_value !== undefined && value > rules.max_value)
        return `must be at most ${rules.max_value}`;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false (field type boolean)';
  }
}

/**
 * The field values of a create or update body, checked against the API (spec 2.9, 4.5 rule 2):
 * `data.type` must be the API's api_type, every key but the entry's own must be a field slug, and
 * its value must satisfy that field. The first offence is a 400 naming the key.
 */
export function entryValues(
  data: Record<string, unknown>,
  api: CustomApiRow,
  fields: readonly CustomApiFieldRow[],
): EntryData {
  if (data.type !== api.apiType) {
    throw badRequest(`data.type: must be "${api.apiType}", the api_type of the custom API "${api.slug}"`, {
      field: 'data.type',
    });
  }
  const bySlug = new Map(fields.map((field) => [field.slug, field]));
  const values: EntryData = {};
  for (const [key, value] of Object.entries(data)) {
    if (OWN_KEYS.has(key)) continue;
    const field = bySlug.get(key);
    if (!field) {
      const known = fields.length ? fields.map((f) => f.slug).join(', ') : 'none';
      throw badRequest(`data.${key}: is not a field of this custom API (fields: ${known})`, {
        field: `data.${key}`,
      });
    }
    const problem = valueProblem(field, value as EntryValue);
    if (problem) throw badRequest(`data.${key}: ${problem}`, { field: `data.${key}` });
    values[key] = value as EntryValue;
  }
  return values;
}

/** Byte size of one stored value (see README): UTF-8 bytes of a string, 8 per integer (int64), 1 per boolean, 0 per null. */
export function valueSize(value: EntryValue): number {
  if (value === null) return 0;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number') return 8;
  return 1;
}

/** Spec 2.9 `data_size`: the sum of the byte sizes of all stored values. */
export function dataSize(data: EntryData): number {
  return Object.values(data).reduce<number>((sum, value) => sum + valueSize(value), 0);
}

/** Spec 4.5 rule 3: the total size of an entry (its `data_size`) must not exceed 64KB. */
export function checkEntrySize(size: number): void {
  if (size > MAX_ENTRY_BYTES) {
    throw new ServiceError(
      413,
      `The entry's values take ${size} bytes; an entry may hold at most ${MAX_ENTRY_BYTES} bytes (64KB)`,
    );
  }
}

/** Whether applying `changes` to `current` leaves it as it is (then nothing is written, spec 2.9). */
export function changesNothing(current: EntryData, changes: EntryData): boolean {
  return Object.entries(changes).every(
    ([key, value]) => Object.hasOwn(current, key) && current[key] === value,
  );
}
