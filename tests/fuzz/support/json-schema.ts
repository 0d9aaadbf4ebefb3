/**
 * The part of JSON Schema (2020-12, as OpenAPI 3.1 embeds it) that the service's generated
 * document uses: enough to build requests from it and to check a value against it.
 */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  // strings
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  // numbers
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  // arrays
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  // objects
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  /** Values the document shows as typical: near-valid by definition. */
  example?: unknown;
  examples?: readonly unknown[];
  /** OpenAPI 3.0 spelling of `type: [..., 'null']`. */
  nullable?: boolean;
}

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** Resolves `#/components/schemas/…` references against the document they came from. */
export type Resolver = (schema: JsonSchema) => JsonSchema;

export function createResolver(document: unknown): Resolver {
  const resolve: Resolver = (schema) => {
    if (!schema.$ref) return schema;
    if (!schema.$ref.startsWith('#/')) throw new Error(`only local references are supported: ${schema.$ref}`);
    let target: unknown = document;
    for (const part of schema.$ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target =
        typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (!target || typeof target !== 'object') throw new Error(`unresolved reference ${schema.$ref}`);
    return resolve(target as JsonSchema);
  };
  return resolve;
}

export const noReferences: Resolver = (schema) => {
  if (schema.$ref) throw new Error(`unexpected reference ${schema.$ref}`);
  return schema;
};

export const typesOf = (schema: JsonSchema): JsonType[] => {
  const types =
    schema.type === undefined ? [] : Array.isArray(schema.type) ? [...schema.type] : [schema.type];
  if (schema.nullable && !types.includes('null')) types.push('null');
  return types;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const FORMATS: Record<string, (value: string) => boolean> = {
  uuid: (value) => UUID.test(value),
  email: (value) => EMAIL.test(value),
  'date-time': (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
};

const isType = (value: unknown, type: JsonType): boolean => {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
};

/** A schema's `pattern` as a RegExp: Unicode mode where the pattern allows it (as JSON Schema means). */
export function patternRegExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

/** Counts characters as JSON Schema does: by code point, not UTF-16 unit. */
export const codePointLength = (value: string) => [...value].length;

/**
 * Whether `value` satisfies `schema`. It checks what the generator relies on (used to filter
 * known ids and to test the generator itself), not every keyword of JSON Schema.
 */
export function conforms(schema: JsonSchema, value: unknown, resolve: Resolver = noReferences): boolean {
  const s = resolve(schema);
  if (s.allOf && !s.allOf.every((part) => conforms(part, value, resolve))) return false;
  if (s.anyOf && !s.anyOf.some((part) => conforms(part, value, resolve))) return false;
  if (s.oneOf && s.oneOf.filter((part) => conforms(part, value, resolve)).length !== 1) return false;
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) return false;
  if (s.enum && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return false;
  const types = typesOf(s);
  if (types.length > 0 && !types.some((type) => isType(value, type))) return false;

  if (typeof value === 'string') {
    const length = codePointLength(value);
    if (s.minLength !== undefined && length < s.minLength) return false;
    if (s.maxLength !== undefined && length > s.maxLength) return false;
    if (s.pattern !== undefined && !patternRegExp(s.pattern).test(value)) return false;
    const format = s.format ? FORMATS[s.format] : undefined;
    if (format && !format(value)) return false;
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) return false;
    if (s.maximum !== undefined && value > s.maximum) return false;
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) return false;
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return false;
    if (s.maxItems !== undefined && value.length > s.maxItems) return false;
    if (s.items && !value.every((item) => conforms(s.items!, item, resolve))) return false;
  }
  if (isType(value, 'object')) {
    const record = value as Record<string, unknown>;
    if (s.required?.some((key) => !(key in record))) return false;
    for (const [key, item] of Object.entries(record)) {
      if (s.propertyNames && !conforms(s.propertyNames, key, resolve)) return false;
      const property = s.properties?.[key];
      if (property) {
        if (!conforms(property, item, resolve)) return false;
      } else if (s.additionalProperties === false) {
        return false;
      } else if (
        typeof s.additionalProperties === 'object' &&
        !conforms(s.additionalProperties, item, resolve)
      ) {
        return false;
      }
    }
  }
  return true;
}

/**
 * Where `value` first breaks `schema`: the path of the deepest property or item that does not
 * conform (`data.0.meta.display_price`), `(root)` when nothing deeper explains it, or null when the
 * value conforms.
 */
export function nonConformingPath(
  schema: JsonSchema,
  value: unknown,
  resolve: Resolver = noReferences,
  path = '',
): string | null {
  if (conforms(schema, value, resolve)) return null;
  const s = resolve(schema);
  const here = path || '(root)';
  if (Array.isArray(value) && s.items) {
    for (const [index, item] of value.entries()) {
      const deeper = nonConformingPath(s.items, item, resolve, path ? `${path}.${index}` : String(index));
      if (deeper) return deeper;
    }
  } else if (isType(value, 'object') && s.properties) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const property = s.properties[key];
      const deeper = property && nonConformingPath(property, item, resolve, path ? `${path}.${key}` : key);
      if (deeper) return deeper;
    }
  }
  return here;
}
