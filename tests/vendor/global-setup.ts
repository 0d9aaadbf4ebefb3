import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FileReport } from './exchange-tally';
import { summarize } from './summary';
import { readVendorDocuments } from './vendor-documents';

/**
 * Once per run: reads the vendor's documents from `VENDOR_OPENAPI_DIR` (CI: `../shared/vendor-openapi`)
 * and hands them to every test file as JSON; at the end, prints what the run's answers were held to.
 * Without the variable it says, in one line, that the conformance suite did not run.
 */
export default async function setup(project: TestProject) {
  const directory = process.env.VENDOR_OPENAPI_DIR;
  if (!directory) {
    console.log(
      'Vendor conformance: did not run (VENDOR_OPENAPI_DIR names no folder of the vendor’s OpenAPI documents)',
    );
    project.provide('vendorConformance', undefined);
    return;
  }
  const absolute = path.resolve(directory);
  const documents = await readVendorDocuments(absolute);
  const work = await mkdtemp(path.join(os.tmpdir(), 'vendor-conformance-'));
  const documentsFile = path.join(work, 'documents.json');
  const reportDirectory = path.join(work, 'reports');
  await writeFile(documentsFile, JSON.stringify(documents));
  await mkdir(reportDirectory);
  project.provide('vendorConformance', { directory: absolute, documentsFile, reportDirectory });

  return async () => {
    const reports: FileReport[] = [];
    for (const name of await readdir(reportDirectory)) {
      reports.push(JSON.parse(await readFile(path.join(reportDirectory, name), 'utf8')) as FileReport);
    }
    console.log(summarize(reports, documents.length, absolute));
    // Every file's tally as JSON, for whoever updates the known list (`VENDOR_CONFORMANCE_REPORT=…`).
    const keep = process.env.VENDOR_CONFORMANCE_REPORT;
    if (keep) await writeFile(path.resolve(keep), JSON.stringify(reports, null, 2));
    await rm(work, { recursive: true, force: true });
  };
}
