import { embeddedFetch, isEmbedded } from '@/lib/service/embedded';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { remoteFile } from '@/lib/storefront/commerce/remote-files.server';

/**
 * The embedded commerce service's mount (DESIGN.md §1): every request under /commerce goes to it.
 * With a remote service (COMMERCE_BASE_URL) only its files are here, read through from it, so the
 * catalog's pictures load from this origin as they do with the embedded service.
 */
async function handle(request: Request): Promise<Response> {
  if (isEmbedded()) return embeddedFetch(request);
  const file = await remoteFile(request);
  return file ?? errorAnswer(404, 'This storefront uses a remote commerce service (COMMERCE_BASE_URL)');
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
