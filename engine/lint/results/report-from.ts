import { displayModel } from '../../display/display.js';
import { expressionProblems, pageNames } from '../../evaluation/model.js';
import { knownNearestFirst } from '../../suggest.js';
import { error, type Check, type Finding } from '../types.js';

// a card's `from` names a department of the set: only the whole set can say which ones there are

export const reportDepartment: Check = (ctx) => {
  // a department file that does not load hides its id (its own error says why)
  if (!ctx.wholeSet || ctx.load.files.some((f) => !f.data)) return [];
  const ids = ctx.departments.map(({ dept }) => dept.id);
  return ctx.reports.flatMap(({ file, data }) =>
    data.company.departments.flatMap((card, i): Finding[] => {
      const id = card.from?.department;
      if (id === undefined || ids.includes(id)) return [];
      return [
        error(
          file,
          ['company', 'departments', i, 'from', 'department'],
          `Card "${card.name}" takes the visitor's figures from department "${id}", which is no department of the set, ` +
            `so the card would ${card.status === 'complete' ? 'show its sample figures forever' : 'stay Coming Soon with its sample figures forever, never offering the assessment'}${knownNearestFirst(id, ids)}`,
        ),
      ];
    }),
  );
};

// each figure is checked as the card runs it: compiled by the department's display model, over its results page names
export const reportFigure: Check = (ctx) => {
  if (!ctx.wholeSet) return [];
  return ctx.reports.flatMap(({ file, data }) =>
    data.company.departments.flatMap((card, i) => {
      const dept = ctx.departments.find((d) => d.dept.id === card.from?.department)?.dept;
      if (!card.from || !dept) return [];
      const names = pageNames(dept);
      const display = displayModel(dept);
      return Object.entries(card.from.figures).flatMap(([figure, text]) =>
        expressionProblems(
          display.compiled(text),
          text,
          ['company', 'departments', i, 'from', 'figures', figure],
          names,
          (id) => `; the results page of "${dept.id}" has no such value${knownNearestFirst(id, [...names])}`,
        ).map((p) => error(file, p.path, `Figure ${figure} of card "${card.name}" would always read as not available: ${p.message}`, p.offset)),
      );
    }),
  );
};
