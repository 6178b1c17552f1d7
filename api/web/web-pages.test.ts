import { describe, expect, it } from 'vitest';
import { withHead } from './web-pages.js';

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
