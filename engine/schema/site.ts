import { z } from 'zod';
import { Acknowledgement, Feature, Link, MetaDescription } from './common.js';

export const Site = z.strictObject({
  kind: z.literal('site'),
  title: z.string().min(1).describe('Product title in the header and the browser tab'),
  header: z.strictObject({
    menuLabel: z.string().min(1).describe('Label of the departments dropdown'),
    placeholders: z.array(z.string()).default([]).describe('Header entries that go nowhere yet'),
  }),
  home: z.strictObject({
    documentTitle: z.string().optional(),
    metaDescription: MetaDescription,
    heading: z.string().min(1),
    intro: z.string().optional(),
    features: z.array(Feature).default([]),
    button: Link,
  }),
  notFound: z.strictObject({ title: z.string(), heading: z.string(), hint: z.string() }),
  toasts: z.strictObject({
    limit: z.number().int().min(1).default(1),
    durationMs: z.number().int().min(1000).default(5000).describe('5000 = the spec\'s display time'),
    hotkey: z.string().default('F8'),
    label: z.string().default('Notifications ({hotkey})'),
    closeLabel: z.string().default('Close notification'),
  }),
  acknowledge: z.array(Acknowledgement).default([]),
});
export type Site = z.infer<typeof Site>;
