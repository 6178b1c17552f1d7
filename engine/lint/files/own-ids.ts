import { pathToString } from '../../problem.js';
import type { Department } from '../../schema/department.js';
import type { Check, Path } from '../types.js';
import { conflicts } from '../uses.js';

/** ids that must be unique inside one department, each reported at every place it is used */
const ownIds =
  (list: (dept: Department) => { id: string }[], at: Path, what: string, why: string): Check =>
  (ctx) =>
    ctx.departments.flatMap(({ file, dept }) =>
      conflicts(
        list(dept).map((item, i) => ({ value: item.id, file, path: [...at, i, 'id'] })),
        (use, rest) => `${what} id "${use.value}" is also the id at ${rest.map((o) => pathToString(o.path)).join(' and ')}; ${why}`,
      ),
    );

export const duplicateRecommendation = ownIds(
  (d) => d.recommendations,
  ['recommendations'],
  'Recommendation',
  'each recommendation needs its own id: the page, the API and the personas tell them apart by it',
);

export const duplicateComponent = ownIds(
  (d) => d.scoring.components,
  ['scoring', 'components'],
  'Component',
  'each component needs its own id: formulas and the breakdown name it',
);
