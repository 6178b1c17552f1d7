import { createHash } from 'node:crypto';

/**
 * Run at the end of a server-painted page: once the browser reports its first contentful paint as on screen (at once
 * in a hidden tab, which paints nothing; where paint timing is missing, a frame later; at the latest after 2 s),
 * each `<template data-after-paint>` becomes fresh copies of the elements it holds, in its place (a script the
 * parser put in a template never runs; one made here does). So the page's code, its style sheets and its part of
 * the definitions are requested once the HTML is on screen, not while the browser is busy painting it. Each
 * element costs the browser its request's start: they are made a few milliseconds' worth per task, in order, so
 * no task is long enough to hold up a click. The style sheets load as print sheets and all apply in one go once
 * every one has come (or failed), so the cascade never holds some of them without the others.
 */
export const afterPaintScript =
  "(()=>{const q=[];for(const t of document.querySelectorAll('template[data-after-paint]')){for(const e of t.content.children)q.push([t,e]);q.push([t])}" +
  "const held=(e)=>e.rel==='stylesheet'&&!e.hasAttribute('media');const sheets=[];let left=q.filter(([,e])=>e&&held(e)).length;" +
  "const loaded=()=>{if(--left===0)for(const s of sheets)s.removeAttribute('media')};" +
  'const copy=(e)=>{const n=document.createElement(e.localName);for(const a of e.attributes)n.setAttribute(a.name,a.value);' +
  "if(held(e)){n.media='print';n.onload=n.onerror=loaded;sheets.push(n)}return n};" +
  'const c=new MessageChannel();const run=(all)=>{const end=performance.now()+4;' +
  'while(q.length&&(all||performance.now()<end)){const[t,e]=q.shift();e?t.before(copy(e)):t.remove()}if(q.length)c.port2.postMessage(0)};' +
  'c.port1.onmessage=()=>run(false);let begun=0;const start=(all)=>{if(!begun++)run(all)};' +
  "if(document.visibilityState==='hidden')start(true);else{" +
  "const o=PerformanceObserver.supportedEntryTypes?.includes('paint')&&new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start(false)}});" +
  "o?o.observe({type:'paint',buffered:true}):requestAnimationFrame(()=>setTimeout(()=>start(false)));" +
  "document.addEventListener('visibilitychange',()=>start(true),{once:true});setTimeout(()=>start(false),2000)}})()";

/** the policy's source for that one inline script (script-src allows no other) */
export const afterPaintSource = `'sha256-${createHash('sha256').update(afterPaintScript).digest('base64')}'`;

/** elements, as markup, that the page asks for after its first paint */
export const afterPaintTemplate = (markup: string): string => `<template data-after-paint>${markup}</template>`;

// the app's module script and its module preloads, as vite writes them in the head of index.html
const code = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

// the page paints whole: a slow network brings the HTML in parts, and a browser that painted each part would move
// what it had painted as the rest came (a button without its whole label, a right-aligned row filling leftwards, a
// menu before its summary). Rendering waits until the script at the end of the body is parsed (render-blocking, a
// link Chromium honours and other browsers ignore); the markup itself is all the first paint needs anyway.
const paintedWhole = '<link rel="expect" href="#painted" blocking="render">';

/**
 * A server-painted page whose code (module script and module preloads) and `later` tags (its definitions part's
 * preload) are loaded after the first paint, by afterPaintScript at the end of the body; the page paints once its
 * markup has all come (paintedWhole).
 */
export function loadedAfterPaint(html: string, later = ''): string {
  const tags = [...(html.match(code) ?? []).map((t) => t.trim()), later].filter(Boolean);
  if (tags.length === 0) return html;
  return html
    .replace(code, '')
    .replace(/\s*<\/head>/, (end) => `\n    ${paintedWhole}${afterPaintTemplate(tags.join(''))}${end}`)
    .replace(/\s*<\/body>/, (end) => `\n    <script id="painted">${afterPaintScript}</script>${end}`);
}
