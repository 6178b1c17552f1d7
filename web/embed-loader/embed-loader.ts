// /embed.js: puts the assessment into each <div data-assessment="<department id>"> of a host page (docs/embedding.md):
// a frame sized to its page, or with data-assessment-mode="popup" a button opening it in a <dialog>. No framework.
import {
  embedConfigMarker,
  embedHostParam,
  embedRoutes,
  firstHeight,
  readFrameMessage,
  type EmbedLoaderConfig,
  type FirstHeights,
} from '../../engine/display/embed.js';
import measured from './first-heights.json';

const heights: FirstHeights = measured;
// the server writes the config into this string at start (api/web/embed-loader.ts)
const config = JSON.parse(embedConfigMarker) as EmbedLoaderConfig;
const script = document.currentScript as HTMLScriptElement | null;
const tool = new URL(script?.src ?? location.href).origin;
const fill = (template: string, department: string) => template.replace('{department}', department);

/** the language of the frame: the element's data-assessment-lang, else the host page's, else the browser's, if the tool has it */
function languageFor(el: HTMLElement): string {
  const wanted = [el.dataset.assessmentLang, document.documentElement.lang, ...navigator.languages];
  for (const w of wanted) {
    const code = w?.toLowerCase().split('-')[0];
    if (code && config.languages.includes(code)) return code;
  }
  return config.languages[0]!;
}

/** an <iframe> of the department's embed, titled, at the height its first question takes at this width */
function frameFor(el: HTMLElement, department: string, lang: string, width: number): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  const texts = config.texts[lang]!;
  frame.title = texts.frameTitle[department] ?? department;
  frame.src = `${tool}${embedRoutes(department).wizard}?lang=${encodeURIComponent(lang)}#${embedHostParam}=${encodeURIComponent(location.origin)}`;
  frame.setAttribute('allow', 'clipboard-write');
  frame.style.cssText = 'display:block;width:100%;border:0;overflow:hidden';
  frame.style.height = `${firstHeight(heights[department]?.[lang], width) ?? 640}px`;
  listen(el, frame, department);
  return frame;
}

/**
 * Sizes the frame to its page without moving what the visitor sees: it grows at once (its page would clip
 * otherwise), and shrinks only once its new bottom is below the window's (the host's text below it then moves
 * out of sight, never in view); until then its page ends in blank space, never a scrollbar.
 */
function sizer(frame: HTMLIFrameElement): (height: number) => void {
  let wanted = 0;
  const apply = () => {
    const now = frame.getBoundingClientRect();
    if (wanted < now.height && now.top + wanted < innerHeight) return;
    frame.style.height = `${wanted}px`;
    removeEventListener('scroll', apply);
  };
  return (height) => {
    wanted = height;
    apply();
    if (frame.style.height !== `${wanted}px`) addEventListener('scroll', apply, { passive: true });
  };
}

/** scrolls the host the least that shows the part of the frame from `top` to `bottom` (its question's heading), if any is needed */
function reveal(frame: HTMLIFrameElement, top: number, bottom: number): void {
  const at = frame.getBoundingClientRect().top;
  const margin = 16;
  if (at + top < 0) scrollBy(0, at + top - margin);
  else if (at + bottom > innerHeight) scrollBy(0, Math.min(at + bottom - innerHeight + margin, at + top - margin));
}

/** applies the frame's messages: from its own window at the tool's origin only, known types only, as DOM events on the element */
function listen(el: HTMLElement, frame: HTMLIFrameElement, department: string): void {
  let steps = 0;
  const size = sizer(frame);
  addEventListener('message', (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== tool) return;
    const message = readFrameMessage(event.data);
    if (!message) return;
    if (message.type === 'height') {
      size(message.height);
      return;
    }
    if (message.type === 'escape') {
      // a popup's frame had the focus, so the dialog heard no Escape of its own: it closes, focus back to its button
      frame.closest('dialog')?.close();
      return;
    }
    if (message.department !== department) return;
    if (message.type === 'step') {
      const { type, top, bottom, ...detail } = message;
      // a new question: the host scrolls only when its heading is out of view, to bring it just into view
      if (steps++ > 0) reveal(frame, top ?? 0, bottom ?? 0);
      el.dispatchEvent(new CustomEvent(`assessment:${type}`, { bubbles: true, detail }));
      return;
    }
    const { type, ...detail } = message;
    el.dispatchEvent(new CustomEvent(`assessment:${type}`, { bubbles: true, detail: type === 'ready' ? { department } : detail }));
  });
}

/** the popup: a button that opens the frame in a modal <dialog> with a close button; focus goes back to the button */
function popup(el: HTMLElement, department: string, lang: string): void {
  const texts = config.texts[lang]!;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = fill(texts.openButton[department] ?? department, department);
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', texts.frameTitle[department] ?? department);
  dialog.style.cssText = 'width:min(900px,96vw);max-height:92vh;padding:0;border:0;border-radius:8px';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = texts.close;
  close.style.cssText = 'display:block;margin:8px 8px 0 auto';
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => button.focus());
  dialog.append(close);
  button.addEventListener('click', () => {
    if (!dialog.querySelector('iframe')) dialog.append(frameFor(el, department, lang, Math.min(900, innerWidth * 0.96)));
    dialog.showModal();
  });
  el.replaceChildren(button, dialog);
}

function place(el: HTMLElement): void {
  const department = el.dataset.assessment;
  if (!department || el.dataset.assessmentPlaced || !config.texts[config.languages[0]!]?.frameTitle[department]) return;
  el.dataset.assessmentPlaced = 'true';
  const lang = languageFor(el);
  if (el.dataset.assessmentMode === 'popup') popup(el, department, lang);
  else el.replaceChildren(frameFor(el, department, lang, el.clientWidth));
}

// the elements already there at once (a script right after its element places the frame before the text below it
// is laid out, so nothing moves), any later ones when the page is parsed
const placeAll = () => document.querySelectorAll<HTMLElement>('[data-assessment]').forEach(place);
placeAll();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', placeAll);
