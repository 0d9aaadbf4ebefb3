import type { VendorDocument } from './vendor-documents';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** One operation of one vendor document. */
export interface VendorOperation {
  document: VendorDocument;
  method: string;
  /** Its path below the service's `{base_url}`, server path included, e.g. `/v2/subscriptions/offerings`. */
  template: string;
  /** `GET /v2/carts/{cartID}`: how deviations name it. */
  key: string;
  operationId?: string;
  /** JSON pointer of the operation object in its document. */
  pointer: string;
  /** How many path segments are fixed words: the more, the more specific. */
  literals: number[];
  pattern: RegExp;
}

/** A JSON pointer of the path `parts` (RFC 6901). */
export const pointerOf = (parts: readonly string[]) =>
  parts.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path template as a pattern: every `{name}` is one path segment (never a `/`). */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}/?$`);
}

export function operationsOf(document: VendorDocument): VendorOperation[] {
  const paths = (document.content.paths ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const operations: VendorOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item?.[method] as { operationId?: string } | undefined;
      if (!operation) continue;
      const template = document.basePath + path;
      operations.push({
        document,
        method: method.toUpperCase(),
        template,
        key: `${method.toUpperCase()} ${template}`,
        operationId: operation.operationId,
        pointer: pointerOf(['paths', path, method]),
        literals: template.split('/').map((segment) => (segment.includes('{') ? 0 : 1)),
        pattern: templatePattern(template),
      });
    }
  }
  return operations;
}

/**
 * The vendor serves its administrators' catalog and release paths at `/pcm/catalogs/…` (its
 * `@elasticpath/js-sdk`, and spec §4.7), while `catalog_view.yaml` and `shopper.yaml` write them
 * `/catalogs/…` (SOURCES.md beside the documents lists it among the documents' known differences).
 */
const PATH_ALIASES: readonly [RegExp, string][] = [[/^\/pcm\/catalogs(?=\/|$)/, '/catalogs']];

/** Finds, in each document, the vendor's operation that a request reached. */
export class OperationIndex {
  private readonly operations: VendorOperation[];

  constructor(documents: readonly VendorDocument[]) {
    this.operations = documents.flatMap(operationsOf);
  }

  /**
   * The operations (at most one per document) that `method` on `path` (below `{base_url}`, without
   * its query) is. Where two templates of a document match (`/v2/carts/{id}/items` and
   * `/v2/carts/{id}/{other}`), the one with a fixed word first, from the left, is it.
   */
  match(method: string, path: string): VendorOperation[] {
    const upper = method.toUpperCase();
    const candidates = [
      path,
      ...PATH_ALIASES.filter(([from]) => from.test(path)).map(([from, to]) => path.replace(from, to)),
    ];
    const best = new Map<string, VendorOperation>();
    for (const candidate of candidates) {
      for (const operation of this.operations) {
        if (operation.method !== upper || !operation.pattern.test(candidate)) continue;
        const current = best.get(operation.document.name);
        if (!current || moreSpecific(operation, current)) best.set(operation.document.name, operation);
      }
      if (best.size > 0) break;
    }
    return [...best.values()];
  }

  operationsOf(document: VendorDocument): VendorOperation[] {
    return this.operations.filter((operation) => operation.document === document);
  }

  get size(): number {
    return this.operations.length;
  }
}

function moreSpecific(a: VendorOperation, b: VendorOperation): boolean {
  for (let index = 0; index < Math.min(a.literals.length, b.literals.length); index += 1) {
    if (a.literals[index] !== b.literals[index]) return (a.literals[index] ?? 0) > (b.literals[index] ?? 0);
  }
  return false;
}
