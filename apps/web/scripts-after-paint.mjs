/**
 * A public page's scripts start after its first screen has painted (decision 0173).
 *
 * React writes every script a page needs as `<script src async>` in the head, so the browser fetches
 * and runs them while the first screen still waits for its styles, fonts and largest picture: they
 * take the connections and the bandwidth that picture needs, and their first run delays the paint
 * that shows it. The pages are drawn on the server and their links are plain anchors, so a visitor
 * can read and follow them before any script has run.
 *
 * The web server rewrites the HTML as it streams: each such tag (and React's preload of it) becomes a
 * call that hands its address to a small script at the top of the head. That script loads them at
 * once on a page without a picture marked as the largest (`fetchpriority="high"`), and otherwise once
 * the first contentful paint has been shown and a frame showing that picture has been drawn: two
 * frames after the picture is decoded, not after its `load` (a phone's picture arrived at 175 ms
 * and was painted at 231, while two frames after `load` let the scripts go at 222, and a script
 * fetched before the largest paint counts against it); at the latest when the visitor first
 * touches, clicks or types, or after two and a half seconds (a tab opened in the background paints
 * nothing).
 *
 * The same pass writes a first visit's stylesheets into its page (first-visit-styles.mjs).
 */

import { withoutStylePreloads } from './first-visit-styles.mjs';

/** The function the rewritten tags call; one name in the page's global scope. */
const QUEUE = '__scriptAfterPaint';
const LATEST_MS = 2500;

/**
 * The head script. It runs before any rewritten tag (the head starts with it), parses nothing of the
 * page, and adds scripts as the framework would have: `async`, in the order they were written.
 * Held scripts are let go one per task (a message to itself, which a tab in the background does not
 * slow down as it does timers): adding the eleven of a public page in one frame callback took 6 to
 * 68 ms under Lighthouse (each start of a request is recorded there), one long task right after the
 * largest paint.
 *
 * A first visit's stylesheets are in its page (first-visit-styles.mjs). Before the scripts start, a
 * disabled `<link>` of each goes beside its text: React finds the stylesheets it expects there and
 * adds none of its own, which would fetch them and lay the whole page out again while it hydrates
 * (it looks for the `<link>` by address, not for the inline text). Once the page has loaded and its
 * last script has been added, the stylesheets and their fonts are prefetched, so the pages after it
 * find them cached: not at the window's `load` alone, which comes when the largest picture has
 * arrived but before it is painted, and a request started then counts against that paint.
 */
export const GATE_SCRIPT = `(function(){var q=[],open=false,warmed=false,d=document,ch=new MessageChannel();
function add(u){var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)}
function step(){add(q.shift());if(q.length)ch.port2.postMessage(0);else loaded(warm)}
ch.port1.onmessage=step;
function keep(){var s=d.querySelectorAll('style[data-href]'),i,l;for(i=0;i<s.length;i++){if(s[i].k)continue;s[i].k=1;
l=d.createElement('link');l.setAttribute('disabled','');l.rel='stylesheet';l.setAttribute('data-precedence',s[i].getAttribute('data-precedence')||'');l.href=s[i].getAttribute('data-href');s[i].parentNode.insertBefore(l,s[i].nextSibling)}}
function warm(){if(warmed)return;warmed=true;keep();var s=d.querySelectorAll('style[data-href]'),i;for(i=0;i<s.length;i++)[s[i].getAttribute('data-href')].concat((s[i].getAttribute('data-fonts')||'').split(' ')).forEach(function(u){if(!u)return;var l=d.createElement('link');l.rel='prefetch';l.crossOrigin='';l.href=u;d.head.appendChild(l)})}
function loaded(f){if(d.readyState==='complete')setTimeout(f,0);else addEventListener('load',function(){setTimeout(f,0)})}
function go(){if(open)return;open=true;keep();if(q.length)step();else loaded(warm)}
function painted(f){try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(l,o){if(!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();f()}).observe({type:'paint',buffered:true});return}}catch(e){}requestAnimationFrame(function(){setTimeout(f,0)})}
function shown(f){requestAnimationFrame(function(){requestAnimationFrame(f)})}
function picture(f){var i=d.querySelector('img[fetchpriority="high"]');if(!i)return shown(f);
function ready(){if(i.decode)i.decode().then(function(){shown(f)},f);else shown(f)}
if(i.complete)return ready();i.addEventListener('load',ready);i.addEventListener('error',f)}
window.${QUEUE}=function(u){q.push(u);if(open){if(q.length===1)step();return}if(q.length>1)return;
if(!d.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]'))return go();
painted(function(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',function(){picture(go)});else picture(go)});
['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})});
setTimeout(go,${LATEST_MS})}})()`;

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const PRELOAD_TAG = /<link\b([^>]*)\/?>/g;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;
const OWN_SCRIPT = /^\/_next\/static\/[\w./-]+\.js$/;

