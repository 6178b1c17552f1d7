import { z } from 'zod';
import { Language } from './translation.js';
import { Acknowledgement, Feature, Link, MetaDescription, notText } from './common.js';
import { Theme } from './theme.js';

export const Site = z.strictObject({
  kind: z.literal('site').describe('Which kind this is: site'),
  languages: z
    .array(Language)
    .min(1)
    .prefault([{ code: 'en', name: 'English' }])
    .describe('The languages of every page; the first is the default. Every other one needs its texts in definitions/<code>/ (the lint names what is missing)'),
  title: z.string().min(1).describe('Product title in the header and the browser tab'),
  theme: Theme.prefault({}),
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
  withoutScript: z
    .strictObject({
      choose: z.string().min(1).describe("Shown on a question whose Next was pressed without an answer, before the page's code came or without script"),
      name: z.string().min(1).describe('Shown when "other" was chosen without a typed name, the same way'),
      pdf: z.string().min(1).describe("Shown on a results page without script in place of the PDF button: the PDF is made in the browser"),
    })
    .describe('What the assessment says where it works without script'),
  embed: z
    .strictObject({
      frameTitle: z
        .string()
        .min(1)
        .default('{department} AI opportunity assessment')
        .describe("What a screen reader calls the assessment's frame on another site; {department} is the department's title"),
      openButton: z
        .string()
        .min(1)
        .default('Take the {department} AI assessment')
        .describe('The button that opens the assessment in a dialog on another site (data-assessment-mode="popup"); {department} is its title'),
      close: z.string().min(1).default('Close').describe("The dialog's close button"),
      fullResults: z.string().min(1).default('Open full results').describe("Under an embed's results: opens them on this site in a new tab (by the share link)"),
      quote: z.string().min(1).default('Get a quote').describe("Under an embed's results: opens the quote generator on this site in a new tab"),
      retake: z.string().min(1).default('Start again').describe("Under an embed's results: clears the answers and asks the first question again"),
      newTab: z.string().min(1).default('(opens in a new tab)').describe('Said to a screen reader after a link that opens a new tab'),
      site: z.string().min(1).default('{title}').describe("The small link under an embed to this site's home page; {title} is the site's title"),
      notAllowed: z
        .string()
        .min(1)
        .default('No site may embed this assessment yet: the operator lists the sites that may in the EMBED_ORIGINS setting.')
        .describe('What an embed page opened in its own window says when EMBED_ORIGINS lists no site'),
    })
    .prefault({})
    .describe('The assessment embedded in another site (docs/embedding.md): its frame, its dialog, the links under it'),
  insights: z
    .strictObject({
      hosts: z
        .strictObject({
          heading: z.string().min(1).default('Embedded on other sites').describe("The heading of the embed's counts by host"),
          caption: z
            .string()
            .min(1)
            .default('Views and completions of the embedded assessment, by the site it was on')
            .describe("The caption of the table of the embed's counts by host"),
          host: z.string().min(1).default('Site').describe("The table's column of hosts: the origin of the page the embed was on"),
          department: z.string().min(1).default('Department').describe("The table's column of departments"),
          views: z.string().min(1).default('Views').describe("The table's column of views: the embedded assessment shown (started)"),
          completions: z.string().min(1).default('Completions').describe("The table's column of completed assessments"),
          unknown: z
            .string()
            .min(1)
            .default('Unknown (the browser did not say)')
            .describe('Stands for a host the browser did not say, or one EMBED_ORIGINS does not list'),
          none: z
            .string()
            .min(1)
            .default('No site showed the embedded assessment to 5 or more visitors in this period.')
            .describe('Said in place of the table when no host reaches 5 views or completions'),
        })
        .prefault({})
        .describe('/insights and npm run insights: the embedded assessment counted by the host it was on'),
    })
    .prefault({})
    .describe("The insights report (docs/insights.md): the parts whose words the definitions hold"),
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
