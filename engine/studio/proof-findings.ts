import type { LoadResult } from '../load.js';
import { acknowledge } from '../lint/acknowledge.js';
import { lintContext } from '../lint/context.js';
import { runRules } from '../lint/index.js';
import type { RuleId } from '../lint/rules.js';
import type { Problem } from '../problem.js';

/** the lint's rules that say something is never reached or always true */
export const proofRules = ['unreachable-step', 'always-asked', 'band-unreachable'] as const satisfies readonly RuleId[];

/**
 * What the proofs find unreachable or always true in the departments of a load, with the lint's own reason: the
 * same rules, messages and acknowledgements as `npm run lint:definitions`, only these rules run (so it stays quick).
 * @example proofFindings(load).map((p) => p.rule) // ['unreachable-step']
 */
export function proofFindings(load: LoadResult): Problem[] {
  const found = runRules(lintContext(load, false), proofRules);
  // an acknowledgement of another rule is not this list's to call unused
  return acknowledge(found, load.files).filter((p) => p.rule !== 'unused-acknowledgement');
}