function attributes(text) {
  const found = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) found[name.toLowerCase()] = value ?? '';
  return found;
}

/** `<script src async nonce>` of the framework's own bundle, nothing else: a `noModule` fallback, a script with content or another site's script stays as written. */
function isDeferrable(attrs) {
  const names = Object.keys(attrs);
  return OWN_SCRIPT.test(attrs.src ?? '') && 'async' in attrs && names.every((name) => ['src', 'async', 'nonce'].includes(name));
}

function isScriptPreload(attrs) {
  return attrs.rel === 'preload' && attrs.as === 'script' && OWN_SCRIPT.test(attrs.href ?? '');
}

/** Where the text can be cut without splitting a tag this rewrite reads. */
function safeEnd(text) {
  let end = text.length;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) end = lastOpen;
  const lastScript = text.lastIndexOf('<script');
  if (lastScript !== -1 && lastScript < end && text.indexOf('</script>', lastScript) === -1) end = lastScript;
  return end;
}

function isStylePreload(attrs) {
  return attrs.rel === 'preload' && (attrs.as === 'font' || attrs.as === 'style');
}

/**
 * A stylesheet `<link>` as the `<style>` React writes for an inline stylesheet of the same address and
 * precedence, with the addresses of the fonts written into it for the head script to prefetch.
 */
function inlineStylesheet(attrs, { css, fonts }) {
  const nonce = attrs.nonce === undefined ? '' : ` nonce="${attrs.nonce}"`;
  const fontList = fonts.length ? ` data-fonts="${fonts.join(' ')}"` : '';
  return `<style data-precedence="${attrs['data-precedence'] ?? ''}" data-href="${attrs.href}"${fontList}${nonce}>${css}</style>`;
}

/**
 * The rewrite of one HTML document, fed in pieces as it streams. `nonce` is the page's script nonce
 * (from its Content Security Policy): the head script and every call carry it. With `stylesheet`
 * (a first visit, see first-visit-styles.mjs), each stylesheet `<link>` it knows becomes its text
 * and the preloads of stylesheets and fonts are dropped.
 */
