import { foldText } from './query-text';

export interface Highlight {
  field: string;
  snippet: string;
  value?: string;
  matched_tokens: string[];
}

export interface HighlightOptions {
  /** Folded query words and their typo corrections. */
  words: readonly string[];
  startTag: string;
  endTag: string;
  /** Words kept on each side of the first match in a snippet. */
  affix: number;
  /** Fields answered whole in `value` as well as in a snippet. */
  fullFields: ReadonlySet<string>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A word matches when it starts with a query word, or (a stemmed match) a query word starts with it. */
function matches(token: string, words: readonly string[]): boolean {
  const folded = foldText(token);
  if (!folded) return false;
  return words.some((word) => folded.startsWith(word) || (folded.length >= 4 && word.startsWith(folded)));
}

/**
 * Typesense-shaped highlight of one field: the matched words wrapped in the tags (the text itself
 * HTML-escaped, since clients insert snippets as markup), a snippet around the first match, and the
 * words that matched. Null when nothing in the field matched.
 */
export function highlightField(field: string, text: string, options: HighlightOptions): Highlight | null {
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  const matched: string[] = [];
  const marked = parts.map((part, index) => {
    if (index % 2 === 1 && matches(part, options.words)) {
      matched.push(part);
      return `${options.startTag}${escapeHtml(part)}${options.endTag}`;
    }
    return escapeHtml(part);
  });
  if (!matched.length) return null;
  const firstWord = parts.findIndex((part, index) => index % 2 === 1 && matches(part, options.words));
  const from = Math.max(0, firstWord - options.affix * 2);
  const to = Math.min(parts.length, firstWord + options.affix * 2 + 1);
  const snippet = marked.slice(from, to).join('').trim();
  return {
    field,
    snippet,
    ...(options.fullFields.has(field) && { value: marked.join('') }),
    matched_tokens: matched,
  };
}
