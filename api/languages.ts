import type { Model } from '../engine/evaluation/model.js';
import type { LoadResult } from '../engine/load.js';
import type { Definitions } from '../engine/schema/index.js';

/** the definitions an app serves, and the way to them in another language */
export interface LanguageOptions {
  definitions: Pick<Definitions, 'quotes' | 'site' | 'reports'>;
  models: Model[];
  inLanguage?: LoadResult['inLanguage'];
}

/** the definitions and models in one of site.yaml's languages (the default's when it has no translation loaded) */
export function inLanguage(options: LanguageOptions, code: string): Pick<LanguageOptions, 'definitions' | 'models'> {
  const isDefault = code === options.definitions.site.languages[0]!.code;
  return (!isDefault && options.inLanguage?.(code)) || options;
}

/** each language's texts the API answers with, worked out on first use (the default's at once) */
export function apiLanguages(options: LanguageOptions) {
  const codes = options.definitions.site.languages.map((l) => l.code);
  const made = new Map<string, Pick<LanguageOptions, 'definitions' | 'models'>>();
  const of = (code: string) => {
    let found = made.get(code);
    if (!found) made.set(code, (found = inLanguage(options, codes.includes(code) ? code : codes[0]!)));
    return found;
  };
  return { codes, default: codes[0]!, of };
}
export type ApiLanguages = ReturnType<typeof apiLanguages>;
