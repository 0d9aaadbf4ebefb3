import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import { startCatalogService, errorOf, type CatalogTestService, type ProductList } from '../testing/catalog';

let t: CatalogTestService;
beforeAll(async () => {
  t = await startCatalogService();
});
afterAll(() => t?.close());

async function includedFiles() {
  const listing = await t.get<ProductList>(
    '/catalog/products?filter=in(sku,TWO-PERSON-TENT,TABLE-LAMP)&include=main_image,files',
  );
  return listing.body.included!;
}

describe('product files (public, like a CDN)', () => {
  it('serves a main image without a token: a drawn SVG with no text or script, cacheable for a year', async () => {
    const { main_images } = await includedFiles();
    const image = main_images!.find((file) => file.attributes.file_name === 'two-person-tent-front.svg')!;
    const response = await fetch(image.attributes.href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A storefront on another site may draw it; the service's JSON answers stay same-site.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const listing = await t.svc.request('/catalog/products', { token: t.shopper });
    expect(listing.headers.get('cross-origin-resource-policy')).toBe('same-site');
    const body = await response.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body).not.toMatch(/<text|<script|<foreignObject|href=|on\w+=/i);
    expect(Buffer.byteLength(body)).toBe(image.attributes.file_size);
    expect(image.attributes).toMatchObject({ width: 800, height: 800 });
  });

  it('links each file by its id and its name’s extension, as the vendor does, and serves it with or without one', async () => {
    // Next's image component draws an address ending in .svg as it is: the vendor's storefront,
    // which lists only the vendor's image hosts, shows the service's pictures that way.
    const { main_images, files } = await includedFiles();
    const svg = main_images!.find((file) => file.attributes.file_name === 'two-person-tent-front.svg')!;
    expect(svg.attributes.href).toBe(`${t.svc.baseUrl}/files/${svg.id}.svg`);
    const pdf = files!.find((file) => file.attributes.mime_type === 'application/pdf')!;
    expect(pdf.attributes.href).toBe(`${t.svc.baseUrl}/files/${pdf.id}.pdf`);
    const read = (href: string) =>
      fetch(href).then(async (response) => ({ status: response.status, body: await response.text() }));
    const withExtension = await read(svg.attributes.href);
    const bare = await read(`${t.svc.baseUrl}/files/${svg.id}`);
    expect(withExtension.status).toBe(200);
    expect(withExtension).toEqual(bare);
    const unknown = await fetch(`${t.svc.baseUrl}/files/${demoId.file('nothing')}.svg`);
    expect(unknown.status).toBe(404);
  });

  it('lists the other views of a product as image files before its documents', async () => {
    const { files } = await includedFiles();
    const names = files!.map((file) => file.attributes.file_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'two-person-tent-back.svg',
        'two-person-tent-detail.svg',
        'table-lamp-scene.svg',
      ]),
    );
    for (const file of files!.filter((entry) => entry.attributes.mime_type === 'image/svg+xml'))
      expect(file.attributes).toMatchObject({ width: 800, height: 800 });
  });

  it('serves a PDF and a text file with their media types', async () => {
    const { files } = await includedFiles();
    const pdf = files!.find((file) => file.attributes.mime_type === 'application/pdf')!;
    const pdfResponse = await fetch(pdf.attributes.href);
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf');
    expect(pdfResponse.headers.get('content-disposition')).toBe(
      'attachment; filename="two-person-tent-spec-sheet.pdf"',
    );
    const pdfBody = await pdfResponse.text();
    expect(pdfBody.startsWith('%PDF-1.4')).toBe(true);
    expect(pdfBody.trimEnd().endsWith('%%EOF')).toBe(true);
    const text = files!.find((file) => file.attributes.mime_type === 'text/plain')!;
    const textResponse = await fetch(text.attributes.href);
    expect(textResponse.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await textResponse.text()).toContain('Two years from the date of purchase.');
  });

  it('answers a revalidation with the same entity tag with 304', async () => {
    const href = `${t.svc.baseUrl}/files/${demoId.file('pocket-tee:main')}`;
    const first = await fetch(href);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(href, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers an unknown file with 404 in the error envelope', async () => {
    for (const id of [demoId.file('nothing'), 'not-a-uuid']) {
      const response = await fetch(`${t.svc.baseUrl}/files/${id}`);
      expect(response.status).toBe(404);
      expect(errorOf(await response.json()).status).toBe('404');
    }
  });

  it('gives each colour its own pictures: the first colour shares its parent’s, another differs', async () => {
    type One = { data: { relationships: { main_image: { data: { id: string } } } } };
    const black = await t.get<One>(`/catalog/products/${DEMO_CATALOG.products.classicTeeSmallBlack}`);
    expect(black.body.data.relationships.main_image.data.id).toBe(demoId.file('classic-tee:main'));
    const white = await t.get<One>(`/catalog/products/${DEMO_CATALOG.products.classicTeeXlWhite}`);
    const whiteId = white.body.data.relationships.main_image.data.id;
    expect(whiteId).toBe(demoId.file('classic-tee:white:front'));
    const [blackSvg, whiteSvg] = await Promise.all(
      [demoId.file('classic-tee:main'), whiteId].map((id) =>
        fetch(`${t.svc.baseUrl}/files/${id}`).then((response) => response.text()),
      ),
    );
    expect(blackSvg).toContain('#22252a');
    expect(whiteSvg).toContain('#f4f2ee');
    expect(whiteSvg).not.toBe(blackSvg);
  });
});
