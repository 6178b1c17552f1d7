import { warning, type Check } from '../types.js';

export const sampleResults: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) =>
    dept.results.missing.kind === 'sample'
      ? [
          warning(
            file,
            ['results', 'missing', 'kind'],
            `Without stored results, ${dept.routes.results} shows sample data ("missing: sample"); visitors see invented figures as if they were theirs`,
          ),
        ]
      : [],
  );
