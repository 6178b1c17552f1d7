import type { DefinitionsIndex } from '../display/browser-definitions.js';
import { answersParam, formParam, stepParam } from '../answers/address-params.js';
import { embedHostAttribute, embedRoutes } from '../display/embed.js';
import type { InsightEvent } from './events.js';
import { unknownHost } from './hosts.js';

/** where the app's pages are: each department's routes and the quote generator's */
export type ViewPlaces = Pick<DefinitionsIndex, 'departments' | 'quotes'>;

/**
 * What a page counts as it is viewed, by its path: a landing its view, a wizard its start and the
 * question its address names, the quote generator its start. The same events the app's pages count once they
 * show, so the page's inline beacon, its no-script image and the app agree on each (web/api/usage-events.ts).
 * `question`: the department of a wizard, whose question the address names (stepOfSearch); `embed`: a department's
 * embed, whose events name the page it is on (embedHostScript), or that it is not known.
 * @example pageViewOf(index, landing) // { events: [{ kind: 'page_viewed', department: id }], question: undefined }
 */
export function pageViewOf(places: ViewPlaces, path: string): { events: InsightEvent[]; question?: string; embed?: true } | undefined {
  if (path === places.quotes.route) return { events: [{ kind: 'quote_started' }] };
  for (const d of places.departments) {
    if (path === d.routes.landing) return { events: [{ kind: 'page_viewed', department: d.id }] };
    if (path === d.routes.wizard) return { events: [{ kind: 'wizard_started', department: d.id }], question: d.id };
    if (path === embedRoutes(d.id).wizard) return { events: [{ kind: 'wizard_started', department: d.id }], question: d.id, embed: true };
  }
  return undefined;
}

/** the question a wizard's address names: ?step=N, the first when there is none; undefined for one that is no step */
export function stepOfSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('step');
  if (raw === null) return 1;
  const step = Number(raw);
  return /^\d{1,4}$/.test(raw) && step >= 1 && step <= 1000 ? step : undefined;
}

/**
 * The address a page's no-script image names (GET /api/events/view), kept to what decides its count, so the
 * browser's cache of the image stands in for the tab session's memory of what it sent: a wizard's step and the form
 * it belongs to (a step reached again, by Back, a reload or another path, is the same image), a results page its
 * answers; undefined for a page that counts nothing.
 * @example viewImagePage(index, wizard, new URLSearchParams('answers=x&step=2&form=f')) // `${wizard}?step=2&form=f`
 */
export function viewImagePage(places: ViewPlaces, path: string, search: URLSearchParams): string | undefined {
  const kept = (names: string[]) => {
    const own = new URLSearchParams(names.flatMap((n) => (search.get(n) ? [[n, search.get(n)!]] : [])));
    if (own.get(stepParam) === '1') own.delete(stepParam);
    return own.size ? `${path}?${own.toString()}` : path;
  };
  const view = pageViewOf(places, path);
  if (view) return view.question ? kept([stepParam, formParam]) : path;
  return places.departments.some((d) => d.routes.results === path) && search.has(answersParam) ? kept([answersParam]) : undefined;
}

/**
 * What a page's no-script image counts (engine of GET /api/events/view): what the page counts as it shows
 * (pageViewOf), but a wizard's start and first question only on arriving (an address without the form's id, which
 * its later steps carry), and a results page painted from the answers of its address its results_viewed.
 */
export function noScriptEventsOf(places: ViewPlaces & { steps: ReadonlyMap<string, number> }, url: URL): InsightEvent[] {
  const view = pageViewOf(places, url.pathname);
  if (!view) {
    const results = places.departments.find((d) => d.routes.results === url.pathname);
    return results && url.searchParams.has(answersParam) ? [{ kind: 'results_viewed', department: results.id }] : [];
  }
  if (view.question === undefined) return view.events;
  const step = stepOfSearch(url.search);
  const arriving = !url.searchParams.get(formParam);
  const events = arriving ? view.events : [];
  const counted: InsightEvent[] =
    step === undefined || step > (places.steps.get(view.question) ?? 0) || (!arriving && step === 1)
      ? events
      : [...events, { kind: 'question_reached', department: view.question, step }];
  // an embed without script cannot tell the page it is on
  return view.embed ? counted.map((e) => ({ ...e, host: unknownHost })) : counted;
}

/** the key under which a tab session remembers an event it sent, so each counts once (the app's and the beacon's) */
export const sentEventKey = (e: Pick<InsightEvent, 'kind' | 'department' | 'step'>): string => `${e.kind}|${e.department ?? ''}|${e.step ?? 0}`;

/** the session storage entries the counting shares: the events sent in this tab, the department whose results it saw last */
export const usageStorage = { sent: 'usageEventsSent', lastDepartment: 'usageLastDepartment' } as const;

/**
 * The one inline script of a page's view: it runs as the HTML is read, before the app's code, and sends the events
 * its `data-view` attribute names (pageViewOf, with `question` the wizard's step read from the address) unless this
 * tab sent them already, marking them sent as the app does, an embed's with its host as the head named it
 * (embedHostScript); nothing when the browser sends GPC or Do Not Track. Its text is constant, so the page's
 * Content-Security-Policy allows it by its hash.
 */
export const viewBeaconScript =
  '(()=>{try{const n=navigator,w=window;' +
  "if(n.globalPrivacyControl===true||n.doNotTrack==='1'||w.doNotTrack==='1'||typeof n.sendBeacon!=='function')return;" +
  'const v=JSON.parse(document.currentScript.dataset.view),s=sessionStorage;' +
  `let sent=[];try{sent=JSON.parse(s.getItem('${usageStorage.sent}')||'[]')}catch{}` +
  `const last=s.getItem('${usageStorage.lastDepartment}');` +
  "const key=(e)=>e.kind+'|'+(e.department||'')+'|'+(e.step||0);" +
  "const send=(l)=>{l=l.filter((e)=>!sent.includes(key(e)));if(!l.length)return;for(const e of l)sent.push(key(e));s.setItem('" +
  usageStorage.sent +
  "',JSON.stringify(sent));n.sendBeacon('/api/events',new Blob([JSON.stringify({events:l})],{type:'application/json'}))};" +
  `const host=v.embed?document.documentElement.getAttribute('${embedHostAttribute}')||'${unknownHost}':'';` +
  'const at=(e)=>host?{...e,host}:e;' +
  "send(v.events.map((e)=>at(e.kind.startsWith('quote_')&&!e.department&&last?{...e,department:last}:e)));" +
  "if(v.question){const r=new URLSearchParams(location.search).get('step');const t=r===null?1:Number(r);" +
  "if(Number.isInteger(t)&&t>=1&&t<=1000)send([at({kind:'question_reached',department:v.question,step:t})])}" +
  '}catch{}})()';
