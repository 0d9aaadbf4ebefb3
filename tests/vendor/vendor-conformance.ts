import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { DocumentValidator, type SchemaCheck } from './schema-validator';
import type { VendorDocument } from './vendor-documents';
import { OperationIndex, pointerOf, type VendorOperation } from './vendor-operations';

/** What one vendor operation says of an answer (or a request body). */
export interface OperationVerdict {
  operation: VendorOperation;
  /** What the value was held against, e.g. `response 201` or `error envelope (status not listed)`. */
  against: string;
  problems: string[];
}

/** `undocumented`: no vendor document has the operation (one of this project's extensions). */
export type Check = { kind: 'undocumented' } | { kind: 'checked'; verdicts: OperationVerdict[] };

export interface Answer {
  status: number;
  contentType: string | null;
  body: string;
}

type Json = Record<string, unknown>;

/**
 * The vendor's documents, asked about exchanges with the service: which operation a request is, and
 * whether an answer (or a request's body) is what that operation's schema says. Every document that
 * has the operation is asked (the joined `shopper.yaml` and the document it was joined from), so
 * an answer passes only when the vendor's shopper SDK and its own API reference both accept it.
 */
export class VendorConformance {
  readonly index: OperationIndex;
  private readonly validators = new Map<string, DocumentValidator>();

  constructor(readonly documents: readonly VendorDocument[]) {
    this.index = new OperationIndex(documents);
  }

  /** `path` is below `{base_url}` (`/v2/carts/abc`), without its query. */
  checkResponse(method: string, path: string, answer: Answer): Check {
    const operations = this.index.match(method, path);
    if (operations.length === 0) return { kind: 'undocumented' };
    return {
      kind: 'checked',
      verdicts: operations.map((operation) => this.responseVerdict(operation, answer)),
    };
  }

  /** A request body the storefront (or a test) would send, against the operation's request schema. */
  checkRequest(method: string, path: string, body: unknown): Check {
    const operations = this.index.match(method, path);
    if (operations.length === 0) return { kind: 'undocumented' };
    return { kind: 'checked', verdicts: operations.map((operation) => this.requestVerdict(operation, body)) };
  }

  /**
   * `value` against a schema of the caller's own whose `$ref`s name `document`'s schemas: how a
   * body the document cannot judge (a `oneOf` it matches twice) is held to the alternative it is.
   */
  checkWith(document: VendorDocument, schema: Record<string, unknown>, value: unknown): SchemaCheck {
    return this.validator(document).checkWith(schema, value);
  }

  private validator(document: VendorDocument): DocumentValidator {
    let validator = this.validators.get(document.name);
    if (!validator) {
      validator = new DocumentValidator(document);
      this.validators.set(document.name, validator);
    }
    return validator;
  }

  private responseVerdict(operation: VendorOperation, answer: Answer): OperationVerdict {
    const { document } = operation;
    const responses = (at(document.content, `${operation.pointer}/responses`) ?? {}) as Json;
    const status = String(answer.status);
    const listed = [status, `${status[0]}XX`].find((key) => key in responses);
    const verdict = (against: string, problems: string[]) => ({ operation, against, problems });
    // A conditional GET's 304 belongs to HTTP (RFC 9110 §15.4.5), not to what an operation lists.
    if (answer.status === 304) return verdict('status 304', answer.body.trim() ? ['a body in a 304'] : []);
    if (!listed && answer.status < 400) {
      const documented = Object.keys(responses).filter((key) => /^[123]/.test(key));
      return verdict(`status ${status}`, [
        `answered ${status}; the vendor documents ${documented.join(', ') || 'no success status'}`,
      ]);
    }
    // An error status the operation does not list is still held to the vendor's error envelope:
    // the operation's `default`, else its other errors', else the document's.
    const key = listed ?? ('default' in responses ? 'default' : undefined);
    const pointer = key
      ? pointerOf([...pointerParts(operation.pointer), 'responses', key])
      : (this.errorResponseOf(operation) ?? this.errorResponseOfDocument(document));
    const against = listed ? `response ${listed}` : `error envelope (${status} not listed)`;
    if (!pointer) return verdict(against, []);
    const response = resolve(document.content, pointer);
    const media = jsonMedia(response.node);
    const schemaPointer = media && `${response.pointer}/content/${escape(media)}/schema`;
    const documentsSchema = schemaPointer !== undefined && at(document.content, schemaPointer) !== undefined;
    const body = answer.body.trim();
    if (!documentsSchema) {
      return verdict(against, body && answer.status < 400 ? ['a body where the vendor documents none'] : []);
    }
    if (!body) return verdict(against, ['an empty body where the vendor documents one']);
    if (!/json/i.test(answer.contentType ?? '')) {
      return verdict(against, [`answered ${answer.contentType ?? 'no content type'}, not JSON`]);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return verdict(against, ['the body is not JSON']);
    }
    const result = this.validator(document).check(schemaPointer, parsed);
    return verdict(against, result.ok ? [] : result.problems);
  }

