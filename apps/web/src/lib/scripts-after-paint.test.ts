import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GATE_SCRIPT, createPageRewrite, rewritePage, scriptNonce } from '../../scripts-after-paint.mjs';
import { rewriteInPieces } from '../test/page-rewrite';

const NONCE = 'bm9uY2Utb2YtdGhlLXBhZ2U=';
const PAGE = [
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/_next/image?url=%2Fhero.png&amp;w=828&amp;q=75"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/boot.js"/>`,
  `<script src="/_next/static/chunks/main.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-1.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${NONCE}"></script>`,
  '<script src="https://connect.facebook.net/sdk.js" async=""></script>',
  `<script>document.documentElement.dataset.x='1'</script>`,
  '</head><body><main><h1>Báo cáo thị trường — Hà Nội</h1></main>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\">"])</script>`,
  `<script src="/_next/static/chunks/boot.js" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('');

const rewriteWhole = (page: string, cuts: number[] = []) => rewriteInPieces(page, createPageRewrite(NONCE), cuts);

describe('a page whose scripts start after its first paint', () => {
  it('hands the framework’s own scripts to the head script, in their order, and drops their preloads', () => {
    const html = rewriteWhole(PAGE);
    const calls = [...html.matchAll(/__scriptAfterPaint\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(calls).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/turbopack-1.js', '/_next/static/chunks/boot.js']);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(main|turbopack-1|boot)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.indexOf(`<head><script nonce="${NONCE}">${GATE_SCRIPT}</script><meta`)).toBeGreaterThan(0);
    expect(html.match(/<script nonce="[^"]+">__scriptAfterPaint/g)).toHaveLength(3);
  });

  it('leaves what is not the framework’s deferrable bundle as written', () => {
    const html = rewriteWhole(PAGE);
    for (const kept of [
      '<link rel="preload" as="image" fetchPriority="high"',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"',
      `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${NONCE}"></script>`,
      '<script src="https://connect.facebook.net/sdk.js" async=""></script>',
      `<script>document.documentElement.dataset.x='1'</script>`,
      '<h1>Báo cáo thị trường — Hà Nội</h1>',
      String.raw`self.__next_f.push([1,"<script src=\"/_next/static/chunks/x.js\" async=\"\">"])`,
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('writes the same page however the stream is cut', () => {
    const whole = rewriteWhole(PAGE);
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(rewriteWhole(PAGE, [cut])).toBe(whole);
    }
    expect(
      rewriteWhole(
        PAGE,
        Array.from({ length: PAGE.length - 1 }, (_, index) => index + 1),
      ),
    ).toBe(whole);
  });

  it('reads the nonce from the page’s policy only', () => {
    expect(scriptNonce(`default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`)).toBe(NONCE);
    expect(scriptNonce("script-src 'self' 'nonce-\" onload=alert(1) x=\"'")).toBeUndefined();
    expect(scriptNonce(undefined)).toBeUndefined();
  });
});

describe('the web server’s rewrite of its answers', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(type: string, policy: string | undefined, pieces: (string | Buffer)[], length?: number) {
    server = createServer((_request, response) => {
      rewritePage(response);
      response.setHeader('content-type', type);
      if (policy) response.setHeader('content-security-policy', policy);
      if (length !== undefined) response.setHeader('content-length', length);
      for (const piece of pieces.slice(0, -1)) response.write(piece);
      response.end(pieces.at(-1));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { body: await answer.text(), length: answer.headers.get('content-length') };
  }

  it('rewrites a page written in pieces, bytes of one character split apart, and drops its length', async () => {
    const bytes = Buffer.from(PAGE);
    const split = bytes.indexOf(Buffer.from('à Nội')) + 1;
    const { body, length } = await serve(
      'text/html; charset=utf-8',
      `script-src 'nonce-${NONCE}'`,
      [bytes.subarray(0, split), bytes.subarray(split)],
      bytes.length,
    );
    expect(body).toBe(rewriteWhole(PAGE));
    expect(length).toBeNull();
  });

  it('passes other answers, and pages without a nonce, through untouched', async () => {
    const script = `<script src="/_next/static/chunks/main.js" async=""></script>`;
    expect((await serve('text/x-component', `script-src 'nonce-${NONCE}'`, [script])).body).toBe(script);
    server!.close();
    server = undefined;
    expect((await serve('text/html', undefined, ['<head></head>', script])).body).toBe(`<head></head>${script}`);
  });
});
