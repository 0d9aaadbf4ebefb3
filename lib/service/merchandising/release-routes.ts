import { z } from '@hono/zod-openapi';
import { releaseResponse } from '@/lib/commerce/schemas/catalog';
import { publishReleaseRequest } from '@/lib/commerce/schemas/merchandising';
import { adminOnly } from '../auth/middleware';
import { createRouter } from '../http/router';
import { defineRoute, json, optionalJsonBody } from '../http/route';
import { publishRelease, RETAINED_RELEASES } from '../catalog';
import { releaseView } from '../catalog/views/admin-view';

const admin = { tags: ['Catalogs (admin)'], access: adminOnly };
const params = z.object({ catalog_id: z.string().openapi({ description: 'The catalog id (uuid)' }) });

const publishRoute = defineRoute({
  method: 'post',
  path: '/pcm/catalogs/{catalog_id}/releases',
  ...admin,
  summary: 'Publish a new release of a catalog',
  description: `Snapshots the catalog's live products (spec 3.2) as they are now. The new release becomes \`latest\`; only the current release and the ${RETAINED_RELEASES - 1} before it are kept (spec 4.7 rule 2), so the oldest then answers 404. The body may be left out.`,
  request: { params, body: optionalJsonBody(publishReleaseRequest) },
  responses: { 201: json(releaseResponse, 'The new release') },
});

const previewRoute = defineRoute({
  method: 'post',
  path: '/pcm/catalogs/{catalog_id}/previews',
  ...admin,
  summary: "Render the catalog's current, unpublished data for a merchandiser's preview",
  description:
    'An extension (issue 18): renders the live products as a publish would, as a release numbered 0 that is never `latest`, never listed, counted or pruned with the releases, and replaced by the next preview of the catalog. Read it like any release, by its id, under `/pcm/catalogs/{catalog_id}/releases/{id}/…` (admin only); shoppers never see it.',
  request: { params },
  responses: { 201: json(releaseResponse, 'The preview, as a release') },
});

export const releaseRoutes = createRouter()
  .openapi(publishRoute, async (c) => {
    const { catalog_id } = c.req.valid('param');
    // One transaction; concurrent publishes of a catalog queue on its row (publish-release.ts).
    const release = await publishRelease(c.var.deps.storage.db, catalog_id);
    const url = new URL(c.req.url);
    c.header('Location', `${url.origin}${url.pathname.replace(/\/+$/, '')}/${release.id}`);
    return c.json({ data: releaseView(release, release.id) }, 201);
  })
  .openapi(previewRoute, async (c) => {
    const { catalog_id } = c.req.valid('param');
    const preview = await publishRelease(c.var.deps.storage.db, catalog_id, { preview: true });
    const url = new URL(c.req.url);
    c.header('Location', `${url.origin}${url.pathname.replace(/\/previews\/?$/, '')}/releases/${preview.id}`);
    return c.json({ data: releaseView(preview, null) }, 201);
  });
