import { listWords, onEntry, type ListKind, type ResultEntry } from '../../evaluation/result-entries.js';
import type { BlockKind } from '../../schema/department.js';
import { known } from '../../suggest.js';
import { error, type Check, type Finding } from '../types.js';

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
      return [
        error(file, ['results', 'blocks', i, 'band'], `Block ${i + 1} (${block.kind}) uses band set "${band}", which is not under bands${known(band, sets)}`),
      ];
    });
  });

// the result list each block kind reads
const listOf = { recommendations: 'recommendations', 'next-change': 'nextChanges' } as const satisfies Partial<Record<BlockKind, ListKind>>;

export const unknownListField: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept, entries }) =>
    dept.results.blocks.flatMap((block, i): Finding[] => {
      if (!(block.kind in listOf)) return [];
      const { kind, field } = block as Extract<typeof block, { kind: keyof typeof listOf }>;
      const lists = entries.flatMap((e) => (e.kind === 'list' && e.list === listOf[kind] ? [e.field] : []));
      if (lists.includes(field)) return [];
      const word = listWords[listOf[kind]];
      return [
        error(
          file,
          ['results', 'blocks', i, 'field'],
          `Block ${i + 1} (${kind}) reads result field "${field}", which the result does not declare as ${word}${lists.length ? known(field, lists) : `; add "${field}: ${word}" under result`}`,
        ),
      ];
    }),
  );

/** the keys a results page can read: response fields, and the keys inside groups */
export const resultKeys = (entries: ResultEntry[]): string[] =>
  entries.flatMap((entry) => onEntry(entry, { figure: (e) => [e.field], group: (e) => e.figures.map((f) => f.name), list: (e) => [e.field] }));

export const unknownComponentField: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept, entries }) => {
    const keys = resultKeys(entries);
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
  ctx.departments.flatMap(({ file, dept, entries }) => {
    const figures = entries.flatMap((e) => (e.kind === 'figure' ? [e.field] : []));
    return dept.growing.flatMap((field, i): Finding[] => {
      if (figures.includes(field)) return [];
      const what = field in dept.result ? 'a group or a list, not one figure' : 'no result field';
      return [error(file, ['growing', i], `growing lists "${field}", which is ${what}; growing names result figures such as savings${known(field, figures)}`)];
    });
  });
