import { known } from './suggest.js';
import { error, type Check, type Finding } from './types.js';

export const unknownField: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept, reach }) => {
    const fields = [...reach.steps.keys()];
    return dept.scoring.components.flatMap((c, i) =>
      c.from.flatMap((field, j): Finding[] =>
        reach.steps.has(field)
          ? []
          : [
              error(
                file,
                ['scoring', 'components', i, 'from', j],
                `Component "${c.id}" takes points from "${field}", which no question asks${known(field, fields)}`,
              ),
            ],
      ),
    );
  });

export const unknownBand: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) => {
    const sets = Object.keys(dept.bands);
    return dept.results.blocks.flatMap((block, i): Finding[] => {
      const band = 'band' in block ? block.band : undefined;
      if (band === undefined || dept.bands[band]) return [];
      return [error(file, ['results', 'blocks', i, 'band'], `Block ${i + 1} (${block.kind}) uses band set "${band}", which is not under bands${known(band, sets)}`)];
    });
  });

// the result list each block kind reads
const listOf = { recommendations: '$recommendations', 'next-change': '$nextChanges' } as const;

export const unknownListField: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) =>
    dept.results.blocks.flatMap((block, i): Finding[] => {
      if (!(block.kind in listOf)) return [];
      const { kind, field } = block as Extract<typeof block, { kind: keyof typeof listOf }>;
      if (dept.result[field] === listOf[kind]) return [];
      const lists = Object.keys(dept.result).filter((f) => dept.result[f] === listOf[kind]);
      return [
        error(
          file,
          ['results', 'blocks', i, 'field'],
          `Block ${i + 1} (${kind}) reads result field "${field}", which the result does not declare as ${listOf[kind]}${lists.length ? known(field, lists) : `; add "${field}: ${listOf[kind]}" under result`}`,
        ),
      ];
    }),
  );

/** the keys a results page can read: response fields, and the keys inside groups */
export function resultKeys(result: Record<string, unknown>): string[] {
  return Object.entries(result).flatMap(([field, v]) => (v && typeof v === 'object' ? Object.keys(v) : [field]));
}

export const unknownComponentField: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) => {
    const keys = resultKeys(dept.result);
    return dept.scoring.components.flatMap((c, i): Finding[] =>
      c.field === undefined || keys.includes(c.field)
        ? []
        : [
            error(
              file,
              ['scoring', 'components', i, 'field'],
              `Component "${c.id}" is shown from result field "${c.field}", which the result does not have${known(c.field, keys)}`,
            ),
          ],
    );
  });

export const growingField: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) => {
    const figures = Object.entries(dept.result).flatMap(([field, v]) => (typeof v === 'string' && v !== '$recommendations' ? [field] : []));
    return dept.growing.flatMap((field, i): Finding[] => {
      if (figures.includes(field)) return [];
      const what = field in dept.result ? 'a group or a list, not one figure' : 'no result field';
      return [error(file, ['growing', i], `growing lists "${field}", which is ${what}; growing names result figures such as savings${known(field, figures)}`)];
    });
  });