  private requestVerdict(operation: VendorOperation, body: unknown): OperationVerdict {
    const { document } = operation;
    const verdict = (problems: string[]) => ({ operation, against: 'request body', problems });
    const requestPointer = `${operation.pointer}/requestBody`;
    if (at(document.content, requestPointer) === undefined) {
      return verdict(body === undefined ? [] : ['the vendor documents no request body']);
    }
    const request = resolve(document.content, requestPointer);
    const media = jsonMedia(request.node);
    if (!media) return verdict(['the vendor documents no JSON request body']);
    if (body === undefined) {
      return verdict((request.node as Json).required === true ? ['the vendor requires a body'] : []);
    }
    const result = this.validator(document).check(`${request.pointer}/content/${escape(media)}/schema`, body);
    return verdict(result.ok ? [] : result.problems);
  }

  /** The first error response (4xx, 5xx or `default`) the operation documents. */
  private errorResponseOf(operation: VendorOperation): string | undefined {
    const responses = (at(operation.document.content, `${operation.pointer}/responses`) ?? {}) as Json;
    const key = Object.keys(responses).find((status) => /^[45]/.test(status));
    return key && pointerOf([...pointerParts(operation.pointer), 'responses', key]);
  }

  private readonly documentErrors = new Map<string, string | undefined>();

  /** The error response the document's operations use most: its envelope, for operations that list none. */
  private errorResponseOfDocument(document: VendorDocument): string | undefined {
    if (!this.documentErrors.has(document.name)) {
      const counts = new Map<string, number>();
      for (const operation of this.index.operationsOf(document)) {
        const pointer = this.errorResponseOf(operation);
        if (!pointer) continue;
        const target = resolve(document.content, pointer).pointer;
        counts.set(target, (counts.get(target) ?? 0) + 1);
      }
      const [mostUsed] = [...counts].sort((a, b) => b[1] - a[1]);
      this.documentErrors.set(document.name, mostUsed?.[0]);
    }
    return this.documentErrors.get(document.name);
  }
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
const pointerParts = (pointer: string) => pointer.split('/').slice(1).map(unescape);

/** The value at a JSON pointer of `root`. */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointerParts(pointer)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Json)[part];
  }
  return node;
}

/** Follows a response's or request body's `$ref` (to `#/components/…`) to the object itself. */
function resolve(root: unknown, pointer: string, depth = 0): { node: unknown; pointer: string } {
  const node = at(root, pointer);
  const ref = node && typeof node === 'object' ? (node as Json).$ref : undefined;
  if (typeof ref === 'string' && ref.startsWith('#/') && depth < 8)
    return resolve(root, ref.slice(1), depth + 1);
  return { node, pointer };
}

/** The JSON media type an OpenAPI response or request body documents, if any. */
function jsonMedia(node: unknown): string | undefined {
  const content = node && typeof node === 'object' ? (node as Json).content : undefined;
  if (!content || typeof content !== 'object') return undefined;
  return Object.keys(content).find((type) => /json/i.test(type));
}

export interface PreparedDocuments {
  /** The folder the documents were read from. */
  directory: string;
  /** The documents as JSON, written once per run by the global setup. */
  documentsFile: string;
  /** Where each test file writes its tally for the run's summary. */
  reportDirectory: string;
}

let loaded: Promise<VendorConformance> | undefined;

/**
 * The vendor's documents of this run, as the global setup (tests/vendor/global-setup.ts) prepared
 * them from `VENDOR_OPENAPI_DIR`: `undefined` when the variable names none. A test file reads them
 * once, from JSON (a YAML parse of every document takes seconds; the JSON, tens of milliseconds).
 */
export function loadVendorConformance(
  prepared: PreparedDocuments | undefined = inject('vendorConformance'),
): Promise<VendorConformance> | undefined {
  if (!prepared) return undefined;
  loaded ??= readFile(prepared.documentsFile, 'utf8').then(
    (text) => new VendorConformance(JSON.parse(text) as VendorDocument[]),
  );
  return loaded;
}

/**
 * A request body against the vendor's request schema for `method` on `path` (below `{base_url}`,
 * without its query), for tests of the bodies the storefront's commerce client sends: `undefined`
 * when `VENDOR_OPENAPI_DIR` names no documents, `undocumented` for an operation the vendor lacks,
 * else one verdict per document that has the operation (no problems: the vendor accepts it).
 */
export async function validateRequest(
  method: string,
  path: string,
  body: unknown,
): Promise<Check | undefined> {
  const vendor = loadVendorConformance();
  return vendor && (await vendor).checkRequest(method, path, body);
}
