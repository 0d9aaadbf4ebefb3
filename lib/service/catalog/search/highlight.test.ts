import { describe, expect, it } from 'vitest';
import { highlightField } from './highlight';

const options = {
  words: ['tent', 'leger'],
  startTag: '<mark>',
  endTag: '</mark>',
  affix: 2,
  fullFields: new Set(['name']),
};

describe('highlightField', () => {
  it('marks matched words, whatever their case and accents, and escapes the text', () => {
    expect(highlightField('name', 'Tente <légère> & Tents', options)).toEqual({
      field: 'name',
      snippet: '<mark>Tente</mark> &lt;<mark>légère</mark>&gt; &amp; <mark>Tents</mark>',
      value: '<mark>Tente</mark> &lt;<mark>légère</mark>&gt; &amp; <mark>Tents</mark>',
      matched_tokens: ['Tente', 'légère', 'Tents'],
    });
  });

  it('cuts a long field around the first match and answers null without one', () => {
    const text = 'one two three four five six tent seven eight nine ten';
    expect(highlightField('description', text, options)).toEqual({
      field: 'description',
      snippet: 'five six <mark>tent</mark> seven eight',
      matched_tokens: ['tent'],
    });
    expect(highlightField('description', 'a lamp', options)).toBeNull();
  });
});
