import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';
import { defineRoute } from '../../http/route';
import { pcmFiles } from '../draft-schema';
import { isUuid } from '../ids';
import { fileIdOf, FILES_PATH } from './paths';

const TEXT_TYPES = /^(text\/|image\/svg\+xml$)/;

const getFileRoute = defineRoute({
  method: 'get',
  path: `${FILES_PATH}/{id}`,
  tags: ['Files'],
  summary: "A product's main image or file (public, like a CDN: no token)",
  security: [],
  request: {
    params: z.object({
      id: z.string().openapi({ description: 'The file id, with or without its name’s extension' }),
    }),
  },
  errorResponses: false,
  responses: {
    200: { description: 'The file, with its media type and a year-long cache lifetime' },
    304: { description: 'Not modified (If-None-Match)' },
    404: { description: 'Unknown file (error envelope)' },
  },
});

/**
 * Serves product files from storage. Files never change under an id, so they are cacheable for a
 * year; the entity tag lets a revalidation answer 304. An SVG is served with a policy that lets it
 * draw but never run anything.
 */
export const fileRoutes = createRouter().openapi(getFileRoute, async (c) => {
  const id = fileIdOf(c.req.valid('param').id);
  const [file] = isUuid(id)
    ? await c.var.deps.storage.db.select().from(pcmFiles).where(eq(pcmFiles.id, id))
    : [];
  if (!file) throw notFound(`File ${id} not found`);
  // An upload's bytes are kept in base64; the drawn pictures and documents are text.
  const content = file.contentEncoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content;
  const etag = `"${createHash('sha1').update(content).digest('base64url').slice(0, 22)}"`;
  const headers: Record<string, string> = {
    'Content-Type': TEXT_TYPES.test(file.mimeType) ? `${file.mimeType}; charset=utf-8` : file.mimeType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Content-Disposition': `${file.mimeType.startsWith('image/') ? 'inline' : 'attachment'}; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  const matches = (c.req.header('if-none-match') ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);
  if (matches) return c.body(null, 304, headers);
  return c.body(typeof content === 'string' ? content : new Uint8Array(content), 200, headers);
});
