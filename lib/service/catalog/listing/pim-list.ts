import { listLinks, listMeta, pimListLinks, type Page } from '../../http/paging';

/**
 * The answer of a PIM listing (`/pcm/**`): a page of records with `meta` and the links that lead
 * somewhere (pim.yaml leaves the others out).
 */
export const pimList = <T>(requestUrl: string, page: Page, total: number, data: T[]) => ({
  data,
  meta: listMeta(total, page),
  links: pimListLinks(requestUrl, total, page),
});

/** The answer of a catalog listing: a page of records with `meta` and spec 2.10 links (null where none). */
export const catalogList = <T>(requestUrl: string, page: Page, total: number, data: T[]) => ({
  data,
  meta: listMeta(total, page),
  links: listLinks(requestUrl, total, page),
});
