import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SIGNED_IN_SCRIPT } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  it('lets a page run only scripts with its nonce, what they load, and the signed-in hint by its hash', () => {
    const scripts = directive(contentSecurityPolicy({ nonce: 'bm9uY2U=' }), 'script-src');
    const hash = createHash('sha256').update(SIGNED_IN_SCRIPT).digest('base64');
    expect(scripts).toEqual(expect.arrayContaining(["'nonce-bm9uY2U='", "'strict-dynamic'", `'sha256-${hash}'`]));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('allows no inline script at all on answers that are not pages', () => {
    const scripts = directive(contentSecurityPolicy(), 'script-src');
    expect(scripts[0]).toBe("'self'");
    expect(scripts.filter((source) => source.startsWith("'") && source !== "'self'")).toEqual([]);
  });

  it('allows eval only while developing', () => {
    expect(directive(contentSecurityPolicy({ nonce: 'bm9uY2U=', development: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('keeps the page from being framed and its base and forms on this site', () => {
    const policy = contentSecurityPolicy({ nonce: 'bm9uY2U=' });
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });
});
