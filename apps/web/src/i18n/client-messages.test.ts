import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import vi from '../messages/vi';
import { CLIENT_NAMESPACES, clientMessages } from './client-messages';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('client messages', () => {
  it('cover every namespace that client components translate with', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      if (!text.startsWith("'use client'")) continue;
      for (const match of text.matchAll(/useTranslations\('([A-Za-z]+)'\)/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((namespace) => !(CLIENT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });

  it('keep only those namespaces', () => {
    expect(Object.keys(clientMessages(vi)).sort()).toEqual([...CLIENT_NAMESPACES].sort());
  });
});
