const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are stored as uuid; anything else cannot name a catalog resource, so callers answer 404
 * (or drop the value from an `in(id,…)` filter) instead of letting the database reject the cast.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
