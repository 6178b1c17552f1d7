import { describe, expect, it } from 'vitest';
import { browserDefinitions, notFoundMarker } from '../../engine/display/browser-definitions.js';
import { pageHeads } from '../../engine/display/page-heads.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { Language } from '../../engine/schema/index.js';
import { render } from '../../web/entry-server.js';
import { criticalCss, withoutUnreadProperties } from './critical-css.js';
import { alternates, makePage, notFoundKey, pageSource, withDefinitions, withHead, withLanguage, withMarkup, withNoScript } from './web-pages.js';

const html = '<html><head><title>App</title></head><body><div id="root"></div></body></html>';
const { definitions } = readDefinitions();
const browser = browserDefinitions(definitions);

describe('withHead', () => {
  it('writes the title and description as text, whatever characters the editor typed', () => {
    const page = withHead(html, { title: 'Ops & "Fulfillment" $& <b>', description: "It's $1 <script>" });
    expect(page).toBe(
      '<html><head><title>Ops &#38; &#34;Fulfillment&#34; $&#38; &#60;b&#62;</title>\n    ' +
        '<meta name="description" content="It&#39;s $1 &#60;script&#62;" /></head><body><div id="root"></div></body></html>',
    );
  });

  it('leaves out the description when the page has none', () => {
    expect(withHead(html, { title: 'Page Not Found' }, '<meta name="robots" content="noindex" />')).toBe(
      '<html><head><title>Page Not Found</title>\n    <meta name="robots" content="noindex" /></head><body><div id="root"></div></body></html>',
    );
  });
});

describe('withLanguage and alternates', () => {
  it("marks the page in its language's direction: the one site.yaml says, else its code's (rtl for Arabic)", () => {
    const pageIn = (code: string, languages: unknown[]) => {
      const site = { ...browser.index.site, languages: languages.map((l) => Language.parse(l)) };
      return pageSource(html, { ...browser, index: { ...browser.index, site, language: code } }).html;
    };
    const english = { code: 'en', name: 'English' };
    expect(pageIn('ar', [english, { code: 'ar', name: 'العربية' }])).toMatch(/^<html lang="ar" dir="rtl">/);
    expect(pageIn('en', [english, { code: 'ar', name: 'العربية' }])).toMatch(/^<html lang="en" dir="ltr">/);
    expect(pageIn('ar', [english, { code: 'ar', name: 'العربية', dir: 'ltr' }])).toMatch(/^<html lang="ar" dir="ltr">/);
    expect(pageIn('dv', [english, { code: 'dv', name: 'ދިވެހި', dir: 'rtl' }])).toMatch(/^<html lang="dv" dir="rtl">/);
  });

  it("writes the page's language and direction into <html>, over what index.html said", () => {
    expect(withLanguage('<html lang="en" data-x="1"><head>', 'ar', 'rtl')).toBe('<html lang="ar" dir="rtl" data-x="1"><head>');
    expect(withLanguage(html, 'es', 'ltr')).toMatch(/^<html lang="es" dir="ltr"><head>/);
  });

  it('links the page in every language, and the address that picks by the visitor', () => {
    expect(alternates('/sales', ['en', 'es'])).toBe(
      '<link rel="alternate" hreflang="en" href="/sales?lang=en" />\n    <link rel="alternate" hreflang="es" href="/sales?lang=es" />\n    ' +
        '<link rel="alternate" hreflang="x-default" href="/sales" />',
    );
    expect(alternates('/sales', ['en'])).toBe('');
  });

  it("gives full addresses at the site's public origin, as search engines read them", () => {
    expect(alternates('/', ['en', 'es'], 'https://tool.example.com')).toBe(
      '<link rel="alternate" hreflang="en" href="https://tool.example.com/?lang=en" />\n    ' +
        '<link rel="alternate" hreflang="es" href="https://tool.example.com/?lang=es" />\n    ' +
        '<link rel="alternate" hreflang="x-default" href="https://tool.example.com/" />',
    );
  });
});

describe('withDefinitions and withNoScript', () => {
  it('opens the body with the line a browser without JavaScript shows, escaped', () => {
    expect(withNoScript(html, 'Turn <b>JavaScript</b> on & reload')).toContain(
      '<body>\n    <noscript><p style="margin: 1rem; font-family: sans-serif">Turn &#60;b&#62;JavaScript&#60;/b&#62; on &#38; reload</p></noscript>',
    );
  });

  it('ends the body with the index the app starts from', () => {
    const inline = /<script id="definitions" type="application\/json">(.*)<\/script>\n {2}<\/body>/.exec(withDefinitions(html, browser))?.[1];
    expect(JSON.parse(inline!)).toEqual(browser.index);
  });
});

describe('withMarkup', () => {
  it('puts the markup in the root, marked with what it was rendered for, and hands its image preloads to the head', () => {
    const preload = '<link rel="preload" as="image" href="/assets/a.svg"/>';
    expect(withMarkup(html, `${preload}<main>Hi</main>`, '/sales')).toEqual({
      html: '<html><head><title>App</title></head><body><div id="root" data-ssr="/sales"><main>Hi</main></div></body></html>',
      preloads: preload,
    });
  });
});

