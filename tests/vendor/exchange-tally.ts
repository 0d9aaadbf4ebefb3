import type { ServiceExchange } from '@/lib/service/testing/exchanges';
import { KNOWN_DEVIATIONS, type KnownDeviation } from './known-deviations';
import { OperationIndex } from './vendor-operations';
import type { VendorConformance } from './vendor-conformance';

/** An answer of the service that its vendor operation's schema does not accept. */
export interface Deviation {
  document: string;
  /** The vendor's operation, e.g. `GET /catalog/nodes/{node_id}`. */
  operation: string;
  status: number;
  /** The request that got the answer, e.g. `GET /catalog/nodes/8f…`. */
  request: string;
  against: string;
  problems: string[];
}

/** One test file's exchanges, for the run's summary (written as JSON by the setup file). */
export interface FileReport {
  file: string;
  answers: number;
  /** Answers held against a vendor schema (once per document that has the operation). */
  validated: number;
  /** Vendor operations the file's tests reached (`shopper.yaml GET /v2/carts/{cartID}`). */
  operations: string[];
  /** This project's operations the vendor does not document (`GET /v2/shipping-methods`). */
  extensions: string[];
  /** Answers to paths that are no operation of either (a 404 for a bent path, say). */
  unmatched: number;
  deviations: Deviation[];
  /** Deviations the known list names, by its entries' keys. */
  known: string[];
}

export const knownKey = (entry: Pick<KnownDeviation, 'operation' | 'status' | 'problems'>) =>
  `${entry.operation} → ${entry.status}${entry.problems ? ` (${entry.problems.source})` : ''}`;

/**
 * What the known list leaves of a deviation's problems (none: all known), and the entries used.
 * An entry with a pattern excuses only the problems it matches.
 */
function withoutKnown(deviation: Deviation): { problems: string[]; used: KnownDeviation[] } {
  const entries = KNOWN_DEVIATIONS.filter(
    (entry) =>
      entry.operation === deviation.operation &&
      entry.status === deviation.status &&
      (!entry.document || entry.document === deviation.document),
  );
  const used = new Set<KnownDeviation>();
  const problems = deviation.problems.filter((problem) => {
    const entry = entries.find((candidate) => !candidate.problems || candidate.problems.test(problem));
    if (entry) used.add(entry);
    return !entry;
  });
  return { problems, used: [...used] };
}

/** Counts a test file's exchanges and holds its answers against the vendor's documents. */
export class ExchangeTally {
  private answers = 0;
  private validated = 0;
  private unmatched = 0;
  private readonly operations = new Set<string>();
  private readonly extensions = new Set<string>();
  private readonly deviations: Deviation[] = [];
  private readonly known = new Set<string>();
  private reported = 0;
  private own: Promise<OperationIndex | undefined> | undefined;

  constructor(private readonly conformance: VendorConformance) {}

  async record(exchange: ServiceExchange): Promise<void> {
    const url = new URL(exchange.url);
    const base = url.pathname.indexOf('/commerce');
    const path = base >= 0 ? url.pathname.slice(base + '/commerce'.length) || '/' : url.pathname;
    const body = await exchange.body;
    this.answers += 1;
    const check = this.conformance.checkResponse(exchange.method, path, {
      status: exchange.status,
      contentType: exchange.contentType,
      body,
    });
    if (check.kind === 'undocumented') {
      const own = await this.ownOperation(exchange, path);
      if (own) this.extensions.add(own);
      else this.unmatched += 1;
      return;
    }
    for (const verdict of check.verdicts) {
      this.validated += 1;
      const document = verdict.operation.document.name;
      this.operations.add(`${document} ${verdict.operation.key}`);
      if (verdict.problems.length === 0) continue;
      const deviation: Deviation = {
        document,
        operation: verdict.operation.key,
        status: exchange.status,
        request: `${exchange.method} ${path}${url.search}`,
        against: verdict.against,
        problems: verdict.problems,
      };
      const { problems, used } = withoutKnown(deviation);
      for (const entry of used) this.known.add(knownKey(entry));
      if (problems.length > 0) this.deviations.push({ ...deviation, problems });
    }
  }

  /** The deviations found since the last call: the ones the known list does not name. */
  takeNew(): Deviation[] {
    const fresh = this.deviations.slice(this.reported);
    this.reported = this.deviations.length;
    return fresh;
  }

  report(file: string): FileReport {
    return {
      file,
      answers: this.answers,
      validated: this.validated,
      operations: [...this.operations],
      extensions: [...this.extensions],
      unmatched: this.unmatched,
      deviations: this.deviations,
      known: [...this.known],
    };
  }

  /** The project's own operation (from its OpenAPI document) a request the vendor lacks reached. */
  private async ownOperation(exchange: ServiceExchange, path: string): Promise<string | undefined> {
    this.own ??= (async () => {
      const answer = await exchange.service(new Request(new URL('/commerce/openapi.json', exchange.url)));
      if (!answer.ok) return undefined;
      const content = (await answer.json()) as Record<string, unknown>;
      return new OperationIndex([{ name: 'openapi.json', dialect: '3.1', basePath: '', content }]);
    })();
    const [operation] = (await this.own)?.match(exchange.method, path) ?? [];
    return operation?.key;
  }
}

/** Problems a failing test prints per answer (a failed `oneOf` lists every branch's). */
const MAX_PROBLEMS = 8;

/** A deviation in words, as a failing test prints it. */
export function describeDeviation(deviation: Deviation): string {
  return [
    `${deviation.document} ${deviation.operation} answered ${deviation.status} (${deviation.request}), ` +
      `against the vendor's ${deviation.against}:`,
    ...deviation.problems.slice(0, MAX_PROBLEMS).map((problem) => `    ${problem}`),
    ...(deviation.problems.length > MAX_PROBLEMS
      ? [`    … and ${deviation.problems.length - MAX_PROBLEMS} more`]
      : []),
  ].join('\n');
}
