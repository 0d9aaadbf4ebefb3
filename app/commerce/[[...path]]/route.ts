import { embeddedFetch, isEmbedded } from '@/lib/service/embedded';

/** The embedded commerce service's mount (DESIGN.md §1): every request under /commerce goes to it. */
async function handle(request: Request): Promise<Response> {
  if (!isEmbedded()) {
    return Response.json(
      {
        errors: [
          {
            status: '404',
            title: 'Not Found',
            detail: 'This storefront uses a remote commerce service (COMMERCE_BASE_URL)',
          },
        ],
      },
      { status: 404 },
    );
  }
  return embeddedFetch(request);
}

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
