import sanitizeHtml from 'sanitize-html';
import { richTextSettingKeys } from '@app/contracts/settings.js';

/**
 * Stands for the shop's own origin when a relative address is resolved: only the path matters,
 * and an address that leaves this origin once resolved (`//host`, `/\host`) is not the shop's.
 */
const OWN_ORIGIN = 'https://shop.invalid';
const PLAYER_HOST = 'www.youtube-nocookie.com';
const YOUTUBE_HOSTS = new Set(['www.youtube.com', PLAYER_HOST]);
const YOUTUBE_EMBED_PATH = /^\/embed\/[A-Za-z0-9_-]+$/;
const ALIGNED_BLOCKS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];
const BLOCK_ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };
const PIXEL_WIDTH = [/^\d{1,4}(\.\d+)?px$/];
const KNOWN_REL = ['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored'];

function resolved(address: string): URL | null {
  try {
    return new URL(address, OWN_ORIGIN);
  } catch {
    return null;
  }
}

/** A picture from anywhere over https, or one of the shop's own uploads under /files/. */
function isAllowedImage(src: string | undefined): boolean {
  const url = src ? resolved(src) : null;
  if (!src || !url) return false;
  // A relative address takes https from the stand-in origin, so elsewhere must say https itself.
  return url.origin === OWN_ORIGIN ? url.pathname.startsWith('/files/') : /^\s*https:/i.test(src);
}

/**
 * Only YouTube's own player pages, the ones the editor's video button writes, and always through
 * the privacy-enhanced player: it sets no cookie before the video plays, and it is the only YouTube
 * origin the site's pages may frame.
 */
function youtubePlayer(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src, ...rest } = attribs;
  const url = src ? resolved(src) : null;
  if (!url || url.protocol !== 'https:' || url.port !== '' || !YOUTUBE_HOSTS.has(url.hostname) || !YOUTUBE_EMBED_PATH.test(url.pathname))
    return { tagName, attribs: rest };
  url.hostname = PLAYER_HOST;
  // What a frame holds is never shown, so it is not kept either.
  return { tagName, attribs: { ...rest, src: url.href }, text: '' };
}

/**
 * A link opened in a new tab must not hand the page that opens it a handle on ours
 * (`window.opener`), whatever rel the writer gave.
 */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel, ...rest } = attribs;
  const tokens = new Set(
    (rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => KNOWN_REL.includes(token)),
  );
  if (target !== '_blank') return { tagName, attribs: tokens.size ? { ...rest, rel: [...tokens].join(' ') } : rest };
  tokens.add('noopener').add('noreferrer');
  return { tagName, attribs: { ...rest, target, rel: [...tokens].join(' ') } };
}

/** What the staff editor (Tiptap) writes, and nothing that can run, load or restyle the page. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...ALIGNED_BLOCKS,
    ...'br hr strong b em i u s del mark sub sup ul ol li blockquote pre code a img div iframe'.split(' '),
    ...'table caption colgroup col thead tbody tfoot tr th td'.split(' '),
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', { name: 'rel', multiple: true, values: KNOWN_REL }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder'],
    // The editor wraps its YouTube player in this element.
    div: ['data-youtube-video'],
    ol: ['start'],
    code: ['class'],
    ...Object.fromEntries(ALIGNED_BLOCKS.map((tag) => [tag, ['style']])),
    th: ['colspan', 'rowspan', 'colwidth', 'scope', 'style'],
    td: ['colspan', 'rowspan', 'colwidth', 'style'],
    table: ['style'],
    col: ['style', 'span'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedStyles: {
    ...Object.fromEntries([...ALIGNED_BLOCKS, 'th', 'td'].map((tag) => [tag, BLOCK_ALIGN])),
    table: { width: PIXEL_WIDTH, 'min-width': PIXEL_WIDTH },
    col: { width: PIXEL_WIDTH, 'min-width': PIXEL_WIDTH },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [PLAYER_HOST],
  allowIframeRelativeUrls: false,
  // Elements whose content a browser reads otherwise than the parser does go with their content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'noframes', 'template', 'plaintext'],
  transformTags: { a: safeLink, iframe: youtubePlayer },
  // A picture or player whose address was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => (frame.tag === 'img' && !isAllowedImage(frame.attribs.src)) || (frame.tag === 'iframe' && !frame.attribs.src),
};

/** Staff-written HTML cut down to the editor's allowlist; what is left cannot run script. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** A system setting as it may be stored: the ones shown as HTML pass the rich-text allowlist. */
export function sanitizeSettingValue(name: string, value: string): string {
  return (richTextSettingKeys as readonly string[]).includes(name) ? sanitizeRichText(value) : value;
}
