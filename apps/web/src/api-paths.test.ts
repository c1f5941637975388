import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));

/** The web app's source files; tests and their fixtures may name paths to exercise the proxy. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A string literal (quoted or a template) that starts with an API path: `'/v1/…'`, `"/auth/…"`, `` `/v1/${…}` ``. */
const API_PATH_LITERAL = /['"`]\/(v1|auth)\//;

describe('API paths in the web app', () => {
  it('come from the endpoint descriptions of packages/contracts, never from a string written here', () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (API_PATH_LITERAL.test(line) ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('are recognised by the check, whichever quotes they are written in', () => {
    for (const line of ["apiRequest('/v1/cart')", 'fetch("/auth/login")', 'call(`/v1/orders/${id}`)'])
      expect(API_PATH_LITERAL.test(line)).toBe(true);
    expect(API_PATH_LITERAL.test("href={paths.cart} // '/gio-hang'")).toBe(false);
  });
});
