// The theme class set before the first paint (no flash of the wrong theme): the saved choice
// ("theme" in localStorage: light, dark or system) or, by default, the system's. Inline in the
// document's <head> (src/components/document-frame.tsx), so the first paint waits for no file.
// Same key and rules as theme-provider.tsx. The policy allows it by its hash: on static pages with
// the other inline scripts of the prerendered HTML, on pages with a nonce beside the nonce
// (src/lib/csp.ts). Kept ES5 and without `</`: it runs as written, before anything else.
export const THEME_INIT_SCRIPT =
  "(function(){try{var s=localStorage.getItem('theme');var t=s==='light'||s==='dark'?s:'system';" +
  "var d=t==='dark'||(t==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}})()";
