import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createStylesheetReader, hasStyles, stylesCookie, withoutStylePreloads } from '../../first-visit-styles.mjs';
import { createPageRewrite, rewritePage } from '../../scripts-after-paint.mjs';
import { rewriteInPieces } from '../test/page-rewrite';

const NONCE = 'bm9uY2Utb2YtdGhlLXBhZ2U=';
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 250]);
const CSS = [
  '@font-face{font-family:f;src:url(../media/f.woff2) format("woff2")}',
  '.a{background:url("../media/p.png?v=1#h")}',
  ".b{background:url('data:image/svg+xml,%3Csvg%3E')}",
  '.c{mask:url(#m)}',
  '.d{background:url(/images/x.png)}',
  '.e{background:url(https://cdn.example/y.png)}',
  '.f::after{content:"</style><script>alert(1)</script>"}',
].join('');

const staticDir = mkdtempSync(path.join(tmpdir(), 'first-visit-'));
mkdirSync(path.join(staticDir, 'chunks'));
mkdirSync(path.join(staticDir, 'media'));
writeFileSync(path.join(staticDir, 'chunks/site.css'), CSS);
writeFileSync(path.join(staticDir, 'media/f.woff2'), FONT);
writeFileSync(path.join(staticDir, 'secret.css'), '.secret{}');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const stylesheet = createStylesheetReader(staticDir);
const fontData = `url(data:font/woff2;base64,${FONT.toString('base64')})`;

describe('a first visit’s stylesheets, read from the build', () => {
  it('writes the fonts in as data, makes relative addresses absolute and leaves the rest as written', () => {
    const { css, fonts } = stylesheet('/_next/static/chunks/site.css')!;
    expect(css).toContain(`src:${fontData} format("woff2")`);
    expect(fonts).toEqual(['/_next/static/media/f.woff2']);
    expect(css).toContain('.a{background:url("/_next/static/media/p.png?v=1#h")}');
    expect(css).toContain(".b{background:url('data:image/svg+xml,%3Csvg%3E')}");
    expect(css).toContain('.c{mask:url(#m)}');
    expect(css).toContain('.d{background:url(/images/x.png)}');
    expect(css).toContain('.e{background:url(https://cdn.example/y.png)}');
  });

  it('cannot close the style element it is written into', () => {
    const { css } = stylesheet('/_next/static/chunks/site.css')!;
    expect(css).not.toMatch(/<\/style/i);
    expect(css).toContain('content:"<\\/style><script>alert(1)</script>"');
  });

  it('reads nothing outside the build’s own stylesheets', () => {
    for (const href of [
      '/_next/static/chunks/../secret.css',
      '/_next/static/chunks/%2e%2e/secret.css',
      '/_next/static/secret.css',
      '/secret.css',
      'https://cdn.example/_next/static/chunks/site.css',
      '/_next/static/chunks/missing.css',
      '/_next/static/chunks/site.css?x=1',
    ]) {
      expect(stylesheet(href), href).toBeUndefined();
    }
  });
});

describe('the cookie that marks a visitor as sent this build’s files', () => {
  it('matches its own name and this build only', () => {
    const sent = stylesCookie('build-1').split(';')[0]!;
    expect(hasStyles(`theme=dark; ${sent}`, 'build-1')).toBe(true);
    expect(hasStyles(sent, 'build-2')).toBe(false);
    expect(hasStyles(`x${sent}`, 'build-1')).toBe(false);
    expect(hasStyles(undefined, 'build-1')).toBe(false);
    expect(stylesCookie('build-1')).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
  });
});

describe('the Link header of a first visit', () => {
  it('loses its preloads of stylesheets and fonts and keeps everything else', () => {
    const font = (name: string) => `</_next/static/media/${name}.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"`;
    const style = '</_next/static/chunks/site.css>; rel=preload; as="style"; nonce="N"';
    const image = '</hero.avif>; rel=preload; as="image"; fetchpriority="high"';
    expect(withoutStylePreloads(`${font('a')}, ${image}, ${style}, ${font('b')}`)).toBe(image);
    expect(withoutStylePreloads(`${font('a')}, ${font('b')}`)).toBeUndefined();
    expect(withoutStylePreloads(undefined)).toBeUndefined();
  });
});

