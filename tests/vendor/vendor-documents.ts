import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The vendor's OpenAPI documents (the folder `VENDOR_OPENAPI_DIR` names: the documents its SDKs are
 * generated from). They are read where they are and never copied into the repository.
 */
export interface VendorDocument {
  /** The file's name, e.g. `shopper.yaml`. */
  name: string;
  /** OpenAPI 3.0 schemas are JSON Schema draft 4–7 with `nullable`; 3.1 schemas are 2020-12. */
  dialect: '3.0' | '3.1';
  /** The path of the document's server URL (`''`, or `/v2`): its paths are relative to it. */
  basePath: string;
  /** The parsed document; in a 3.0 document every `nullable` already says it in JSON Schema. */
  content: Record<string, unknown>;
}

const documentHead = z.looseObject({
  openapi: z.string().regex(/^3\.[01]\.\d+$/),
  servers: z.array(z.looseObject({ url: z.string() })).optional(),
  paths: z.record(z.string(), z.unknown()),
});

/** Reads every `*.yaml` OpenAPI document of `directory` (other YAML there, like tool settings, is left). */
export async function readVendorDocuments(directory: string): Promise<VendorDocument[]> {
  const names = (await readdir(directory)).filter((name) => /\.ya?ml$/.test(name)).sort();
  const documents: VendorDocument[] = [];
  for (const name of names) {
    // The documents share subtrees through YAML anchors and merge keys (`<<`, YAML 1.1), both honoured.
    const content: unknown = parse(await readFile(path.join(directory, name), 'utf8'), {
      maxAliasCount: -1,
      merge: true,
    });
    const head = documentHead.safeParse(content);
    if (!head.success) continue;
    const dialect = head.data.openapi.startsWith('3.0') ? '3.0' : '3.1';
    const server = head.data.servers?.[0]?.url;
    const basePath = server ? new URL(server, 'https://vendor.invalid').pathname.replace(/\/$/, '') : '';
    const document = content as Record<string, unknown>;
    documents.push({
      name,
      dialect,
      basePath,
      content: dialect === '3.0' ? (nullableAsJsonSchema(document) as Record<string, unknown>) : document,
    });
  }
  if (documents.length === 0) throw new Error(`No OpenAPI document in ${directory}`);
  return documents;
}

/**
 * OpenAPI 3.0's `nullable: true` means "null is allowed too" (3.0.3 §4.7.25.1); JSON Schema says it
 * with `null` among the types (and in an `enum`), or, where the schema names no type (an `allOf`,
 * a `$ref`), as one more alternative. Ajv reads `nullable` only beside a `type`, so every schema of
 * a 3.0 document is written the JSON Schema way before it is compiled.
 */
export function nullableAsJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const convert = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, nullableAsJsonSchema(value)]));
  // Anything but a boolean is a property that happens to be called `nullable`.
  if (typeof record.nullable !== 'boolean') return convert(record);
  const { nullable, ...rest } = record;
  const converted = convert(rest);
  if (!nullable) return converted;
  const withNull =
    Array.isArray(converted.enum) && !converted.enum.includes(null)
      ? { ...converted, enum: [...converted.enum, null] }
      : converted;
  if (typeof withNull.type === 'string') return { ...withNull, type: [withNull.type, 'null'] };
  if (Array.isArray(withNull.type)) return { ...withNull, type: [...new Set([...withNull.type, 'null'])] };
  return { anyOf: [withNull, { type: 'null' }] };
}
