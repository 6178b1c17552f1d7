import type { Definitions } from '../schema/index.js';
import { embedRoutes } from './embed.js';

/** what a page opens with in its <head>: the tab title and the meta description */
export interface PageHead {
  title: string;
  description?: string;
  /** the page works only with JavaScript (a results page of the session's result, the quote generator): it says so to a browser without */
  needsScript?: true;
  /** a page no search engine should list (the insights, behind their token) */
  noindex?: true;
}

/** the product owners' insights page (docs/insights.md): there only when the server has an INSIGHTS_TOKEN */
export const insightsRoute = '/insights';

/** each page route's head, and the 404 page's */
export interface PageHeads {
  routes: Map<string, PageHead>;
  notFound: PageHead;
}

interface Section {
  route: string;
  documentTitle?: string;
  heading: string;
  metaDescription?: string;
}

const isSection = (v: unknown): v is Section => typeof v === 'object' && v !== null && 'route' in v && 'heading' in v;
const head = (title: string, description?: string): PageHead => (description ? { title, description } : { title });
const scripted = (page: PageHead): PageHead => ({ ...page, needsScript: true });

/**
 * Every page route of the definitions with its head, the insights page's, and the 404 page's head: the server writes them into
 * the page it sends, so a crawler reads them without running the app.
 * @example pageHeads(definitions).routes.get('/quote-generator')?.title // 'AI Solution Quote Generator'
 */
export function pageHeads(d: Pick<Definitions, 'site' | 'departments' | 'quotes' | 'reports'>): PageHeads {
  const { home } = d.site;
  const routes = new Map<string, PageHead>([['/', head(home.documentTitle ?? d.site.title, home.metaDescription)]]);
  for (const { id, routes: r, landing, wizard, results, samplePages, title } of d.departments) {
    routes.set(r.landing, head(landing.documentTitle ?? landing.heading, landing.metaDescription));
    // a wizard's steps are forms that work without script (api/web/wizard-form.ts)
    const wizardHead = head(wizard.documentTitle ?? wizard.heading ?? title, wizard.metaDescription);
    routes.set(r.wizard, wizardHead);
    const resultsHead = scripted(head(results.documentTitle ?? results.heading, results.metaDescription));
    routes.set(r.results, resultsHead);
    // its embed (docs/embedding.md): the same pages in a frame on another site; the embed's steps need script
    const embed = embedRoutes(id);
    routes.set(embed.wizard, scripted(wizardHead));
    routes.set(embed.results, resultsHead);
    for (const sample of samplePages) routes.set(sample.route, scripted(head(sample.title ?? wizard.heading ?? title, wizard.metaDescription)));
  }
  routes.set(d.quotes.route, scripted(head(d.quotes.documentTitle ?? d.quotes.heading, d.quotes.metaDescription)));
  // each report page is a section with a route of its own
  for (const page of Object.values(d.reports).flatMap((v) => (isSection(v) ? [v] : [])))
    routes.set(page.route, head(page.documentTitle ?? page.heading, page.metaDescription));
  // the insights, behind their token: painted per request by the server (api/insights/insights-page.ts)
  routes.set(insightsRoute, { title: 'Insights', noindex: true });
  return { routes, notFound: head(d.site.notFound.title) };
}
