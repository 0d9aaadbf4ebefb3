/** The scope of a whole release in catalog_release_counts. */
export const RELEASE_SCOPE = 'release';

/**
 * Facet values are stored only from this many products up: a rarer value is counted through its
 * index at request time about as fast, and skipping them keeps a release of many distinct tags
 * from writing a row per tag and node.
 */
export const FACET_MIN_COUNT = 100;

export interface CountRow {
  scope: string;
  facet: string;
  value: string;
  count: number;
}

/** Counts, per scope (release, hierarchy, node), the products and those of each type and tag. */
export class FacetCounter {
  private readonly counts = new Map<string, number>();

  constructor(scopes: Iterable<string>) {
    for (const scope of scopes) this.counts.set(this.key(scope, '', ''), 0);
  }

  private key(scope: string, facet: string, value: string) {
    return `${scope}\u0000${facet}\u0000${value}`;
  }

  private bump(scope: string, facet: string, value: string) {
    const key = this.key(scope, facet, value);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  add(scopes: readonly string[], productTypes: readonly string[], tags: readonly string[]) {
    for (const scope of scopes) {
      this.bump(scope, '', '');
      for (const type of productTypes) this.bump(scope, 'product_types', type);
      for (const tag of tags) this.bump(scope, 'tags', tag);
    }
  }

  total(scope: string): number {
    return this.counts.get(this.key(scope, '', '')) ?? 0;
  }

  rows(): CountRow[] {
    const rows: CountRow[] = [];
    for (const [key, count] of this.counts) {
      const [scope = '', facet = '', value = ''] = key.split('\u0000');
      if (facet === '' || count >= FACET_MIN_COUNT) rows.push({ scope, facet, value, count });
    }
    return rows;
  }
}
