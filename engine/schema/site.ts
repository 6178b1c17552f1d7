import { z } from 'zod';
import { Language } from './translation.js';
import { Acknowledgement, Feature, Link, MetaDescription, notText } from './common.js';

export const Site = z.strictObject({
  kind: z.literal('site').describe('Which kind this is: site'),
  languages: z
    .array(Language)
    .min(1)
    .prefault([{ code: 'en', name: 'English' }])
    .describe('The languages of every page; the first is the default. Every other one needs its texts in definitions/<code>/ (the lint names what is missing)'),
  title: z.string().min(1).describe('Product title in the header and the browser tab'),
  header: z.strictObject({
    menuLabel: z.string().min(1).describe('Label of the departments dropdown'),
    placeholders: z.array(z.string()).default([]).describe('Header entries that go nowhere yet'),
    menuButton: z.string().default('Menu').describe('Label of the menu button that holds the header on small screens'),
    languageLabel: z
      .string()
      .min(1)
      .default('Language')
      .describe('Label of the language switcher in the header (shown only when the site declares more than one language)'),
  }).describe('The header on every page: the departments menu, the language switcher'),
  home: z
    .strictObject({
      documentTitle: z.string().optional().describe("The browser tab's title of the home page"),
      metaDescription: MetaDescription,
      heading: z.string().min(1).describe("The page's main heading"),
      intro: z.string().optional().describe('A paragraph under the heading'),
      features: z.array(Feature).default([]).describe('Feature cards: heading, text, emoji'),
      button: Link.describe('The button under the heading'),
    })
    .describe('The home page'),
  links: z.strictObject({
    booking: z
      .url({ protocol: /^(https?|mailto)$/, error: 'links.booking must be a valid https:, http: or mailto: URL' })
      .meta(notText)
      .describe('Where the call buttons (Book Call, Schedule ... Call) lead: a booking page or a mailto: address'),
  }).describe('Addresses the pages link to'),
  share: z.strictObject({
    copied: z.string().min(1).describe('Toast title once a share link is copied'),
    copyFailed: z.string().min(1).describe('Toast title when the clipboard refuses; the link is shown to copy by hand'),
    loading: z.string().min(1).describe('Shown while a share link is recalculated'),
    recalculated: z.string().min(1).describe('Shown when the questionnaire changed since the link was made'),
    invalid: z.string().min(1).describe('Shown for a link that does not decode or whose answers no longer fit'),
    unavailable: z.string().min(1).describe('Shown when the link is fine but the server could not recalculate it (network, server down)'),
    retry: z.string().min(1).describe('The button under the unavailable message that asks again'),
    home: z.string().min(1).describe('The link home under the invalid message'),
  }).describe('The share link of a results page: copying it and opening it'),
  noScript: z
    .string()
    .min(1)
    .default('This page needs JavaScript: turn it on in your browser and reload the page.')
    .describe('The line a browser without JavaScript shows in place of the page'),
  impact: z
    .strictObject({
      High: z.string().min(1).default('High').describe('The badge of a High impact; default High'),
      Medium: z.string().min(1).default('Medium').describe('The badge of a Medium impact; default Medium'),
      Low: z.string().min(1).default('Low').describe('The badge of a Low impact; default Low'),
    })
    .default({ High: 'High', Medium: 'Medium', Low: 'Low' })
    .describe("How a recommendation's impact (High, Medium, Low in the definitions) is written on its badge and in the PDF"),
  notFound: z
    .strictObject({
      title: z.string().describe("The browser tab's title of the page shown for an address that leads nowhere"),
      heading: z.string().describe('Its heading, such as Page not found'),
      hint: z.string().describe('The sentence under it: what the visitor can do'),
      home: z.string().min(1).describe('The link home'),
    })
    .describe('The page shown for an address that leads nowhere'),
  failed: z
    .strictObject({
      title: z.string().min(1).describe("The browser tab's title of the page shown when a page could not be loaded or shown"),
      heading: z.string().min(1).describe('Its heading'),
      hint: z.string().min(1).describe('The sentence under it: what happened and what the visitor can do'),
      retry: z.string().min(1).describe('The button that loads the page again'),
      home: z.string().min(1).describe('The link home'),
    })
    .describe('The page shown in place of a page whose code or definitions could not be loaded, or that failed to show'),
  toasts: z.strictObject({
    limit: z.number().int().min(1).default(1).describe('How many toasts show at once, 1 or more; default 1 (the others wait)'),
    durationMs: z.number().int().min(1000).default(5000).describe('5000 = the spec\'s display time'),
    hotkey: z.string().meta(notText).default('F8').describe('The key that moves focus to the toasts; default F8'),
    label: z.string().default('Notifications ({hotkey})').describe('What a screen reader calls the toasts region; {hotkey} is the key'),
    closeLabel: z.string().default('Close notification').describe("What a screen reader calls a toast's close button"),
  }).describe('The toasts: short notices in a corner of the page'),
  errors: z
    .strictObject({
      rateLimited: z
        .string()
        .min(1)
        .default('Too many requests; try again in {seconds, plural, one {# second} other {# seconds}}')
        .describe('429: one address sent too many quotes or assessments in a minute; {seconds} is when to try again'),
      wrongTokens: z
        .string()
        .min(1)
        .default('Too many wrong tokens; wait {seconds, plural, one {# second} other {# seconds}} before you try again')
        .describe('429 on the insights sign-in: one address gave too many wrong tokens; {seconds} is when to try again'),
      overloaded: z
        .string()
        .min(1)
        .default('Too many calculations are waiting to be stored; please try again in a few seconds.')
        .describe('503: the server has more calculations to store than it holds; the visitor tries again in seconds'),
      notSaved: z
        .strictObject({
          calculation: z.string().min(1).default('The calculation could not be saved just now; please try again in a minute.').describe("When a department's calculation was not stored"),
          quote: z.string().min(1).default('The quote could not be saved just now; please try again in a minute.').describe('When a quote was not stored'),
          assessment: z.string().min(1).default('The assessment could not be saved just now; please try again in a minute.').describe('When an assessment was not stored'),
          event: z.string().min(1).default('The event could not be saved just now; please try again in a minute.').describe('When a page event (for the insights counts) was not stored'),
          request: z.string().min(1).default('The request could not be saved just now; please try again in a minute.').describe('When the request could not be counted against the rate limit'),
        })
        .prefault({})
        .describe('503: storage did not take a write (the database or the journal), by what was not saved'),
      tooLarge: z.string().min(1).default('The body is larger than {kb} KB').describe('413: a request body over the limit; {kb} is the limit'),
      internal: z.string().min(1).default('Something went wrong on our side; please try again.').describe('500: a fault on our side, with no details'),
    })
    .prefault({})
    .describe('The API\'s messages written for visitors, in every language; messages for developers (a malformed body, a field at fault) stay English'),
  acknowledge: z.array(Acknowledgement).default([]).describe('Lint warnings this file keeps on purpose, each with its rule, its place and the reason'),
});
export type Site = z.infer<typeof Site>;
