import { core } from './0001-core';
import { catalog, catalogDocuments } from './0002-catalog';
import { subscriptions } from './0003-subscriptions';
import { extensions } from './0004-extensions';
import { carts } from './0005-carts';
import { hardening } from './0006-hardening';
import { vendor } from './0007-vendor';
import { search } from './0008-search';
import { payments } from './0009-payments';
import { releasePreviews } from './0011-release-previews';
import { accountAddresses } from './0012-account-addresses';
import { memberSelfService } from './0014-member-self-service';
import { pimJobs } from './0015-pim-jobs';
import { cartSettings } from './0016-cart-settings';
import { orderReview } from './0017-order-review';
import { customRelationships } from './0018-custom-relationships';
import { merchandiserEdits } from './0019-merchandiser-edits';
import { subscriptionItems } from './0020-subscription-items';

export interface Migration {
  id: string;
  sql: string;
}

/**
 * Every migration, in the order it is applied. Append; never edit one that has shipped. 0010 and
 * 0013 made the storefront's own tables, which the storefront now makes itself
 * (lib/platform/record-tables.ts); a database that applied them keeps them as they are.
 */
export const migrations: Migration[] = [
  core,
  catalog,
  catalogDocuments,
  subscriptions,
  extensions,
  carts,
  hardening,
  vendor,
  search,
  payments,
  releasePreviews,
  accountAddresses,
  memberSelfService,
  pimJobs,
  cartSettings,
  orderReview,
  customRelationships,
  merchandiserEdits,
  subscriptionItems,
];
