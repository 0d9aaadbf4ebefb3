/**
 * A difference between the service's answers and the vendor's documents that is known and not
 * fixed yet. Each names the vendor's operation as its document writes it and the status answered.
 */
export interface KnownDeviation {
  /** `GET /catalog/nodes/{node_id}`: method and the document's path (server path included). */
  operation: string;
  status: number;
  /** Only in this document (`shopper.yaml`); in every document that has the operation when left out. */
  document?: string;
  /**
   * Only the problems that match (as the suite words them); any other problem of the same answer is
   * still a deviation. Left out: every problem of the operation's answers with that status.
   */
  problems?: RegExp;
  /** Whose area it is: whoever fixes it removes the entry. `vendor document` entries stay (README). */
  area: string;
  reason: string;
}

const known = (
  area: string,
  reason: string,
  status: number,
  operations: readonly string[],
  problems?: RegExp,
): KnownDeviation[] => operations.map((operation) => ({ operation, status, area, reason, problems }));

/** Every read that answers catalog products (its `data`, or its `included.component_products`). */
const PRODUCT_READS = [
  'GET /catalog/products',
  'GET /catalog/products/{product_id}',
  'GET /catalog/products/{product_id}/relationships/children',
  'GET /catalog/products/{product_id}/relationships/{custom_relationship_slug}/products',
  'GET /catalog/hierarchies/{hierarchy_id}/products',
  'GET /catalog/nodes/{node_id}/relationships/products',
  'GET /catalogs/{catalog_id}/releases/{release_id}/products',
  'GET /catalogs/{catalog_id}/releases/{release_id}/products/{product_id}',
  'GET /catalogs/{catalog_id}/releases/{release_id}/products/{product_id}/relationships/children',
  'GET /catalogs/{catalog_id}/releases/{release_id}/products/{product_id}/relationships/{custom_relationship_slug}/products',
  'GET /catalogs/{catalog_id}/releases/{release_id}/hierarchies/{hierarchy_id}/products',
  'GET /catalogs/{catalog_id}/releases/{release_id}/nodes/{node_id}/relationships/products',
  'POST /catalog/products/{product_id}/configure',
];

/**
 * The one list of known deviations. The conformance suite passes while every deviation it meets is
 * here; an entry goes when its deviation is fixed. What stays at the end are only the cases where
 * a vendor document contradicts the vendor's own examples or SDKs (listed in the README too).
 */
export const KNOWN_DEVIATIONS: readonly KnownDeviation[] = [
  // The vendor's documents against their own examples and SDKs: these stay.
  ...known(
    'vendor document',
    "catalog_view.yaml types each template attribute's value `object`; pim.yaml and every example hold strings, numbers, booleans",
    200,
    PRODUCT_READS,
    /\/attributes\/extensions\/[^ ]+ must be object/,
  ),
  ...known(
    'vendor document',
    'catalog search: neither `oneOf` alternative of a hit document requires a key, so every document matches both',
    200,
    ['POST /catalog/multi-search'],
    /\/document must match exactly one schema in oneOf/,
  ),
  ...known(
    'vendor document',
    'commerce-extensions.yaml requires `data.values`; its examples (and the spec 2.9) put the field values in `data` itself',
    200,
    [
      'GET /v2/extensions/{custom_api_slug}/{custom_api_entry_id}',
      'PUT /v2/extensions/{custom_api_slug}/{custom_api_entry_id}',
    ],
    /^\/data must have required property 'values'/,
  ),
  ...known(
    'vendor document',
    'commerce-extensions.yaml requires `data.values`; its examples (and the spec 2.9) put the field values in `data` itself',
    201,
    ['POST /v2/extensions/{custom_api_slug}'],
    /^\/data must have required property 'values'/,
  ),
  ...known(
    'vendor document',
    "currencies.yaml types one currency's `data` as an array; its example and the vendor's SDKs read one object",
    200,
    ['GET /v2/currencies/{currencyID}'],
    /^\/data must be array/,
  ),
  ...[401, 404].flatMap((status) =>
    known(
      'vendor document',
      "currencies.yaml's error schema is an array; its own example (and every other document) is the `errors` envelope",
      status,
      ['GET /v2/currencies', 'GET /v2/currencies/{currencyID}'],
      /^\(the body\) must be array/,
    ),
  ),

  // The rule of precedence (README): the spec's gateway name is accepted and answered when stored.
  ...known(
    'spec rule (README: rule of precedence)',
    'a payment authority stored under the spec’s `vendor_payments_processor` is answered so; the vendor names it `elastic_path_payments_stripe`',
    200,
    ['PUT /v2/subscriptions/subscriptions/{subscription_uuid}'],
    /payment_authority/,
  ),
];

