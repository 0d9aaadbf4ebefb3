import { describe, expect, it } from 'vitest';
import { BUNDLES, HIERARCHIES, PARENTS, PRODUCTS, type NodeDef } from './data';

/** Every node of a tree, depth first. */
const allNodes = (nodes: NodeDef[]): NodeDef[] =>
  nodes.flatMap((node) => [node, ...allNodes(node.children ?? [])]);

// A shopper in a French market sees the demo catalog in French (issue 26 point 10): a definition
// added without French, or with an English description left untranslated, fails here.
describe('demo catalog in French', () => {
  const products = [...PRODUCTS, ...PARENTS, ...BUNDLES];

  it.each(products.map((product) => [product.key, product] as const))(
    'product %s has a French name, and a French description where the English has one',
    (_key, product) => {
      expect(product.fr.name.trim()).not.toBe('');
      if (product.description) {
        expect(product.fr.description?.trim()).toBeTruthy();
        expect(product.fr.description).not.toBe(product.description);
      }
    },
  );

  it('every hierarchy has a French name and description, and every node a French name', () => {
    for (const hierarchy of HIERARCHIES) {
      expect(hierarchy.fr.name.trim()).not.toBe('');
      expect(hierarchy.fr.description.trim()).not.toBe('');
      expect(hierarchy.fr.description).not.toBe(hierarchy.description);
      for (const node of allNodes(hierarchy.nodes)) expect(node.fr.trim(), node.key).not.toBe('');
    }
  });

  it('names are French, not copies of the English (words shared by both languages aside)', () => {
    const shared = new Set(['T-shirts', 'Jeans', 'Shorts', 'Textiles', 'Camping', 'Guides']);
    const copied = [
      ...products.filter((product) => product.fr.name === product.name).map((product) => product.key),
      ...HIERARCHIES.flatMap((hierarchy) => allNodes(hierarchy.nodes))
        .filter((node) => node.fr === node.name && !shared.has(node.name))
        .map((node) => node.key),
    ];
    expect(copied).toEqual([]);
  });
});
