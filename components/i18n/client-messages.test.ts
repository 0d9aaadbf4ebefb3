import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AREA_CLIENT_NAMESPACES,
  BROWSER_KEYS,
  ERROR_PAGE_KEYS,
  SHOP_CLIENT_NAMESPACES,
} from './client-messages';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where each area's client components live: their namespaces are sent in those areas only. */
const AREA_FOLDERS: Record<(typeof AREA_CLIENT_NAMESPACES)[number], string[]> = {
  Listing: ['components/catalog/'],
  Product: ['components/product/'],
  // Checkout's card fields are also the account's payment card form.
  Checkout: ['components/checkout/', 'components/account/'],
  Orders: ['components/checkout/'],
  SignIn: ['components/account/'],
  Merchandising: ['components/merchandising/'],
  Subscriptions: ['components/account/'],
  Preferences: ['components/account/'],
  Join: ['components/account/'],
  Profile: ['components/account/'],
  Addresses: ['components/account/'],
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ending) => base + ending)
    .find((file) => existsSync(path.join(ROOT, file)));
}

/** The namespaces a client module reads, with those of every module it brings into the browser. */
function clientNamespaces(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  for (const [, name] of source.matchAll(/useTranslations\(\s*'(\w+)'/g)) found.add(name!);
  for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
    const imported = resolveImport(file, specifier!);
    if (imported) for (const name of clientNamespaces(imported, seen)) found.add(name);
  }
  return found;
}

describe('messages sent to the browser', () => {
  const clientModules = ['app', 'components']
    .flatMap(sourceFiles)
    .filter((file) => /^\s*'use client'/.test(readFileSync(path.join(ROOT, file), 'utf8')));

  it('has client components to check', () => {
    expect(clientModules.length).toBeGreaterThan(20);
  });

  it.each(clientModules)('%s finds every namespace it reads', (file) => {
    for (const name of clientNamespaces(file)) {
      if ((SHOP_CLIENT_NAMESPACES as readonly string[]).includes(name)) continue;
      const folders = AREA_FOLDERS[name as keyof typeof AREA_FOLDERS];
      expect(folders, `${name} is not sent to the browser`).toBeDefined();
      const within = folders!.some((folder) => file.startsWith(folder));
      expect(within, `${name} is sent only within ${folders!.join(', ')}`).toBe(true);
    }
  });

  it("sends the error page every word it reads, and no other client module reads the errors' words", () => {
    const errorPage = readFileSync(path.join(ROOT, 'app/[market]/error.tsx'), 'utf8');
    const read = [...errorPage.matchAll(/\bt\('(\w+)'/g)].map(([, key]) => key);
    expect(read.length).toBeGreaterThan(0);
    for (const key of read) expect(ERROR_PAGE_KEYS).toContain(key);
    const others = clientModules.filter(
      (file) => file !== 'app/[market]/error.tsx' && clientNamespaces(file).has('Errors'),
    );
    expect(others).toEqual([]);
  });

  it.each(['Listing', 'Search'] as const)(
    'sends every word of %s that a client component reads, and those only',
    (name) => {
      const readers = clientModules.filter((file) =>
        new RegExp(`useTranslations\\(\\s*'${name}'`).test(readFileSync(path.join(ROOT, file), 'utf8')),
      );
      expect(readers.length).toBeGreaterThan(0);
      const read = new Set<string>();
      for (const file of readers) {
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        // Only a namespace's translator may be in these files: every t('…') is one of its words.
        expect(source.match(/useTranslations\(/g)?.length, file).toBe(
          source.match(new RegExp(`useTranslations\\(\\s*'${name}'`, 'g'))?.length,
        );
        expect(source, `${file} builds a key at run time`).not.toMatch(/\bt\((?!')/);
        for (const [, key] of source.matchAll(/\bt\('(\w+)'/g)) read.add(key!);
      }
      expect(read.size).toBeGreaterThan(0);
      expect([...BROWSER_KEYS[name]].sort()).toEqual([...read].sort());
    },
  );
});
