import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { VendorDocument } from './vendor-documents';

export type SchemaCheck = { ok: true } | { ok: false; problems: string[] };

/**
 * Validates values against the schemas of one vendor document with Ajv: 2020-12 for an OpenAPI 3.1
 * document, draft-07 (3.0's schemas are a subset of it, `nullable` rewritten on reading) for a 3.0
 * one. The document is registered whole under an id of its own, so a schema is named by its JSON
 * pointer and its `$ref`s (`#/components/schemas/…`) resolve in the document, as they do for the
 * vendor's tools. Each schema is compiled on first use.
 */
export class DocumentValidator {
  private readonly ajv: Ajv;
  private readonly id: string;
  private readonly compiled = new Map<string, ValidateFunction | Error>();

  constructor(readonly document: VendorDocument) {
    const options: Options = {
      // The documents carry OpenAPI's own words (`example`, `discriminator`, `x-…`) beside JSON Schema's.
      strict: false,
      validateSchema: false,
      allErrors: true,
      // Each schema validates a test file's few answers: compiling it fast (about a third less CPU
      // unoptimised) matters more than the generated code's speed.
      code: { optimize: false },
    };
    this.ajv = document.dialect === '3.1' ? new Ajv2020(options) : new Ajv(options);
    addFormats(this.ajv);
    // Formats no standard defines (`int`, `UUID`, `£{price}`) are annotations, as JSON Schema says.
    for (const format of formatsIn(document.content)) {
      if (!this.ajv.formats[format]) this.ajv.addFormat(format, true);
    }
    this.id = `https://vendor-openapi.invalid/${encodeURIComponent(document.name)}`;
    this.ajv.addSchema({ ...document.content, $id: this.id });
  }

  /** Validates `value` against the schema at `pointer` (a JSON pointer into the document). */
  check(pointer: string, value: unknown): SchemaCheck {
    const validate = this.validator(pointer);
    if (validate instanceof Error) {
      return { ok: false, problems: [`the vendor's schema cannot be compiled: ${validate.message}`] };
    }
    if (validate(value)) return { ok: true };
    return { ok: false, problems: describe(validate.errors ?? []) };
  }

  /**
   * Validates `value` against a schema of the caller's own, whose `$ref`s (`#/components/…`) name
   * this document's schemas: a narrower reading of one of them (for example the alternative of an
   * ambiguous `oneOf` that a body is meant to be).
   */
  checkWith(schema: Record<string, unknown>, value: unknown): SchemaCheck {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      try {
        validate = this.ajv.compile(this.rooted(schema) as Record<string, unknown>);
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.compiled.set(key, validate);
    }
    if (validate instanceof Error) {
      return { ok: false, problems: [`the schema cannot be compiled: ${validate.message}`] };
    }
    if (validate(value)) return { ok: true };
    return { ok: false, problems: describe(validate.errors ?? []) };
  }

  /** `schema` with each local `$ref` (`#/…`) made to name this document. */
  private rooted(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map((item) => this.rooted(item));
    if (!schema || typeof schema !== 'object') return schema;
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#/')
          ? [key, `${this.id}#${fragmentOf(value.slice(1))}`]
          : [key, this.rooted(value)],
      ),
    );
  }

  private validator(pointer: string): ValidateFunction | Error {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      try {
        validate = this.ajv.compile({ $ref: `${this.id}#${fragmentOf(pointer)}` });
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.compiled.set(pointer, validate);
    }
    return validate;
  }
}

/** A JSON pointer as a URI fragment. */
const fragmentOf = (pointer: string) =>
  pointer
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');

/**
 * Ajv's errors in words, one line per kind of problem: the same problem in every item of a list is
 * said once, with the first item's path and how many more have it.
 */
function describe(errors: readonly ErrorObject[]): string[] {
  const groups = new Map<string, { first: string; count: number }>();
  for (const error of errors) {
    const where = error.instancePath || '(the body)';
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String(error.params.additionalProperty)})`
        : error.keyword === 'enum'
          ? ` (${JSON.stringify(error.params.allowedValues)})`
          : '';
    const line = `${where} ${error.message ?? error.keyword}${extra}`;
    const kind = line.replace(/\/\d+(?=\/|\s)/g, '/*');
    const group = groups.get(kind);
    if (group) group.count += 1;
    else groups.set(kind, { first: line, count: 1 });
  }
  return [...groups.values()].map(({ first, count }) =>
    count > 1 ? `${first} (and ${count - 1} more alike)` : first,
  );
}

function formatsIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) formatsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'format' && typeof value === 'string') found.add(value);
      else formatsIn(value, found);
    }
  }
  return found;
}
