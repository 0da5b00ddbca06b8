// Cross-site scripting payloads for the XSS sweep (tests/e2e/security/xss.spec.ts). Every payload,
// if the page ever parsed it as markup or a URL and ran it, leaves a trace the test sees: an
// alert(n) dialog (n = its position in the list, so the failure names it), window.__xss set, or a
// request to /xss-marker-n. Blocked by the CSP instead, it still shows as a CSP violation.
//
// Kept to at most 100 characters (a client's or service's name holds 120, a city 60 is the one
// shorter field, filled by packing) and to characters the PDF's font (Inter) can draw, so a missing
// glyph is never taken for an escaping bug.

/** '§' becomes the payload's number (1-based) in the list below. */
const TEMPLATES = [
  // Script elements, plain and disguised.
  `<script>alert(§)</script>`,
  `<script>window.__xss=§</script>`,
  `<ScRiPt>alert(§)</sCrIpT>`,
  `<script src=/xss-marker-§.js></script>`,
  `<script>fetch('/xss-marker-§')</script>`,
  `<scr<script>ipt>alert(§)</scr</script>ipt>`,
  `<<script>alert(§);//<</script>`,
  // Event handlers on elements that fire without a click.
  `<img src=x onerror=alert(§)>`,
  `<img src="x" onerror="window.__xss=§">`,
  `<img src=x:alert(§) onerror=eval(src)>`,
  `<svg onload=alert(§)>`,
  `<svg/onload=window.__xss=§>`,
  `<svg><animate onbegin=alert(§) attributeName=x dur=1s>`,
  `<body onload=alert(§)>`,
  `<details open ontoggle=alert(§)>`,
  `<input autofocus onfocus=alert(§)>`,
  `<xss id=x tabindex=1 onfocus=alert(§) autofocus>`,
  `<video><source onerror=alert(§)></video>`,
  `<audio src=x onerror=alert(§)>`,
  `<marquee onstart=alert(§)>x</marquee>`,
  `<b onmouseover=alert(§)>negrito</b> & "aspas" 'simples'`,
  // Breaking out of an attribute or of the element the text sits in.
  `"><svg onload=alert(§)>`,
  `'><img src=x onerror=alert(§)>`,
  `"><script>alert(§)</script>`,
  `" onmouseover="alert(§)`,
  `' onfocus='alert(§)' autofocus='`,
  `" autofocus onfocus="window.__xss=§`,
  `</title><script>alert(§)</script>`,
  `</textarea><script>alert(§)</script>`,
  `</style><script>alert(§)</script>`,
  `<!--<img src="--><img src=x onerror=alert(§)//">`,
  // Breaking out of a script block or a JSON/JS string (the RSC payload, inline data).
  `</script><script>alert(§)</script>`,
  `"};alert(§);//`,
  `'-alert(§)-'`,
  `\\";alert(§);//`,
  `\`;alert(§);//\``,
  // javascript: and data: URLs, markdown links.
  `javascript:alert(§)`,
  `JaVaScRiPt:window.__xss=§`,
  `<a href="javascript:alert(§)">clique</a>`,
  `<a href="&#106;avascript:alert(§)">x</a>`,
  `<iframe src="javascript:alert(§)"></iframe>`,
  `<iframe srcdoc="<script>parent.alert(§)</script>"></iframe>`,
  `<object data="javascript:alert(§)"></object>`,
  `<embed src="javascript:alert(§)">`,
  `<form action="javascript:alert(§)"><button>ok</button></form>`,
  `<button formaction="javascript:alert(§)">ok</button>`,
  `<base href="javascript:alert(§)//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(§)">`,
  `<svg><a xlink:href="javascript:alert(§)"><text y="20">x</text></a></svg>`,
  `data:text/html,<script>alert(§)</script>`,
  `<img src="data:image/svg+xml,<svg onload=alert(§)>">`,
  `[clique](javascript:alert(§))`,
  `![x](x" onerror="alert(§))`,
  // Loads that need no script at all (seen as a request to the marker).
  `<img src=/xss-marker-§.png>`,
  `<link rel=stylesheet href=/xss-marker-§.css>`,
  // Mutation XSS and templates.
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(§)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(§)>">`,
  `<svg><style><img src=x onerror=alert(§)></style></svg>`,
  `<template><script>alert(§)</script></template>`,
  `{{constructor.constructor('alert(§)')()}}`,
  `\${alert(§)}`,
  `{{7*7}}<%= alert(§) %>`,
  // CSS.
  `<div style="background:url(javascript:alert(§))">x</div>`,
  `<div style="width:expression(alert(§))">x</div>`,
  `<style>@import 'javascript:alert(§)';</style>`,
  // Encoded forms: must stay exactly as typed (never decoded into markup).
  `\\u003cscript\\u003ealert(§)\\u003c/script\\u003e`,
  `\\x3cimg src=x onerror=alert(§)\\x3e`,
  `&lt;script&gt;alert(§)&lt;/script&gt;`,
  `&#60;img src=x onerror=alert(§)&#62;`,
  `%3Cscript%3Ealert(§)%3C%2Fscript%3E`,
  `<img src=x onerror=\\u0061lert(§)>`,
  // Polyglots.
  `jaVasCript:/*\`/*'/*"/**/(oNcliCk=alert(§))//</stYle/</titLe/</scRipt/--!><sVg/oNloAd=alert(§)//>`,
  `'"--></style></script><svg/onload=alert(§)>{{7*7}}`,
  `Ação «Conceição» <i>itálico</i> <svg onload=alert(§)> ñ ü ß €`,
] as const;

export const XSS_PAYLOADS: readonly string[] = TEMPLATES.map((t, i) => t.replaceAll('§', String(i + 1)));

/**
 * Client e-mails that pass the e-mail check and still try to break out of a quoted attribute or a
 * JavaScript string ('+' and quotes are legal before the '@'; '<', '(' and spaces are not).
 */
export const XSS_EMAILS = ["o'neil'-'xss@exemplo.com", "x'+'y+'-xss@exemplo.com", "ana'--'z@exemplo.com"] as const;

/**
 * Signer names that pass the public page's full-name rule (letters, apostrophes, dots and hyphens,
 * at least two words): the only markup-like characters it lets through are quotes.
 */
export const XSS_SIGNER_NAME = "Maria D'Ávila O'Neil-'xss'";

/** The trace any payload leaves when it runs: the dialog text, the global, the request path. */
export const XSS_MARKER_PATH = '/xss-marker-';

/** Websites that pass the profile's http(s) rule (no spaces) and carry markup after the host. */
export const XSS_WEBSITES = [
  'https://exemplo.com/"><svg/onload=alert(901)>',
  "https://exemplo.com/?q='-alert(902)-'#<script>alert(902)</script>",
  'http://exemplo.com.br/</a><img/src=x/onerror=alert(903)>',
] as const;
