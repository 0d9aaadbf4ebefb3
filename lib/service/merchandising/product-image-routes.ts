import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { adminOnly } from '../auth/middleware';
import { notFound, unprocessable } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { pcmFiles, pcmProducts } from '../catalog/draft-schema';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';

/**
 * A product's main image (the vendor's "Product Image Relationships" of pim.yaml): which uploaded
 * picture it shows. The change reaches shoppers with the next publish, like every draft change.
 */
const admin = { tags: ['Products (admin)'], access: adminOnly };
const path = '/pcm/products/{id}/relationships/main_image';
const params = z.object({ id: z.string().openapi({ description: 'The product id (uuid)' }) });
const fileRef = z.object({ type: z.literal('file'), id: z.string().min(1).max(64) });
export const mainImageRequest = z.object({ data: fileRef });
export const mainImageResponse = z.object({ data: z.array(fileRef) });

const noContent = { 204: { description: 'Done' } };

async function requireProduct(db: Database, productId: string) {
  const product = await rowById(productId, () =>
    db
      .select({ id: pcmProducts.id, mainImageId: pcmProducts.mainImageId })
      .from(pcmProducts)
      .where(eq(pcmProducts.id, productId.toLowerCase())),
  );
  if (!product) throw notFound(`Product ${productId} not found`);
  return product;
}

/** The file must exist and be a picture: a PDF cannot be a product's main image. */
async function requireImage(db: Database, fileId: string) {
  const file = await rowById(fileId, () =>
    db
      .select({ id: pcmFiles.id, mimeType: pcmFiles.mimeType })
      .from(pcmFiles)
      .where(eq(pcmFiles.id, fileId.toLowerCase())),
  );
  if (!file) throw unprocessable(`data.id: no file ${fileId}`, { field: 'data.id' });
  if (!file.mimeType.startsWith('image/'))
    throw unprocessable(`data.id: file ${fileId} is not a picture (${file.mimeType})`, { field: 'data.id' });
  return file;
}

async function setMainImage(db: Database, productId: string, fileId: string | null) {
  await db
    .update(pcmProducts)
    .set({ mainImageId: fileId, updatedAt: new Date() })
    .where(eq(pcmProducts.id, productId));
}

const getRoute = defineRoute({
  method: 'get',
  path,
  ...admin,
  summary: "A product's main image (a list of at most one file)",
  request: { params },
  responses: { 200: json(mainImageResponse, 'The main image') },
});

const write = (method: 'post' | 'put', summary: string) =>
  defineRoute({
    method,
    path,
    ...admin,
    summary,
    request: { params, body: mainImageRequest },
    responses: noContent,
  });

const deleteRoute = defineRoute({
  method: 'delete',
  path,
  ...admin,
  summary: "Take the product's main image away",
  request: { params },
  responses: noContent,
});

export const productImageRoutes = createRouter().openapi(getRoute, async (c) => {
  const product = await requireProduct(c.var.deps.storage.db, c.req.valid('param').id);
  return c.json(
    { data: product.mainImageId ? [{ type: 'file' as const, id: product.mainImageId }] : [] },
    200,
  );
});

const WRITES = [
  ['post', 'Give the product a main image (an uploaded picture)'],
  ['put', "Replace the product's main image"],
] as const;
for (const [method, summary] of WRITES)
  productImageRoutes.openapi(write(method, summary), async (c) => {
    const db = c.var.deps.storage.db;
    const product = await requireProduct(db, c.req.valid('param').id);
    const file = await requireImage(db, c.req.valid('json').data.id);
    await setMainImage(db, product.id, file.id);
    return c.body(null, 204);
  });

productImageRoutes.openapi(deleteRoute, async (c) => {
  const db = c.var.deps.storage.db;
  const product = await requireProduct(db, c.req.valid('param').id);
  await setMainImage(db, product.id, null);
  return c.body(null, 204);
});
