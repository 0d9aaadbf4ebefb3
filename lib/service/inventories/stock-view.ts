import type { LocationRow, StockRecord } from './stock-store';

const iso = (date: Date) => date.toISOString();
const latest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
const earliest = (dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));

/** The vendor's stock resource: totals over every place, and each place by slug. */
export function stockView(stock: StockRecord) {
  const sum = (pick: (place: StockRecord['places'][number]) => number) =>
    stock.places.reduce((total, place) => total + pick(place), 0);
  const total = sum((place) => place.total);
  const allocated = sum((place) => place.allocated);
  return {
    id: stock.productId,
    type: 'stock' as const,
    attributes: {
      total,
      allocated,
      available: total - allocated,
      locations: Object.fromEntries(
        stock.places.map((place) => [
          place.slug,
          { total: place.total, allocated: place.allocated, available: place.total - place.allocated },
        ]),
      ),
    },
    meta: {
      stock_id: stock.productId,
      timestamps: {
        created_at: iso(earliest(stock.places.map((place) => place.createdAt))),
        updated_at: iso(latest(stock.places.map((place) => place.updatedAt))),
      },
    },
  };
}

export function locationView(location: LocationRow) {
  return {
    id: location.id,
    type: 'inventory_location' as const,
    attributes: {
      name: location.name,
      slug: location.slug,
      ...(location.description !== null && { description: location.description }),
      address: location.address,
    },
    meta: { timestamps: { created_at: iso(location.createdAt), updated_at: iso(location.updatedAt) } },
  };
}
