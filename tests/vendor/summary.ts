import { describeDeviation, knownKey, type Deviation, type FileReport } from './exchange-tally';
import { KNOWN_DEVIATIONS } from './known-deviations';

const list = (items: Iterable<string>) => [...items].sort().join(', ');

/** The run's summary: what the service's answers were held to, and what differs. */
export function summarize(reports: readonly FileReport[], documents: number, directory: string): string {
  const sum = (pick: (report: FileReport) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const operations = new Set(reports.flatMap((report) => report.operations));
  const vendorOperations = new Set([...operations].map((operation) => operation.replace(/^\S+ /, '')));
  const extensions = new Set(reports.flatMap((report) => report.extensions));
  const known = new Set(reports.flatMap((report) => report.known));
  const deviations = reports.flatMap((report) =>
    report.deviations.map((deviation) => ({ report, deviation })),
  );
  const perDocument = new Map<string, number>();
  for (const operation of operations) {
    const document = operation.split(' ')[0]!;
    perDocument.set(document, (perDocument.get(document) ?? 0) + 1);
  }
  const lines = [
    `Vendor conformance (${documents} documents in ${directory}): ${sum((r) => r.answers)} answers in ${reports.length} test files`,
    `  vendor operations seen: ${vendorOperations.size} (${list([...perDocument].map(([d, n]) => `${d} ${n}`))}); ` +
      `answers validated: ${sum((r) => r.validated)} (once per document that has the operation)`,
    `  skipped as this project's extensions: ${extensions.size} operations${extensions.size ? ` (${list(extensions)})` : ''}; ` +
      `answers to paths that are no operation at all: ${sum((r) => r.unmatched)}`,
    `  deviations: ${deviations.length} new, ${known.size} known (tests/vendor/known-deviations.ts)`,
  ];
  const unmet: string[] = [];
  for (const entry of KNOWN_DEVIATIONS) {
    const key = knownKey(entry);
    if (known.has(key)) lines.push(`    met: ${key} [${entry.area}] ${entry.reason}`);
    else unmet.push(key);
  }
  // Entries no answer of this run needed: fixed, or not reached by the files that ran.
  if (unmet.length > 0) lines.push(`    not met in this run: ${unmet.length} (${unmet.join('; ')})`);
  // New deviations, one line per operation and status (with the first answer's problems).
  const byOperation = new Map<string, { files: Set<string>; count: number; first: Deviation }>();
  for (const { report, deviation } of deviations) {
    const key = `${deviation.document} ${deviation.operation} → ${deviation.status}`;
    const group = byOperation.get(key) ?? { files: new Set<string>(), count: 0, first: deviation };
    group.files.add(report.file);
    group.count += 1;
    byOperation.set(key, group);
  }
  for (const [key, group] of byOperation) {
    lines.push(`  NEW ${key}: ${group.count} answer(s) in ${list(group.files)}; the first:`);
    lines.push(describeDeviation(group.first).replace(/^/gm, '      '));
  }
  return lines.join('\n');
}
