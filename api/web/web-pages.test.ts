import { describe, expect, it } from 'vitest';
import { browserDefinitions } from '../../engine/display/browser-definitions.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { withDefinitions, withHead } from './web-pages.js';

const html = '<html><head><title>App</title></head><body></body></html>';

describe('withHead', () => {
  it('writes the title and description as text, whatever characters the editor typed', () => {
    const page = withHead(html, { title: 'Ops & "Fulfillment" $& <b>', description: "It's $1 <script>" });
    expect(page).toBe(
      '<html><head><title>Ops &#38; &#34;Fulfillment&#34; $&#38; &#60;b&#62;</title>\n    ' +
        '<meta name="description" content="It&#39;s $1 &#60;script&#62;" /></head><body></body></html>',
    );
  });

  it('leaves out the description when the page has none', () => {
    expect(withHead(html, { title: 'Page Not Found' }, '<meta name="robots" content="noindex" />')).toBe(
      '<html><head><title>Page Not Found</title>\n    <meta name="robots" content="noindex" /></head><body></body></html>',
    );
  });
});

describe('withDefinitions', () => {
  const browser = browserDefinitions(readDefinitions().definitions);

  it('opens the body with the line a browser without JavaScript shows, escaped', () => {
    const site = { ...browser.index.site, noScript: 'Turn <b>JavaScript</b> on & reload' };
    const page = withDefinitions(html, { ...browser, index: { ...browser.index, site } });
    expect(page).toContain(
      '<body>\n    <noscript><p style="margin: 1rem; font-family: sans-serif">Turn &#60;b&#62;JavaScript&#60;/b&#62; on &#38; reload</p></noscript>',
    );
  });

  it('ends the body with the index the app starts from', () => {
    const inline = /<script id="definitions" type="application\/json">(.*)<\/script>\n {2}<\/body>/.exec(withDefinitions(html, browser))?.[1];
    expect(JSON.parse(inline!)).toEqual(browser.index);
  });
});
