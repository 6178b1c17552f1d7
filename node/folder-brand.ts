import { brandHead, noBrand, readBrand, type Brand } from './brand-files.js';
import { readDefinitions } from './read-definitions.js';

/**
 * The brand of the definitions folder `dir` as saved, read afresh (the studio's preview asks again on every load),
 * with its fonts' head tags: none while they do not load
 */
export function readFolderBrand(dir: string, log: (line: string) => void): Brand & { head: string } {
  try {
    const { theme } = readDefinitions([dir]).definitions.site;
    const brand = readBrand(dir, theme, log);
    return { ...brand, head: brandHead(brand.assets, theme.fontFamily) };
  } catch {
    return { ...noBrand(), head: '' };
  }
}
