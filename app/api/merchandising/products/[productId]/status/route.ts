import { z } from 'zod';
import { setProductStatus } from '@/lib/commerce/operations/merchandising';
import { productStatus } from '@/lib/commerce/schemas/merchandising';
import { dataAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';

const statusBody = z.strictObject({ status: productStatus });

/**
 * Takes a product out of the next release (`draft`) or puts it back (`live`). Spec 3.2: releases
 * hold live products only, so shoppers see the change after the next publish; no cache is touched.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]/status'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, statusBody);
  if (!read.ok) return read.response;
  const { productId } = await params;
  const changed = await setProductStatus(adminClient(), productId, read.data.status);
  if (!changed.ok) return failureAnswer(changed.error, MERCHANDISER_FAILURE);
  const { name, status } = changed.data.data.attributes;
  return dataAnswer({ id: changed.data.data.id, name, status });
}
