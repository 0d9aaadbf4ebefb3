import { describe, expect, it } from 'vitest';
import { closestWords, foldText, queryWords, typoDistance } from './query-text';

describe('query words', () => {
  it('folds case and accents and keeps only letters and digits', () => {
    expect(foldText('Crème BRÛLÉE')).toBe('creme brulee');
    expect(queryWords("  Two-person TENT's & (sac) à dos:* ")).toEqual([
      'two',
      'person',
      'tent',
      's',
      'sac',
      'a',
      'dos',
    ]);
  });

  it('keeps each word once, at most 16', () => {
    expect(queryWords('tnet Tnet TNET tent')).toEqual(['tnet', 'tent']);
    expect(queryWords(Array.from({ length: 20 }, (_, at) => `w${at}`).join(' '))).toHaveLength(16);
  });
});

describe('typo distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(typoDistance('tnet', 'tent', 2)).toBe(1);
    expect(typoDistance('jaket', 'jacket', 2)).toBe(1);
    expect(typoDistance('tent', 'text', 2)).toBe(1);
    expect(typoDistance('tent', 'lamp', 2)).toBe(3);
  });

  it('corrects to the closest known words within the allowed edits', () => {
    expect(closestWords('tnet', ['tee', 'tent', 'tents', 'teal'])).toEqual(['tent']);
    expect(closestWords('jaket', ['jacket', 'jeans', 'blanket'])).toEqual(['jacket']);
    expect(closestWords('cap', ['cup', 'map'])).toEqual([]);
    expect(closestWords('sleepingbga', ['sleeping', 'sleepingbag'])).toEqual(['sleepingbag']);
  });
});
