import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { embedConfigMarker, type EmbedLoaderConfig } from '../../engine/display/embed.js';
import { withConfig } from './embed-loader.js';

const config: EmbedLoaderConfig = {
  languages: ['en'],
  texts: { en: { frameTitle: { hr: `It's "HR" <b> \`${'$'}{x}\` \\ done` }, openButton: { hr: 'Open' }, close: 'Close' } },
};

describe('the loader with its texts written in', () => {
  it.each(['"', "'", '`'])('reads back exactly in a string quoted with %s', (quote) => {
    const code = `const c = JSON.parse(${quote}${embedConfigMarker}${quote});`;
    const made = withConfig(code, config);
    expect(made).not.toContain('<b>');
    // run as a host page would run the script (in a context of its own), its config read back
    expect(JSON.parse(JSON.stringify(runInNewContext(`${made} c`)))).toEqual(config);
  });

  it('says to build again when the built loader has no place for them', () => {
    expect(() => withConfig('const c = 1;', config)).toThrow(
      `the built embed.js has no ${embedConfigMarker} to write its texts into: build it again (npm run build)`,
    );
  });
});
