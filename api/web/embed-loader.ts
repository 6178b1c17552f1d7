import type { Hono } from 'hono';
import { embedConfigMarker, type EmbedLoaderConfig } from '../../engine/display/embed.js';
import { fillTemplate } from '../../engine/display/format.js';
import type { ApiLanguages } from '../languages.js';
import { requestHeader } from '../http/request-header.js';
import { reply } from '../http/respond.js';
import { fileSecurityHeaders } from '../http/security-headers.js';
import { madeAtStart, pickVariant, type WebFile } from '../../node/web-file.js';

// a host page loads it on every view: kept ten minutes, then asked again (answered 304 while it is the same)
const cacheControl = 'public, max-age=600';

/** the loader's texts in each language: each department's frame title and popup button, the dialog's close button */
export function embedLoaderConfig(languages: ApiLanguages): EmbedLoaderConfig {
  const texts: EmbedLoaderConfig['texts'] = {};
  for (const code of languages.codes) {
    const { definitions, models } = languages.of(code);
    const { embed } = definitions.site;
    const each = (template: string) => Object.fromEntries(models.map(({ definition: d }) => [d.id, fillTemplate(template, { department: d.title })]));
    texts[code] = { frameTitle: each(embed.frameTitle), openButton: each(embed.openButton), close: embed.close };
  }
  return { languages: [...languages.codes], texts };
}

/** the built loader with its config written in: JSON inside the string literal the build left, safe in any quote (', ", `) */
export function withConfig(code: string, config: EmbedLoaderConfig): string {
  const json = JSON.stringify(config).replace(/['<`$]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const literal = json.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  if (!code.includes(embedConfigMarker))
    throw new Error(`the built embed.js has no ${embedConfigMarker} to write its texts into: build it again (npm run build)`);
  return code.replace(embedConfigMarker, () => literal);
}

/**
 * Serves /embed.js (web/embed-loader, built into dist/web/embed.js) with the definitions' texts written in, made
 * on its first request (the other languages' definitions are worked out only then), cached and revalidated.
 */
export function serveEmbedLoader(app: Hono, files: Map<string, WebFile> | undefined, languages: ApiLanguages): void {
  const built = files?.get('/embed.js');
  if (!built) return;
  files!.delete('/embed.js');
  let made: WebFile | undefined;
  app.get('/embed.js', (c) => {
    made ??= madeAtStart(
      'embed.js',
      new TextEncoder().encode(withConfig(new TextDecoder().decode(built.identity.body), embedLoaderConfig(languages))),
      cacheControl,
    );
    const { body, headers } = pickVariant(made, requestHeader(c, 'accept-encoding'));
    if (requestHeader(c, 'if-none-match') === headers.ETag) {
      const { 'Content-Length': _, ...kept } = headers;
      return reply(null, 304, kept, fileSecurityHeaders);
    }
    return reply(body, 200, headers, fileSecurityHeaders);
  });
}
