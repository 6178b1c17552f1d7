import { describe, expect, it } from 'vitest';
import { department, lintSet, ofRule } from '../../../tests/lint/sources.js';

describe('duplicate-recommendation and duplicate-component', () => {
  it('report an id used twice in one department at both places', () => {
    const problems = lintSet(
      department((d) => {
        d.scoring.components[1]!.id = 'tooling';
        d.recommendations = [
          { id: 'automate', title: 'Automate', description: 'Let a tool do it.', impact: 'High', timeToImplement: '1 month' },
          { id: 'automate', title: 'Train', description: 'Teach the team.', impact: 'Low', timeToImplement: '2 weeks' },
        ];
      }),
    );
    expect(ofRule(problems, 'duplicate-component').map((p) => `${p.path} ${p.message}`)).toEqual([
      'scoring.components[0].id Component id "tooling" is also the id at scoring.components[1].id; each component needs its own id: formulas and the breakdown name it',
      'scoring.components[1].id Component id "tooling" is also the id at scoring.components[0].id; each component needs its own id: formulas and the breakdown name it',
    ]);
    expect(ofRule(problems, 'duplicate-recommendation').map((p) => p.path)).toEqual(['recommendations[0].id', 'recommendations[1].id']);
  });
});
