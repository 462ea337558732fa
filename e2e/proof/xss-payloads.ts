/**
 * Script-injection payloads, one line each (chat lines and single-line inputs keep them whole). Every
 * payload that could run calls `__xss(n)` (the page's tripwire, see xss-probe.ts) and every element it
 * could create carries `data-xss`, so a probe sees both a script that ran and markup that was built.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2) data-xss>',
  '<svg onload=__xss(3) data-xss>',
  '<a href="javascript:__xss(4)" data-xss>tap</a>',
  'javascript:__xss(5)',
  '"><img src=x onerror=__xss(6) data-xss>',
  "'><svg/onload=__xss(7) data-xss>",
  '</textarea><script>__xss(8)</script>',
  '</title><img src=x onerror=__xss(9) data-xss>',
  '</script><script>__xss(10)</script>',
  '${__xss(11)}',
  "{{constructor.constructor('__xss(12)')()}}",
  '<iframe srcdoc="<script>parent.__xss(13)</script>" data-xss></iframe>',
  '<details open ontoggle=__xss(14) data-xss>',
  '<body onload=__xss(15)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(16) data-xss>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(17) data-xss>">',
  '<svg><style><img src=x onerror=__xss(18) data-xss></style></svg>',
  '<input autofocus onfocus=__xss(19) data-xss>',
  '<a href="jav&#x09;ascript:__xss(20)" data-xss>tap</a>',
  '[tap](javascript:__xss(21))',
  '<object data="javascript:__xss(22)" data-xss></object>',
  '<video><source onerror=__xss(23) data-xss></video>',
  '<img src="x" onerror="&#95;&#95;xss(24)" data-xss>',
  '<div style="background:url(javascript:__xss(25))" data-xss>x</div>',
  '" onmouseover="__xss(26)" data-xss="',
  '<!--<img src="--><img src=x onerror=__xss(27) data-xss>-->',
  '<form><button formaction=javascript:__xss(28) data-xss>go</button></form>',
];

/** A handful that covers each kind (tag, event handler, URL, attribute breaker, script breaker, template, mXSS). */
export const XSS_SAMPLE: readonly string[] = [1, 2, 4, 6, 10, 11, 16].map((n) => XSS_PAYLOADS[n - 1]!);