describe('makePage with the server render', async () => {
  const heads = pageHeads(definitions);
  const landing = definitions.departments.find((d) => d.id === 'sales')!;
  const source = pageSource(html, browser);
  const made = async (key: string, path = key) =>
    [key, new TextDecoder().decode((await makePage(source, heads, key, await render(path))).identity.body)] as const;
  const pages = new Map(await Promise.all([made('/'), made(landing.routes.landing), made(landing.routes.wizard), made(notFoundKey, '/no/such/page')]));
  const served = (key: string) => pages.get(key)!;
  const text = (page: string) =>
    page
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');

  it('serves the home page and a landing with their headings, intro and start link in the HTML', () => {
    const home = served('/');
    expect(home).toContain('<div id="root" data-ssr="/">');
    expect(text(home)).toContain(definitions.site.home.heading);
    expect(home).toContain(`href="${definitions.site.home.button.to}"`);
    const page = served(landing.routes.landing);
    expect(text(page)).toContain(landing.landing.heading);
    expect(text(page)).toContain(landing.landing.intro);
    // a page that reads without JavaScript does not say it needs it, and the header's menu is a disclosure that opens without it
    expect(page).not.toContain('<noscript><p');
    expect(page).toMatch(/<details[^>]*>\s*<summary/);
  });

  it('serves a wizard with its first question as a form that works without JavaScript, so without the line saying it needs it', () => {
    const page = served(landing.routes.wizard);
    const first = landing.wizard.steps[0]!;
    expect(text(page)).toContain(first.question);
    expect(page).toMatch(new RegExp(`<form[^>]*action="${landing.routes.wizard}" method="get"`));
    expect(page).toMatch(new RegExp(`<input[^>]*name="${first.field}"`));
    expect(page).not.toContain('<noscript><p');
  });

  it('paints a page for its own address, marked with that address, with the data it was painted from beside it', async () => {
    const url = `${landing.routes.results}?answers=abc`;
    const page = new TextDecoder().decode(
      (await makePage(source, heads, landing.routes.results, await render(url), { marker: url, data: '{"score":1,"x":"</script>"}' })).identity.body,
    );
    expect(page).toContain(`<div id="root" data-ssr="${landing.routes.results}?answers=abc">`);
    expect(page).toMatch(/<script id="painted-data" type="application\/json">\{"url":"[^"]*","data":\{"score":1,"x":"\\u003c\/script>"\}\}<\/script>/);
    // a results page painted from its answers reads without script
    expect(page).not.toContain('<noscript><p');
  });

  it('serves the 404 page with its heading, marked as the 404 page', () => {
    const page = served(notFoundKey);
    expect(page).toContain(`<div id="root" data-ssr="${notFoundMarker}">`);
    expect(text(page)).toContain(definitions.site.notFound.heading);
  });
});

describe('criticalCss', () => {
  const files = new Map([
    ['/assets/index.css', '.used{color:red}.unused{color:blue}'],
    ['/assets/lazy-page.css', '._card_1{padding:4px}._other_2{margin:1px}'],
    ['/assets/other-page.css', '._table_3{border:0}'],
  ]);
  const page =
    '<html><head><title>App</title><link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>' +
    '<body><div id="root" data-ssr="/"><p class="used _card_1">Hi</p></div></body></html>';

  it('inlines the rules the markup uses, of every sheet; after them it links the page sheets and the lazy sheets the markup uses, after the first paint', async () => {
    const out = await criticalCss(files, page)(page);
    expect(out).toBe(
      '<html><head><title>App</title>\n' +
        '    <noscript><link rel="stylesheet" crossorigin href="/assets/index.css"></noscript>\n' +
        '    <style data-critical>.used{color:red}._card_1{padding:4px}</style>\n' +
        '    <template data-after-paint><link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="stylesheet" crossorigin href="/assets/lazy-page.css"></template>\n  </head>' +
        '<body><div id="root" data-ssr="/"><p class="used _card_1">Hi</p></div></body></html>',
    );
  });

  it('leaves a page without a first paint as it is', async () => {
    const bare = page.replace(' data-ssr="/"', '');
    expect(await criticalCss(files, bare)(bare)).toBe(bare);
  });
});

describe('withoutUnreadProperties', () => {
  it('keeps the custom properties the rules, the markup or a kept property read, and drops the rest', () => {
    const css = ':root{--a:1px;--b:var(--c);--c:red;--d:blue;--unread:0}.x{--e:2px;--f:3px;margin:var(--a) var(--e)}.y{color:var(--b)}.z{--g:1px}';
    expect(withoutUnreadProperties(css, '<p style="padding:var(--d)">')).toBe(
      ':root{--a:1px;--b:var(--c);--c:red;--d:blue}.x{--e:2px;margin:var(--a) var(--e)}.y{color:var(--b)}',
    );
  });
});
