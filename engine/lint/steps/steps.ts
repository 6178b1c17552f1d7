import { isKind, optionsOf } from '../../answers/question-kinds.js';
import { error, type Check, type Finding } from '../types.js';

export const duplicateOption: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) =>
    dept.wizard.steps.flatMap((step, s) => {
      const seen = new Set<string>();
      return optionsOf(step).flatMap((o, i): Finding[] => {
        if (!seen.has(o.value)) {
          seen.add(o.value);
          return [];
        }
        return [
          error(
            file,
            ['wizard', 'steps', s, 'options', i, 'value'],
            `Option "${o.value}" appears twice in question "${step.field}"; each option of a question needs its own value`,
          ),
        ];
      });
    }),
  );

export const duplicateField: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) => {
    const out: Finding[] = [];
    const steps = new Map<string, number>();
    dept.wizard.steps.forEach((step, s) => {
      const first = steps.get(step.field);
      if (first === undefined) steps.set(step.field, s);
      else {
        out.push(
          error(
            file,
            ['wizard', 'steps', s, 'field'],
            `Field "${step.field}" is answered by steps ${first + 1} and ${s + 1}; each step needs a payload field of its own`,
          ),
        );
      }
    });
    for (const field of Object.keys(dept.wizard.hidden)) {
      const s = steps.get(field);
      if (s !== undefined) {
        out.push(
          error(file, ['wizard', 'hidden', field], `Hidden field "${field}" is also answered by step ${s + 1}; a payload field is either asked or hidden`),
        );
      }
    }
    return out;
  });

export const otherOption: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) =>
    dept.wizard.steps.flatMap((step, s): Finding[] => {
      // the schema gives an "other" entry to kind single-other only, and requires it there
      if (!isKind(step, 'single-other')) return [];
      const at = ['wizard', 'steps', s];
      const values = step.options.map((o) => o.value);
      if (values.includes(step.other.value)) return [];
      return [
        error(
          file,
          [...at, 'other', 'value'],
          `The "other" option "${step.other.value}" of question "${step.field}" is not one of its options (${values.map((v) => `"${v}"`).join(', ')})`,
        ),
      ];
    }),
  );
