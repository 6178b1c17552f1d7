import type { ComponentType } from 'react';
import type { DefinitionsIndex } from '../definitions-index.js';

/** static pages outside the departments (quote generator, reports), one route per path given */
export interface ExtraPage {
  /** its routes, from the start-up definitions (such as index.quotes.route) */
  paths: (index: DefinitionsIndex) => string[];
  /** loaded on demand; the default export is the page, told its route (it may load its part of the definitions, such as loadQuotes()) */
  load: () => Promise<{ default: ComponentType<{ route: string }> }>;
}

// pages beyond the departments register here; route-tree.tsx adds each one
export const extraPages: ExtraPage[] = [
  { paths: (index) => [index.quotes.route], load: async () => (await import('../quotes/quote-route.js')).loadQuotePage() },
  { paths: (index) => Object.values(index.reports).map((r) => r.route), load: async () => (await import('../reports/report-route.js')).loadReportPage() },
  { paths: () => ['/insights'], load: () => import('../insights/insights-route.js') },
];
