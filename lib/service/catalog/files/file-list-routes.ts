import { z } from '@hono/zod-openapi';
import { FILTER_RULES } from '@/lib/commerce/filter';
import { listEnvelope } from '@/lib/commerce/schemas/common';
import { file } from '@/lib/commerce/schemas/catalog';
import { adminOnly, anyToken } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';
import { defineRoute, json } from '../../http/route';
import { pageFrom, pageQuery } from '../../http/paging';
import { catalogList } from '../listing/pim-list';
import { filterQuery, parseFilterParameter } from '../listing/query-params';
import { fileView } from '../views/file-view';
// The path here starts with /v2 (not /catalog), which is what the carts' base URL reads.
import { serviceBaseUrl } from '../../carts/cart-view';
import { checkImage, IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageRefusal } from '@/lib/commerce/images';
import { badRequest, ServiceError, unprocessable } from '../../http/errors';
import { findFile, insertUploadedFile, listFiles } from './file-store';

const tags = ['Files'];

const listRoute = defineRoute({
  method: 'get',
  path: '/v2/files',
  tags,
  summary: 'The store’s files, e.g. `filter=in(id,…)` for a page’s main images (beyond the spec)',
  access: anyToken,
  request: { query: z.object({ ...pageQuery, ...filterQuery }) },
  responses: { 200: json(listEnvelope(file), 'A page of files') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/v2/files/{fileID}',
  tags,
  summary: 'One file’s metadata and link (beyond the spec); its content is at `link.href`',
  access: anyToken,
  request: { params: z.object({ fileID: z.string().min(1).max(64) }) },
  responses: { 200: json(z.object({ data: file }), 'The file') },
});

const uploadRoute = defineRoute({
  method: 'post',
  path: '/v2/files',
  tags,
  summary: 'Upload a picture (multipart `file`): PNG, JPEG, WebP or GIF, at most 1 MiB',
  description: [
    'The vendor’s createAFile, for product pictures. The bytes decide the type (their magic numbers):',
    'anything else is a 422, a declared type other than the bytes’ is a 422, a file over',
    `${MAX_IMAGE_BYTES} bytes a 413. \`file_location\` (a URL to fetch) is not supported: upload the bytes.`,
  ].join(' '),
  access: adminOnly,
  responses: {
    201: json(z.object({ data: file }), 'The stored file'),
    413: { description: 'The file is larger than 1 MiB' },
    415: { description: 'The body is not multipart/form-data' },
  },
});

const REFUSALS: Record<ImageRefusal, () => ServiceError> = {
  empty: () => unprocessable('file: the file is empty', { field: 'file' }),
  'too-large': () =>
    new ServiceError(413, `file: must be at most ${MAX_IMAGE_BYTES} bytes`, undefined, { field: 'file' }),
  'not-an-image': () =>
    unprocessable(`file: must be a picture (${IMAGE_TYPES.join(', ')}), told by its content`, {
      field: 'file',
    }),
  'type-mismatch': () =>
    unprocessable('file: the declared content type is not the type of its content', { field: 'file' }),
};

/** The file's own name, without a path or control characters, at most 255 characters. */
const cleanFileName = (name: string) =>
  name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .toWellFormed()
    .slice(0, 255) || 'upload';

export const fileListRoutes = createRouter()
  .openapi(uploadRoute, async (c) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('The request body is not valid multipart/form-data');
    }
    if (form.has('file_location'))
      throw unprocessable('file_location: fetching a file from a URL is not supported; upload the file', {
        field: 'file_location',
      });
    const part = form.get('file');
    if (!(part instanceof File)) throw badRequest('file: a file part is required', { field: 'file' });
    const bytes = new Uint8Array(await part.arrayBuffer());
    const checked = checkImage(bytes, part.type);
    if (!checked.ok) throw REFUSALS[checked.refusal]();
    const stored = await insertUploadedFile(c.var.deps.storage.db, {
      fileName: cleanFileName(part.name),
      mimeType: checked.image.mimeType,
      bytes,
      width: checked.image.width,
      height: checked.image.height,
    });
    return c.json({ data: fileView(stored, 'file', serviceBaseUrl(c)) }, 201);
  })
  .openapi(listRoute, async (c) => {
    const { db } = c.var.deps.storage;
    const query = c.req.valid('query');
    const conditions = parseFilterParameter(query.filter, FILTER_RULES.files);
    const page = await pageFrom(db, query);
    const { files, total } = await listFiles(db, conditions, page);
    const baseUrl = serviceBaseUrl(c);
    const data = files.map((entry) => fileView(entry, 'file', baseUrl));
    return c.json(catalogList(c.req.url, page, total, data), 200);
  })
  .openapi(getRoute, async (c) => {
    const { fileID } = c.req.valid('param');
    const found = await findFile(c.var.deps.storage.db, fileID);
    if (!found) throw notFound(`No file ${fileID}`);
    return c.json({ data: fileView(found, 'file', serviceBaseUrl(c)) }, 200);
  });