export function createPageRewrite(nonce, { stylesheet } = {}) {
  let pending = '';
  let headSeen = false;
  const call = (src) => `<script nonce="${nonce}">${QUEUE}(${JSON.stringify(src)})</script>`;

  function rewrite(text) {
    let out = text
      .replace(SCRIPT_TAG, (tag, attrText) => {
        const attrs = attributes(attrText);
        return isDeferrable(attrs) ? call(attrs.src) : tag;
      })
      .replace(PRELOAD_TAG, (tag, attrText) => {
        const attrs = attributes(attrText);
        if (isScriptPreload(attrs)) return '';
        if (!stylesheet) return tag;
        if (isStylePreload(attrs)) return '';
        const inline = attrs.rel === 'stylesheet' ? stylesheet(attrs.href ?? '') : undefined;
        return inline === undefined ? tag : inlineStylesheet(attrs, inline);
      });
    if (!headSeen) {
      const head = /<head\b[^>]*>/i.exec(out);
      if (head) {
        headSeen = true;
        const at = head.index + head[0].length;
        out = `${out.slice(0, at)}<script nonce="${nonce}">${GATE_SCRIPT}</script>${out.slice(at)}`;
      }
    }
    return out;
  }

  return {
    /** The rewritten text that can be sent now; the end of a tag still arriving is kept back. */
    push(piece) {
      const text = pending + piece;
      const end = safeEnd(text);
      pending = text.slice(end);
      return rewrite(text.slice(0, end));
    },
    /** Whatever was kept back, at the end of the document. */
    end() {
      const rest = pending;
      pending = '';
      return rewrite(rest);
    },
  };
}

/** The page's script nonce, from the policy the proxy wrote on the response. */
export function scriptNonce(policy) {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy ?? ''));
  return match ? match[1] : undefined;
}

/**
 * Rewrites the HTML that goes out through `response` (installed before the framework writes to it,
 * after the compression that must see the rewritten bytes). Other answers pass untouched. `firstVisit`
 * (`{ stylesheet, cookie }`) inlines the page's stylesheets, drops the preloads of stylesheets and fonts
 * from the `Link` header too and sets `cookie`.
 */
export function rewritePage(response, firstVisit) {
  const { writeHead, write, end } = response;
  const decoder = new TextDecoder();
  let rewrite;
  let decided = false;

  /** Decided once, when the headers go: a rewritten answer has no length known in advance. */
  function decide(headers) {
    if (decided) return;
    decided = true;
    const header = (name) => response.getHeader(name) ?? Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
    const nonce = scriptNonce(header('content-security-policy'));
    if (!String(header('content-type') ?? '').startsWith('text/html') || !nonce) return;
    rewrite = createPageRewrite(nonce, { stylesheet: firstVisit?.stylesheet });
    const given = headers && typeof headers === 'object' && !Array.isArray(headers) ? headers : {};
    const keyOf = (name) => Object.keys(given).find((key) => key.toLowerCase() === name);
    response.removeHeader('content-length');
    if (keyOf('content-length')) delete given[keyOf('content-length')];
    if (!firstVisit) return;
    const link = keyOf('link');
    if (link && withoutStylePreloads(given[link]) === undefined) delete given[link];
    else if (link) given[link] = withoutStylePreloads(given[link]);
    if (response.hasHeader('link')) {
      const kept = withoutStylePreloads(response.getHeader('link'));
      if (kept === undefined) response.removeHeader('link');
      else response.setHeader('link', kept);
    }
    // Headers given to writeHead replace those set before: the cookie joins whichever list is sent.
    const cookies = keyOf('set-cookie');
    if (cookies) given[cookies] = [given[cookies]].flat().concat(firstVisit.cookie);
    else response.appendHeader('set-cookie', firstVisit.cookie);
  }

  const text = (chunk, encoding) => (typeof chunk === 'string' ? chunk : decoder.decode(Buffer.from(chunk, encoding), { stream: true }));
  const encodingOf = (value) => (typeof value === 'string' ? value : undefined);

  response.writeHead = function (status, ...rest) {
    decide(rest.find((value) => value && typeof value === 'object'));
    return writeHead.call(this, status, ...rest);
  };
  response.write = function (chunk, encoding, callback) {
    decide();
    if (!rewrite || chunk == null) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, rewrite.push(text(chunk, encodingOf(encoding))), 'utf8', done);
  };
  response.end = function (chunk, encoding, callback) {
    decide();
    if (!rewrite) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    const last = chunk != null && typeof chunk !== 'function' ? text(chunk, encodingOf(encoding)) : '';
    return end.call(this, rewrite.push(last + decoder.decode()) + rewrite.end(), 'utf8', done);
  };
}
