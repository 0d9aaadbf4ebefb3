import { describe, expect, it } from 'vitest';
import { Limit, takeAll } from './limits';

const rule = (name: string, points: number) => new Limit({ name, points, windowSeconds: 60 });

describe('Limit', () => {
  it('counts events per key and limits past its points, saying how long to wait', async () => {
    const limit = rule('a', 2);
    expect(await limit.take('k')).toEqual({ limited: false });
    expect(await limit.take('k')).toEqual({ limited: false });
    expect(await limit.check('k')).toEqual({ limited: true, retryAfterSeconds: 60 });
    expect(await limit.take('k')).toEqual({ limited: true, retryAfterSeconds: 60 });
    expect(await limit.check('other')).toEqual({ limited: false });
  });

  it('takes back one event, and forgets a key on reset', async () => {
    const limit = rule('b', 1);
    await limit.take('k');
    await limit.giveBack('k');
    expect(await limit.check('k')).toEqual({ limited: false });
    await limit.take('k');
    await limit.reset('k');
    expect(await limit.take('k')).toEqual({ limited: false });
  });
});

describe('takeAll', () => {
  it('counts nothing when any key is limited, and answers the longest wait', async () => {
    const open = rule('open', 5);
    const closed = new Limit({ name: 'closed', points: 1, windowSeconds: 120 });
    await closed.take('k');
    const keys = [
      { limit: open, key: 'k' },
      { limit: closed, key: 'k' },
    ];
    expect(await takeAll(keys)).toEqual({ limited: true, retryAfterSeconds: 120 });
    for (let i = 0; i < 5; i++) expect(await open.take('k')).toEqual({ limited: false });
  });
});
