// the embed's one contract: its addresses, and the messages an /embed/… page posts to the page that framed it
// (web/embed/ posts them, web/embed-loader/ reads them), each checked field by field on arrival

/** every embed page's path starts so: /embed/<department id>, its results under /embed/<department id>/results */
export const embedPrefix = '/embed/';

/** a department's embed: its wizard, then its results */
export const embedRoutes = (id: string) => ({ wizard: `${embedPrefix}${id}`, results: `${embedPrefix}${id}/results` });

/** whether a page's route is an embed's (framed by EMBED_ORIGINS only) */
export const isEmbedRoute = (route: string): boolean => route.startsWith(embedPrefix);

/**
 * The attribute an embed page's first inline script sets on <html> while Escape is the visitor's last input (a key
 * or a tap) before the page's code came, and the one the code sets once it listens itself (web/embed/embed-layout.tsx
 * then tells the host of that Escape, so a popup closes as it would have).
 */
export const earlyEscape = { pressed: 'data-escape-before-code', listening: 'data-escape-heard' } as const;

/** the inline script, in an embed page's head, that keeps an Escape pressed before the page's code came (CSP: by its hash) */
export const earlyEscapeScript =
  "(()=>{const r=document.documentElement,o={capture:!0},f=(e)=>{if(r.hasAttribute('" +
  earlyEscape.listening +
  "')){removeEventListener('keydown',f,o);removeEventListener('pointerdown',f,o);return}r.toggleAttribute('" +
  earlyEscape.pressed +
  "',e.type==='keydown'&&e.key==='Escape')};addEventListener('keydown',f,o);addEventListener('pointerdown',f,o)})()";

/** the <meta> an embed page carries EMBED_ORIGINS in (space-separated; empty: no site may frame it) */
export const embedOriginsMeta = 'embed-origins';

/** the fragment parameter the loader names its page's origin in: /embed/hr#host=https%3A%2F%2Fwww.example.com */
export const embedHostParam = 'host';

/** the attribute an embed page's head script sets on <html>: the origin of the page that framed it (embedHostScript) */
export const embedHostAttribute = 'data-embed-host';

/**
 * The inline script, in an embed page's head after the EMBED_ORIGINS <meta>, that names on <html> (embedHostAttribute)
 * the origin of the page framing it, before any other script runs and the router rewrites the address: the loader's
 * word in the fragment (#host=…), else the browser's (location.ancestorOrigins, then the referrer); where both
 * speak they must agree, and EMBED_ORIGINS must list it ("*": any). Nothing in a window of its own or for a host
 * the list does not name. The page's view beacon and its code (web/embed/frame-host.ts) read it.
 */
export const embedHostScript =
  '(()=>{try{if(window.top===window.self)return}catch{}' +
  'const o=(v)=>{try{return v?new URL(v).origin:undefined}catch{return undefined}},' +
  `n=o(new URLSearchParams(location.hash.slice(1)).get('${embedHostParam}')),` +
  't=o(location.ancestorOrigins&&location.ancestorOrigins[0])||o(document.referrer),h=n||t,' +
  `a=((document.querySelector('meta[name="${embedOriginsMeta}"]')||{}).content||'').split(' ');` +
  `if(h&&h!=='null'&&!(n&&t&&n!==t)&&(a.includes('*')||a.includes(h)))document.documentElement.setAttribute('${embedHostAttribute}',h)})()`;

/** an embed page's one inline script in its head (CSP: by its hash): the early Escape, then its host */
export const embedHeadScript = `${earlyEscapeScript};${embedHostScript}`;

/** a frame's height is kept within these (CSS pixels) */
export const frameHeightBounds = { min: 120, max: 20_000 } as const;

/**
 * What an embed tells its host: that it is ready, its height, the question it shows, the final score, and that
 * Escape was pressed inside it (a popup closes: the host's dialog never hears a key pressed in the frame); nothing else
 */
export type FrameMessage =
  | { type: 'ready'; department: string }
  | { type: 'height'; height: number }
  | { type: 'escape' }
  /** `top` and `bottom`: where the question's heading is in the frame's page (px), so the host scrolls only to bring it into view */
  | { type: 'step'; department: string; step: number; of: number; top?: number; bottom?: number }
  | { type: 'completed'; department: string; score: number; max: number; band: string };

/** the marker every message carries, so a host tells them from its other frames' */
export const frameMessageSource = 'ai-opportunity-embed';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const whole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/**
 * A message as the host accepts it from its own frame, or undefined: the known types only, each with exactly its
 * fields, whole numbers within bounds and short strings (a height outside frameHeightBounds is clamped).
 * @example readFrameMessage({ source: frameMessageSource, type: 'height', height: 640 }) // { type: 'height', height: 640 }
 */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data) || data.source !== frameMessageSource) return undefined;
  const { type, department } = data;
  if (type === 'height') {
    const { height } = data;
    if (typeof height !== 'number' || !Number.isFinite(height)) return undefined;
    return { type, height: Math.round(Math.min(frameHeightBounds.max, Math.max(frameHeightBounds.min, height))) };
  }
  if (type === 'escape') return { type };
  if (!text(department, 64)) return undefined;
  if (type === 'ready') return { type, department };
  if (type === 'step') {
    const { step, of, top, bottom } = data;
    if (!whole(of, 1, 1000) || !whole(step, 1, of)) return undefined;
    const heading = whole(top, 0, frameHeightBounds.max) && whole(bottom, top, frameHeightBounds.max) ? { top, bottom } : {};
    return { type, department, step, of, ...heading };
  }
  if (type === 'completed') {
    const { score, max, band } = data;
    return whole(max, 1, 1_000_000) && typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= max && text(band, 200)
      ? { type, department, score, max, band }
      : undefined;
  }
  return undefined;
}

/** the texts the loader needs, by language (the first the default), written into /embed.js by the server at start */
export interface EmbedLoaderConfig {
  languages: string[];
  texts: Record<string, { frameTitle: Record<string, string>; openButton: Record<string, string>; close: string }>;
}

/** where the server writes the loader's config (EmbedLoaderConfig as JSON, inside a string literal) */
export const embedConfigMarker = '__EMBED_LOADER_CONFIG__';

/** the height the first question takes, by department, language and width: [from this frame width, height] in order */
export type FirstHeights = Record<string, Record<string, number[][]>>;

/** the reserved height for a frame this wide: the measured step at or below its width (the narrowest's below it) */
export function firstHeight(steps: number[][] | undefined, width: number): number | undefined {
  let height = steps?.[0]?.[1];
  for (const [from, h] of steps ?? []) if (from !== undefined && h !== undefined && from <= width) height = h;
  return height;
}
