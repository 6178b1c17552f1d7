import { z } from 'zod';

/** marks a string that is never shown as words (a value sent, a name, an expression, an address, an emoji, a note to
 * editors): the translations skip it (engine/i18n/texts.ts) */
export const notText = { translate: false } as const;

/** a safe expression over named values, checked when the definition loads */
export const Expr = z
  .string()
  .min(1)
  .meta(notText)
  .describe('Expression: numbers, names, + - * / %, comparisons, and/or/not, a ? b : c, min max round ceil floor clamp abs');

/** text with {placeholders}: {field} or {field:currency|hours|percent|number|months} */
export const Template = z.string().describe('Text; {name} or {name:format} is replaced by a value');

export const Route = z
  .string()
  .regex(/^\/[a-z0-9\-/]*$/, 'a route starts with / and uses lowercase letters, digits and -')
  .meta(notText)
  .describe('An app route such as /quote-generator');

// the server's own endpoints: a definition's api path taking one would hide it
const serverPaths = ['/api/health', '/api/docs', '/api/assessments'];

export const ApiPath = z
  .string()
  .regex(/^\/api\/[a-z0-9\-/]+$/, 'an API path starts with /api/ and uses lowercase letters, digits, - and /')
  .meta(notText)
  .refine((path) => !serverPaths.includes(path) && !path.startsWith('/api/docs/'), {
    error: (issue) => `"${String(issue.input)}" is the server's own endpoint (${serverPaths.join(', ')}); choose another, such as /api/<department>-calculate`,
  })
  .describe('An API path such as /api/<department>-calculate');

/** the page's meta description: the snippet under its title in search results */
export const MetaDescription = z.string().min(1).optional().describe('Meta description: one or two sentences search results show under the title (the lint asks for one)');

export const Color = z.enum(['green', 'yellow', 'red', 'blue', 'gray']).describe('Colour of a band; always shown with its text');

export const Link = z.strictObject({
  label: z.string().min(1).describe('The words on the button or link'),
  to: Route.optional().describe('Route to go to; no target means the button does nothing (as the spec says)'),
  clearResults: z.boolean().optional().describe('Clear the stored results before going'),
  action: z
    .enum(['share', 'pdf'])
    .optional()
    .describe('share: copies a link that shows the same result in another browser (the answers in the link, nothing stored); pdf: downloads the results as a PDF'),
  opens: z.enum(['booking']).optional().describe("booking: opens site.yaml's links.booking (a booking page or a mailto:)"),
  disabled: z.boolean().optional().describe('Shown but not pressable (greyed out)'),
  variant: z.enum(['primary', 'secondary', 'subtle']).optional().describe('How strongly it stands out: primary (filled), secondary (outlined) or subtle (text only)'),
});
export type Link = z.infer<typeof Link>;

export const Acknowledgement = z
  .strictObject({
  rule: z.string().min(1).describe('The lint rule id being acknowledged'),
  at: z.string().optional().describe('Only the finding at this path (for example bands.summary)'),
  reason: z.string().min(10).describe('Why the warning is kept on purpose'),
  })
  .meta(notText);
export type Acknowledgement = z.infer<typeof Acknowledgement>;

export const Feature = z.strictObject({
  title: z.string().min(1).describe("The feature's heading"),
  description: z.string().optional().describe('A sentence or two under the heading'),
  emoji: z.string().meta(notText).optional().describe('An emoji shown beside it, such as "📈"'),
});

export const Stat = z.strictObject({
  value: z.string().min(1).describe('The figure in large type, such as "40%"'),
  label: z.string().min(1).describe('What the figure counts, under it'),
});