const PAGE = [
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossOrigin="" type="font/woff2"/>',
  '<link rel="preload" href="/_next/static/chunks/site.css" as="style"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="N" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/missing.css" data-precedence="next"/>',
  '<link rel="icon" href="/files/images/site/favicon.png"/>',
  '</head><body><h1>Báo cáo thị trường — Hà Nội</h1></body></html>',
].join('');

describe('a first visit’s page', () => {
  const rewriteWhole = (cuts: number[]) => rewriteInPieces(PAGE, createPageRewrite(NONCE, { stylesheet }), cuts);

  it('carries its stylesheets as React writes inline ones, without font preloads', () => {
    const page = rewriteWhole([]);
    expect(page).toContain(
      `<style data-precedence="next" data-href="/_next/static/chunks/site.css" data-fonts="/_next/static/media/f.woff2" nonce="N">${
        stylesheet('/_next/static/chunks/site.css')!.css
      }</style>`,
    );
    expect(page).not.toContain('as="font"');
    expect(page).not.toContain('as="style"');
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/missing.css" data-precedence="next"/>');
    expect(page).toContain('<link rel="icon" href="/files/images/site/favicon.png"/>');
  });

  it('comes out the same however the stream is cut', () => {
    const whole = rewriteWhole([]);
    for (let cut = 1; cut < PAGE.length; cut++) expect(rewriteWhole([cut])).toBe(whole);
  });

  it('is left as written for a visitor already sent the files', () => {
    const page = rewriteInPieces(PAGE, createPageRewrite(NONCE));
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="N" data-precedence="next"/>');
    expect(page).toContain('as="font"');
  });
});

describe('the web server’s answer to a first visit', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(firstVisit: boolean, type = 'text/html; charset=utf-8') {
    server = createServer((_request, response) => {
      rewritePage(response, firstVisit ? { stylesheet, cookie: stylesCookie('build-1') } : undefined);
      response.setHeader('content-type', type);
      response.setHeader('content-security-policy', `script-src 'nonce-${NONCE}'`);
      response.setHeader(
        'link',
        '</_next/static/media/f.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </_next/static/chunks/site.css>; rel=preload; as="style"',
      );
      response.setHeader('set-cookie', 'NEXT_LOCALE=vi; Path=/');
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { body: await answer.text(), link: answer.headers.get('link'), cookies: answer.headers.getSetCookie() };
  }

  it('inlines the page’s stylesheets, drops the style and font preloads of its header and sets the cookie beside the others', async () => {
    const { body, link, cookies } = await serve(true);
    expect(body).toContain(`src:${fontData}`);
    expect(link).toBeNull();
    expect(cookies).toEqual(['NEXT_LOCALE=vi; Path=/', stylesCookie('build-1')]);
  });

  it('drops a Link header handed to writeHead that held only style and font preloads', async () => {
    server = createServer((_request, response) => {
      rewritePage(response, { stylesheet, cookie: stylesCookie('build-1') });
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-${NONCE}'`,
        link: '</_next/static/media/f.woff2>; rel=preload; as="font"; crossorigin=""',
        'set-cookie': 'NEXT_LOCALE=vi; Path=/',
      });
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('link')).toBeNull();
    expect(answer.headers.getSetCookie()).toEqual(['NEXT_LOCALE=vi; Path=/', stylesCookie('build-1')]);
    expect(await answer.text()).toContain('data:font/woff2;base64,');
  });

  it('sends a later visit’s page, and anything that is not a page, as the framework wrote it', async () => {
    const later = await serve(false);
    expect(later.body).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(later.link).toContain('as="font"');
    expect(later.link).toContain('as="style"');
    expect(later.cookies).toEqual(['NEXT_LOCALE=vi; Path=/']);
    server!.close();
    server = undefined;
    const data = await serve(true, 'text/x-component');
    expect(data.body).toBe(PAGE);
    expect(data.cookies).toEqual(['NEXT_LOCALE=vi; Path=/']);
  });
});
