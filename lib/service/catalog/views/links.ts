import type { Context } from 'hono';
import { filePath } from '../files/paths';
import { publicRequestUrl } from '../../http/public-origin';

/**
 * The service's own base URL (`{base_url}`) as the caller reached it: the request's origin and the
 * path up to the catalog's first segment. Links and file hrefs built on it stay right wherever the
 * service is mounted (`/commerce` in the storefront, or any other prefix).
 */
export function serviceBaseUrl(c: Context): string {
  const url = publicRequestUrl(c);
  const match = /^(.*?)\/(catalog|pcm|files)(\/|$)/.exec(url.pathname);
  return `${url.origin}${match?.[1] ?? ''}`;
}

export const fileHref = (baseUrl: string, fileId: string, fileName: string) =>
  `${baseUrl}${filePath(fileId, fileName)}`;
