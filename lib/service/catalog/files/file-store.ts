import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FilterCondition } from '@/lib/commerce/filter';
import type { Database } from '../../storage/database';
import { pcmFiles } from '../draft-schema';
import { isUuid } from '../ids';
import type { Page } from '../../http/paging';
import { pageRows } from '../../sql/page';
import type { FileSnapshot } from '../release-document';
import { anyUuid } from '../sql-any';

const NONE = eq(pcmFiles.id, '00000000-0000-0000-0000-000000000000');

function conditionSql({ attribute, values }: FilterCondition): SQL {
  if (attribute === 'file_name') return eq(pcmFiles.fileName, values[0]!);
  if (attribute === 'mime_type') return eq(pcmFiles.mimeType, values[0]!);
  // An id that is not a UUID cannot match (and must not reach a uuid column).
  const ids = values.filter(isUuid).map((id) => id.toLowerCase());
  return ids.length ? anyUuid(pcmFiles.id, ids) : NONE;
}

/** A file's metadata columns: everything but its content. */
export const fileMetadata = {
  id: pcmFiles.id,
  fileName: pcmFiles.fileName,
  mimeType: pcmFiles.mimeType,
  fileSize: pcmFiles.fileSize,
  width: pcmFiles.width,
  height: pcmFiles.height,
  createdAt: pcmFiles.createdAt,
};

type MetadataRow = { [K in keyof typeof fileMetadata]: (typeof pcmFiles.$inferSelect)[K] };

/** The metadata as a release keeps and a file resource shows it. */
export const fileSnapshot = (row: MetadataRow): FileSnapshot => ({
  id: row.id,
  file_name: row.fileName,
  mime_type: row.mimeType,
  file_size: row.fileSize,
  width: row.width,
  height: row.height,
  created_at: row.createdAt.toISOString(),
});

/** A page of the store's files (their metadata, never their content), oldest first, with the total. */
export async function listFiles(db: Database, conditions: readonly FilterCondition[], page: Page) {
  const where = conditions.length ? and(...conditions.map(conditionSql)) : undefined;
  const ordered = db
    .select(fileMetadata)
    .from(pcmFiles)
    .where(where)
    .orderBy(asc(pcmFiles.createdAt), asc(pcmFiles.id));
  const { rows, total } = await pageRows(ordered, db.$count(pcmFiles, where), page);
  return { files: rows.map(fileSnapshot), total };
}

export async function findFile(db: Database, fileId: string): Promise<FileSnapshot | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db.select(fileMetadata).from(pcmFiles).where(eq(pcmFiles.id, fileId.toLowerCase()));
  return row ? fileSnapshot(row) : null;
}

/** Stores an uploaded picture's bytes (base64 in the text column) and answers its metadata. */
export async function insertUploadedFile(
  db: Database,
  upload: {
    fileName: string;
    mimeType: string;
    bytes: Uint8Array;
    width: number | null;
    height: number | null;
  },
): Promise<FileSnapshot> {
  const [row] = await db
    .insert(pcmFiles)
    .values({
      id: randomUUID(),
      fileName: upload.fileName,
      mimeType: upload.mimeType,
      fileSize: upload.bytes.byteLength,
      width: upload.width,
      height: upload.height,
      content: Buffer.from(upload.bytes).toString('base64'),
      contentEncoding: 'base64',
    })
    .returning(fileMetadata);
  return fileSnapshot(row!);
}
