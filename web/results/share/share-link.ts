import { encodeShared, type Shared } from '../../../engine/answers/share-code.js';

// the encoding is the engine's: the server reads the same value in a wizard's address without script
export { decodeShared, encodeShared, type Shared } from '../../../engine/answers/share-code.js';

/** the whole link to a results page showing these answers, in a language when given (the server reads ?lang=) */
export const shareUrl = (origin: string, resultsRoute: string, shared: Shared, language?: string): string =>
  `${origin}${resultsRoute}?shared=${encodeShared(shared)}${language ? `&lang=${encodeURIComponent(language)}` : ''}`;
