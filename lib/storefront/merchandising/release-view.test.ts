import { describe, expect, it } from 'vitest';
import type { Catalog, Release } from '@/lib/commerce/schemas/catalog';
import { catalogReleasesView, toReleaseView } from './release-view';

const catalog: Catalog = {
  id: 'standard',
  type: 'catalog',
  attributes: { name: 'Standard', description: '', hierarchy_ids: [] },
};

function release(number: number, meta: NonNullable<Release['meta']> = {}, name?: string): Release {
  return {
    id: `release-${number}`,
    type: 'catalog-release',
    attributes: {
      catalog_id: 'standard',
      ...(name && { name }),
      published_at: `2026-05-0${number}T10:00:00Z`,
    },
    meta: { number, product_count: 10 + number, ...meta },
  };
}

describe('a catalog and its releases', () => {
  it('says the next publish drops the oldest of three kept releases (spec 4.7 rule 2)', () => {
    const kept = [release(5, { is_latest: true }), release(4), release(3)];
    expect(catalogReleasesView(catalog, kept).droppedNext?.id).toBe('release-3');
  });

  it('says the next publish drops none while fewer than three are kept', () => {
    expect(
      catalogReleasesView(catalog, [release(2, { is_latest: true }), release(1)]).droppedNext,
    ).toBeNull();
    expect(catalogReleasesView(catalog, []).droppedNext).toBeNull();
  });

  it('keeps the newest-first order, and a catalog without a description has none', () => {
    const view = catalogReleasesView(catalog, [release(2, { is_latest: true }), release(1)]);
    expect(view.releases.map((entry) => entry.id)).toEqual(['release-2', 'release-1']);
    expect(view.catalog).toEqual({ id: 'standard', name: 'Standard', description: null });
  });

  it('maps a release: its own name or none, its number, count and whether it is the latest', () => {
    expect(toReleaseView(release(2, { is_latest: true }, 'Spring'))).toEqual({
      id: 'release-2',
      name: 'Spring',
      number: 2,
      publishedAt: '2026-05-02T10:00:00Z',
      productCount: 12,
      isLatest: true,
      unpublishedPreview: false,
    });
    expect(toReleaseView(release(1))).toMatchObject({ name: null, isLatest: false });
  });

  it('tells the preview of the unpublished data, which has no number or count, from a release', () => {
    const preview: Release = {
      id: 'preview',
      type: 'catalog-release',
      attributes: { catalog_id: 'standard', published_at: '2026-05-09T10:00:00Z' },
      meta: { preview: true },
    };
    expect(toReleaseView(preview)).toMatchObject({
      number: null,
      productCount: null,
      isLatest: false,
      unpublishedPreview: true,
    });
  });
});
