import { getTranslations } from 'next-intl/server';
import { checkImage, MAX_IMAGE_BYTES, type ImageRefusal } from '@/lib/commerce/images';
import { replaceMainImage, uploadFile } from '@/lib/commerce/operations/merchandising';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { assetResolver } from '@/lib/storefront/catalog/assets.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readMultipart } from '@/lib/storefront/http/read-body.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';

/** Room for the multipart boundaries and headers around the largest picture. */
const MULTIPART_OVERHEAD = 16 * 1024;

const REFUSAL_STATUS: Record<ImageRefusal, number> = {
  empty: 422,
  'too-large': 413,
  'not-an-image': 422,
  'type-mismatch': 422,
};

/**
 * A new main picture for the product: the multipart `picture` part, checked here as the service
 * checks it (a PNG, JPEG, WebP or GIF by its bytes, at most 1 MiB), uploaded to the service's files
 * (`POST /v2/files`) and made the product's main image. Shoppers see it after the next publish.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]/picture'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Merchandising.edit.errors' });
  const words = (refusal: ImageRefusal) =>
    refusal === 'too-large'
      ? t('pictureTooLarge', { size: '1 MB' })
      : t(refusal === 'empty' ? 'pictureEmpty' : 'notAPicture');
  const read = await readMultipart(request, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD, words('too-large'));
  if (!read.ok) return read.response;
  const part = read.data.get('picture');
  if (!(part instanceof File)) return errorAnswer(400, t('pictureMissing'), { meta: { field: 'picture' } });
  const bytes = new Uint8Array(await part.arrayBuffer());
  const checked = checkImage(bytes, part.type);
  if (!checked.ok)
    return errorAnswer(REFUSAL_STATUS[checked.refusal], words(checked.refusal), {
      meta: { field: 'picture', reason: checked.refusal },
    });

  const { productId } = await params;
  const client = adminClient();
  const picture = new Blob([bytes], { type: checked.image.mimeType });
  const uploaded = await uploadFile(client, picture, part.name || 'picture');
  if (!uploaded.ok) return failureAnswer(uploaded.error, MERCHANDISER_FAILURE);
  const file = uploaded.data.data;
  const linked = await replaceMainImage(client, productId, file.id);
  if (!linked.ok) return failureAnswer(linked.error, MERCHANDISER_FAILURE);
  return dataAnswer({
    id: file.id,
    src: assetResolver()(file.attributes.href),
    fileName: file.attributes.file_name,
  });
}