/**
 * A request body the storefront sends that a vendor document refuses, though the vendor's own
 * examples or SDKs send it so (README, rule of precedence: the examples are followed). Only the
 * problems that match are excused; any other problem of the body still fails. Where the excused
 * problem is a `oneOf` the body matches more than once, `holds` is the alternative the body is,
 * as a schema whose `$ref`s name the document's schemas, and the body is held to it in full.
 */
export interface KnownRequestFault {
  /** `POST /v2/carts/{cartID}/checkout`: method and the document's path (server path included). */
  operation: string;
  problems: RegExp;
  holds?: Record<string, unknown>;
  reason: string;
}

export const KNOWN_REQUEST_FAULTS: readonly KnownRequestFault[] = [
  {
    operation: 'POST /v2/carts/{cartID}/checkout',
    problems: /^\(the body\) must match exactly one schema in oneOf$/,
    // The vendor's SDK later tells the two apart by `customer` and `contact`.
    holds: {
      allOf: [{ $ref: '#/components/schemas/CustomerCheckout' }],
      required: ['data'],
      properties: { data: { required: ['customer'], not: { required: ['contact'] } } },
    },
    reason:
      'a checkout is `oneOf` a customer and an account checkout, neither of which requires a key, so every body matches both (the three examples of the operation too); the vendor’s SDK requires `customer` of the one and `contact` of the other',
  },
  {
    operation: 'POST /v2/orders/{orderID}/payments',
    problems:
      /^(\/data must match exactly one schema in oneOf|\/data\/gateway must be equal to one of the allowed values .*)$/,
    holds: {
      required: ['data'],
      properties: { data: { $ref: '#/components/schemas/Data.ManualPayment' } },
    },
    reason:
      'a payment’s `data` is `oneOf` the gateways’ payments, one of which is a whole cart payment request (`{data: …}`) that requires nothing, so every payment matches it too, the manual payment of the vendor’s own example included',
  },
  {
    operation:
      'POST /v2/authentication-realms/{realmId}/password-profiles/{passwordProfileId}/one-time-password-token-request',
    problems: /^\(the body\) must have required property '(type|username|purpose)'$/,
    holds: {
      required: ['data'],
      properties: { data: { $ref: '#/components/schemas/OneTimePasswordTokenRequest' } },
    },
    reason:
      'the document types the request bare; the vendor’s examples and its later SDK wrap it in `data`, which its API requires (the service takes both)',
  },
  {
    operation: 'PUT /v2/authentication-realms/{realmId}/user-authentication-info/{userAuthenticationInfoId}',
    problems: /^\/data must have required property '(id|username)'$/,
    reason:
      'the document requires `id` and `username` of the member’s name and email change; the vendor’s SDK takes a partial update that requires `type` alone, and a user authentication info has no `username`',
  },
  {
    operation: 'PUT /v2/extensions/{custom_api_slug}/{custom_api_entry_id}',
    problems: /^\/data must have required property 'values'$/,
    reason:
      'commerce-extensions.yaml requires `data.values`; its examples (and the spec 4.5) put the field values in `data` itself',
  },
];
