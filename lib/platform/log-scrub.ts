/**
 * What never reaches a log line: credentials, tokens, card numbers, cookies and links that carry a
 * secret. Two nets: fields are blanked by name wherever they are nested (a `password` in a body, an
 * `authorization` header), and every string is searched for the shapes secrets take (a bearer
 * token, a JSON Web Token, a card number, `token=` in a link), so a secret quoted inside an error
 * message is caught too.
 */
export const REDACTED = '[redacted]';

/** Field names whose values are secrets whatever they hold (compared in lower case, `-`/`_` ignored). */
const SECRET_FIELDS = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'passcode',
  'secret',
  'clientsecret',
  'token',
  'accesstoken',
  'refreshtoken',
  'onetimepasswordtoken',
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'sessionsecret',
  'apikey',
  'cardnumber',
  'cvc',
  'cvv',
  'securitycode',
]);

const fieldKey = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
export const isSecretField = (name: string) => SECRET_FIELDS.has(fieldKey(name));

const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
/** `token=…`, `password=…`, `code=…` in a query string or a form body; the name is kept. */
const SECRET_PARAMETER =
  /\b((?:[a-z_]*token|password|passcode|secret|code|session|sig|signature|client_secret)=)[^&\s"';]+/gi;
/** A cookie header's pairs as sent (`name=value; name=value`) after a `Cookie:` label. */
const COOKIE_HEADER = /\b((?:set-)?cookie:\s*)[^\r\n]+/gi;
/** 13 to 19 digits, possibly in groups separated by spaces or dashes: a candidate card number. */
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;
/**
 * A run of 32 or more letters, digits, `_` and `-` that mixes upper case, lower case and digits: how
 * random secrets (session seals, API keys, one-time tokens) look. Ids (UUIDs, lower-case hex) don't.
 */
const RANDOM_TOKEN = /[A-Za-z0-9_-]{32,}/g;
const looksRandom = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);

/** Luhn's check, which every payment card number passes; most other long numbers (ids, times) fail it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The string with every secret-shaped part replaced. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(COOKIE_HEADER, (_match, label: string) => `${label}${REDACTED}`)
    .replace(SECRET_PARAMETER, (_match, name: string) => `${name}${REDACTED}`)
    .replace(CARD_CANDIDATE, (match) => (passesLuhn(match.replace(/\D/g, '')) ? REDACTED : match))
    .replace(RANDOM_TOKEN, (match) => (looksRandom(match) ? REDACTED : match));
}

const MAX_DEPTH = 8;

/**
 * A copy of a log record's fields, safe to write: secret fields blanked, strings scrubbed, errors
 * turned into their type, message and stack (scrubbed too, with their cause), cycles cut.
 */
export function scrubFields(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    const error: Record<string, unknown> = {
      type: value.name,
      message: scrubText(value.message),
      ...(value.stack && { stack: scrubText(value.stack) }),
    };
    if ('code' in value && typeof value.code === 'string') error.code = value.code;
    if (value.cause !== undefined) error.cause = scrubFields(value.cause, depth + 1, seen);
    return error;
  }
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1, seen));
  if (value instanceof Headers) return scrubFields(Object.fromEntries(value), depth, seen);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSecretField(key) && item !== undefined && item !== null
        ? REDACTED
        : scrubFields(item, depth + 1, seen);
  }
  return copy;
}
