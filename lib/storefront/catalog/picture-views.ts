import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * The views of a product's pictures. The demo service names picture files `…-{view}.svg`
 * (front, back, scene, detail); any other image file is "another view". Alt text names the
 * product (translated by the service) and the view, in the shopper's language.
 */
export type PictureView = 'front' | 'back' | 'scene' | 'detail' | 'other';

/** `Product.views` of the message files: the catalog's views are built outside React's tree. */
const LABELS = { en: en.Product.views, fr: fr.Product.views } satisfies Record<
  'en' | 'fr',
  Record<PictureView, string>
>;

export function pictureView(fileName: string | undefined): PictureView {
  const match = /-(front|back|scene|detail)\.[a-z]+$/i.exec(fileName ?? '');
  return (match?.[1]?.toLowerCase() as PictureView | undefined) ?? 'other';
}

export function viewLabel(view: PictureView, locale: string): string {
  return LABELS[locale.toLowerCase().startsWith('fr') ? 'fr' : 'en'][view];
}

/** "Classic Crew Tee, back view". */
export const pictureAlt = (productName: string, view: PictureView, locale: string) =>
  `${productName}, ${viewLabel(view, locale)}`;
