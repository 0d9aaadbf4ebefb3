import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withStatementCache } from './pglite-statements';

let raw: PGlite;
let client: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  client = withStatementCache(raw, { maxStatements: 3 });
  await raw.exec(`CREATE TABLE things (
    id text PRIMARY KEY, n integer, big bigint, yes boolean, at timestamptz, tags text[], doc jsonb)`);
});
afterAll(() => raw?.close());

const at = new Date('2026-11-29T10:20:30.456Z');

describe('PGlite with a statement cache', () => {
  it('writes and reads every plain parameter as PGlite’s own query does, again and again', async () => {
    const insert =
      'INSERT INTO things (id, n, big, yes, at, doc) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id';
    for (let round = 0; round < 3; round++) {
      const values = [`a${round}`, 7 + round, 9007199254740993n, round % 2 === 0, at, '{"k": 1}'];
      expect((await client.query(insert, values)).affectedRows).toBe(1);
    }
    const select = 'SELECT id, n, big, yes, at, doc FROM things WHERE id = $1 AND n > $2';
    const mine = await client.query(select, ['a1', 1]);
    expect(mine.rows).toEqual((await raw.query(select, ['a1', 1])).rows);
    expect(mine.rows).toEqual([{ id: 'a1', n: 8, big: 9007199254740993n, yes: false, at, doc: { k: 1 } }]);
    expect((await client.query(select, ['a1', 8])).rows).toEqual([]);
    expect((await client.query('SELECT $1::text IS NULL AS none', [null])).rows).toEqual([{ none: true }]);
  });

  it('sends an array or object parameter the way PGlite does', async () => {
    await client.query('UPDATE things SET tags = $1, doc = $2 WHERE id = $3', [['x', 'y'], { k: 2 }, 'a0']);
    const { rows } = await client.query<{ tags: string[]; doc: unknown }>(
      'SELECT tags, doc FROM things WHERE id = $1',
      ['a0'],
    );
    expect(rows).toEqual([{ tags: ['x', 'y'], doc: { k: 2 } }]);
  });

  it('fails as PGlite does, with the SQLSTATE, and goes on answering', async () => {
    await expect(client.query('SELEC nothing', [])).rejects.toMatchObject({ code: '42601' });
    const duplicate = 'INSERT INTO things (id) VALUES ($1)';
    await expect(client.query(duplicate, ['a0'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query(duplicate, ['a0'])).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('SELECT count(*)::int AS n FROM things', [])).rows).toEqual([{ n: 3 }]);
  });

  it('keeps a bounded number of statements, and answers right after a table changes under one', async () => {
    for (let i = 0; i < 10; i++)
      expect((await client.query(`SELECT ${i} AS i, $1::int AS j`, [i])).rows).toEqual([{ i, j: i }]);
    const all = 'SELECT * FROM things WHERE id = $1';
    await client.query(all, ['a0']);
    await raw.exec('ALTER TABLE things ADD COLUMN note text');
    expect((await client.query<{ note: null }>(all, ['a0'])).rows[0]).toMatchObject({ id: 'a0', note: null });
  });

  it('answers statements sent together while the cache turns them over', async () => {
    for (const k of [4, 5, 6]) await client.query(`SELECT ${k} AS k, $1::int AS i`, [0]);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => client.query(`SELECT ${i % 7} AS k, $1::int AS i`, [i])),
    );
    expect(answers.map((answer) => answer.rows[0])).toEqual(
      Array.from({ length: 60 }, (_, i) => ({ k: i % 7, i })),
    );
  });

  it('waits for a running transaction instead of joining it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = raw.transaction(async (tx) => {
      await tx.query("UPDATE things SET n = 100 WHERE id = 'a2'");
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = client.query<{ n: number }>('SELECT n FROM things WHERE id = $1', ['a2']);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 9 }]);
  });
});
