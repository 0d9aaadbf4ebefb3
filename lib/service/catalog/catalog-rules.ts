import { asc } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { pcmCatalogRules } from './draft-schema';
import { latestRelease } from './releases';

/** The shopper's context of spec 4.6: the `Vendor-Channel` and `Vendor-Context-Tag` headers. */
export interface ShopperContext {
  channel?: string;
  contextTag?: string;
}

export interface CatalogRule {
  id: string;
  catalogId: string;
  channels: string[];
  tags: string[];
  createdAt: Date;
}

const normalise = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * How specific a matching rule is, or null when it does not match. Spec 4.6: a rule without
 * channels matches every channel; the tag refines eligibility. A rule naming both beats one naming
 * only the channel, which beats one naming only the tag, which beats a catch-all.
 */
export function ruleSpecificity(rule: Pick<CatalogRule, 'channels' | 'tags'>, context: ShopperContext) {
  const channel = normalise(context.channel);
  const tag = normalise(context.contextTag);
  if (rule.channels.length > 0 && (!channel || !rule.channels.includes(channel))) return null;
  if (rule.tags.length > 0 && (!tag || !rule.tags.includes(tag))) return null;
  return (rule.channels.length > 0 ? 2 : 0) + (rule.tags.length > 0 ? 1 : 0);
}

/** Matching rules, best first; equally specific rules in the order they were created. */
export function rankRules<R extends Pick<CatalogRule, 'channels' | 'tags'>>(
  rules: readonly R[],
  context: ShopperContext,
): R[] {
  return rules
    .map((rule, index) => ({ rule, index, score: ruleSpecificity(rule, context) }))
    .filter((entry): entry is { rule: R; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.rule);
}

/**
 * The release a shopper sees (spec 4.6 rule 2): the latest release of the catalog that the most
 * specific matching rule selects. A rule whose catalog was never published is passed over, so a
 * catalog that is configured but not yet published does not empty the shop.
 */
export async function resolveShopperRelease(db: Database, context: ShopperContext) {
  const rules = await db
    .select({
      id: pcmCatalogRules.id,
      catalogId: pcmCatalogRules.catalogId,
      channels: pcmCatalogRules.channels,
      tags: pcmCatalogRules.tags,
    })
    .from(pcmCatalogRules)
    .orderBy(asc(pcmCatalogRules.createdAt), asc(pcmCatalogRules.id));
  for (const rule of rankRules(rules, context)) {
    const release = await latestRelease(db, rule.catalogId);
    if (release) return release;
  }
  return null;
}
