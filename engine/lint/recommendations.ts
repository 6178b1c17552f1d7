import { pathToString } from '../problem.js';
import type { Check } from './types.js';
import { conflicts } from './uses.js';

export const duplicateRecommendation: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) =>
    conflicts(
      dept.recommendations.map((r, i) => ({ value: r.id, file, path: ['recommendations', i, 'id'] })),
      (use, rest) =>
        `Recommendation id "${use.value}" is also the id at ${rest.map((o) => pathToString(o.path)).join(' and ')}; ` +
        'each recommendation needs its own id: the page, the API and the personas tell them apart by it',
    ),
  );
