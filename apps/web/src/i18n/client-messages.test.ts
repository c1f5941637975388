import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import vi from '../messages/vi';
import { adminClientMessages, CLIENT_NAMESPACES, clientMessages, ROUTE_NAMESPACES } from './client-messages';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('client messages', () => {
  /** The namespaces the client components of the public site, or of the admin, translate with. */
  function namespacesUsed(admin: boolean): Set<string> {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const relative = path.relative(srcDir, file).split(path.sep).join('/');
      const inAdmin = /^(admin\/|features\/admin-|app\/\[locale\]\/\(admin\)\/)/.test(relative);
      const text = readFileSync(file, 'utf8');
      if (inAdmin !== admin || !text.startsWith("'use client'")) continue;
      for (const match of text.matchAll(/useTranslations\('([A-Za-z]+)(?:\.[A-Za-z.]+)?'\)/g)) used.add(match[1] as string);
    }
    return used;
  }

  const routeNamespaces: string[] = Object.values(ROUTE_NAMESPACES).flat();

  /** Per file, the namespaces whose message files it imports in each language (the parts loaded with `withMessages`). */
  function messageImports(): { file: string; vi: string[]; en: string[] }[] {
    return sourceFiles(srcDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('LoadedMessages')) return [];
      const imported = (language: string) =>
        [...text.matchAll(new RegExp(`from '@/messages/${language}/([A-Za-z]+)\\.json'`, 'g'))].map((match) => match[1] as string).sort();
      const [vi, en] = [imported('vi'), imported('en')];
      return vi.length + en.length > 0 ? [{ file: path.relative(srcDir, file), vi, en }] : [];
    });
  }

  it('cover every namespace that client components translate with, on every page or on the routes that add it', () => {
    const used = namespacesUsed(false);
    expect(used.size).toBeGreaterThan(0);
    const loaded = messageImports().flatMap((file) => file.vi);
    const sent = [...CLIENT_NAMESPACES, ...routeNamespaces, ...loaded];
    expect([...used].filter((namespace) => !sent.includes(namespace))).toEqual([]);
  });

  it('leave the sign-in and cart texts to the dialogs and pages that show them, in both languages', () => {
    const imports = messageImports();
    expect(imports.map((file) => file.vi).flat()).toEqual(expect.arrayContaining(['auth', 'cart', 'fields', 'forms']));
    for (const file of imports) expect(file.en, file.file).toEqual(file.vi);
    expect(CLIENT_NAMESPACES).not.toContain('auth');
    expect(CLIENT_NAMESPACES).not.toContain('cart');
  });

  it('add on a route only what every page does not already have, and only what is used', () => {
    const used = namespacesUsed(false);
    expect(routeNamespaces.filter((namespace) => (CLIENT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
    expect(routeNamespaces.filter((namespace) => !used.has(namespace))).toEqual([]);
  });

  it('reach the admin with every namespace its client components translate with, and no public one', () => {
    const sent = Object.keys(adminClientMessages(vi));
    const used = namespacesUsed(true);
    expect(used).toContain('adminUsers');
    expect([...used].filter((namespace) => !sent.includes(namespace))).toEqual([]);
    expect(sent).not.toContain('home');
  });

  it('keep only those namespaces', () => {
    expect(Object.keys(clientMessages(vi)).sort()).toEqual([...CLIENT_NAMESPACES].sort());
  });
});
