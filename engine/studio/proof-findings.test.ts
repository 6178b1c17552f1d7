import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../node/read-definitions.js';
import { lint } from '../lint/index.js';
import { loadOne, unreachableBidding } from '../../tests/fixtures/studio-departments.js';
import { proofFindings, proofRules } from './proof-findings.js';

describe('proofFindings', () => {
  it('finds nothing unreachable or always true in the shipped definitions but what the lint finds', () => {
    const load = readDefinitions();
    const fromLint = lint(load.files.map((f) => f.source)).filter((p) => (proofRules as readonly string[]).includes(p.rule));
    expect(proofFindings(load)).toEqual(fromLint);
  });

  it("gives the lint's own finding and reason for a question made unreachable", () => {
    const { load } = loadOne(unreachableBidding());
    const found = proofFindings(load);
    expect(found).toEqual([expect.objectContaining({ rule: 'unreachable-step', severity: 'error', path: 'wizard.steps[5].when' })]);
    expect(found[0]!.message).toMatch(/Step "bidManagement" is never asked/);
    expect(found).toEqual(lint([load.files[0]!.source], { wholeSet: false }).filter((p) => p.rule === 'unreachable-step'));
  });
});
