import { z } from 'zod';
import type { Department } from '../schema/department.js';
import { isOrigin, unknownHost } from './hosts.js';

/** what the web app reports, once per browser tab session each; nothing else is ever counted */
export const EventKind = z.enum([
  'page_viewed',
  'wizard_started',
  'question_reached',
  'completed',
  'results_viewed',
  'share_link_made',
  'pdf_downloaded',
  'quote_started',
  'quote_sent',
]);
export type EventKind = z.infer<typeof EventKind>;

/** events that belong to no department when sent from a page outside one (home, quote generator) */
const siteWide = new Set<EventKind>(['page_viewed', 'quote_started', 'quote_sent']);

/** one event as the web app sends it: no visitor, session, address or time of its own */
export const InsightEvent = z.strictObject({
  kind: EventKind,
  department: z.string().max(64).optional(),
  /** the definition version; the server takes the one it loaded when left out */
  definitionHash: z.string().max(64).optional(),
  /** question_reached only: the position on the visitor's own path, from 1 */
  step: z.number().int().min(1).max(1000).optional(),
  /** an embed's events only: the origin of the page the frame is on, or "unknown" when the browser does not say it */
  host: z.string().max(300).optional(),
});
export type InsightEvent = z.infer<typeof InsightEvent>;

/** at most this many events in one beacon */
export const eventBatchLimit = 50;

/** what POST /api/events takes, checked against the departments the server loaded */
export function eventsBodySchema(departments: readonly Pick<Department, 'id' | 'wizard'>[], hashes: ReadonlyMap<string, string>) {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const ids = [...byId.keys()].join(', ');
  const event = InsightEvent.superRefine((e, ctx) => {
    const dept = e.department === undefined ? undefined : byId.get(e.department);
    if (e.department !== undefined && !dept)
      ctx.addIssue({ code: 'custom', path: ['department'], message: `department must be one of ${ids}, got "${e.department}"` });
    if (e.department === undefined && !siteWide.has(e.kind)) {
      ctx.addIssue({ code: 'custom', path: ['department'], message: `department is required for ${e.kind} (one of ${ids})` });
    }
    const hash = e.department === undefined ? undefined : hashes.get(e.department);
    if (e.definitionHash !== undefined && e.definitionHash !== hash) {
      ctx.addIssue({
        code: 'custom',
        path: ['definitionHash'],
        message: `definitionHash must be ${hash ? `"${hash}", the version this server loaded` : 'left out without a department'}`,
      });
    }
    if (e.kind === 'question_reached') {
      const max = dept?.wizard.steps.length ?? 0;
      if (e.step === undefined || (dept && e.step > max))
        ctx.addIssue({ code: 'custom', path: ['step'], message: `step must be a whole number from 1 to ${max} for question_reached` });
    } else if (e.step !== undefined) ctx.addIssue({ code: 'custom', path: ['step'], message: `step is sent only with question_reached, not with ${e.kind}` });
    if (e.host !== undefined && e.host !== unknownHost && !isOrigin(e.host)) {
      ctx.addIssue({
        code: 'custom',
        path: ['host'],
        message: `host must be the origin of the page the embed is on, such as https://www.example.com (scheme, host and port, no path), or "${unknownHost}", got "${e.host.slice(0, 100)}"`,
      });
    }
  });
  return z.strictObject({ events: z.array(event).min(1).max(eventBatchLimit) });
}

/** one daily counter: what the database keeps, and all it keeps */
export interface CounterRow {
  /** the day in UTC, YYYY-MM-DD */
  day: string;
  /** "" for an event outside any department */
  department: string;
  definitionHash: string;
  event: EventKind;
  /** question_reached: the position on the path; 0 otherwise */
  step: number;
  /** an embed's: the origin of the page it is on (one EMBED_ORIGINS lists) or "unknown"; "" for the site's own pages */
  host: string;
  count: number;
}
