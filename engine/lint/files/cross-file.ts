import { error, type Check, type Finding, type LintContext } from '../types.js';
import { conflicts, others, type Use } from '../uses.js';

export const duplicateId: Check = (ctx) =>
  conflicts(
    ctx.departments.map(({ file, dept }) => ({ value: dept.id, file, path: ['id'] })),
    (use, rest) => `Department id "${use.value}" is also the id of ${others(use, rest, (o) => o.file.source.path)}; every department needs its own id`,
  );

export const menuConflict: Check = (ctx) =>
  conflicts(
    ctx.departments.map(({ file, dept }) => ({ value: dept.menu.label, file, path: ['menu', 'label'] })),
    (use, rest) =>
      `Menu label "${use.value}" is also the label of ${others(use, rest, (o) => o.file.source.path)}; visitors could not tell the two entries apart`,
  );

export const apiConflict: Check = (ctx) => {
  const uses: Use[] = [
    ...ctx.departments.map(({ file, dept }) => ({ value: dept.api, file, path: ['api'] })),
    ...ctx.quotes.map(({ file, data }) => ({ value: data.api, file, path: ['api'] })),
  ];
  return conflicts(
    uses,
    (use, rest) => `API path "${use.value}" is also used by ${others(use, rest, (o) => o.file.source.path)}; every calculation needs its own path`,
  );
};

export const sessionKeyConflict: Check = (ctx) => {
  const uses = ctx.departments.flatMap(({ file, dept }) =>
    (['results', 'answers'] as const).flatMap((key): Use[] => {
      const value = dept.session[key];
      return value === undefined ? [] : [{ value, file, path: ['session', key] }];
    }),
  );
  return conflicts(uses, (use, rest) => `Session key "${use.value}" is also used by ${others(use, rest)}; two stores under one key overwrite each other`);
};

const singles = ['site', 'quotes', 'reports'] as const;

/** the folder the files come from, to name where a file is missing */
function folder(ctx: LintContext): string {
  const path = ctx.load.files[0]?.source.path ?? '';
  return /[\\/]/.test(path) ? path.replace(/[\\/][^\\/]*$/, '') : '.';
}

// only a whole folder must hold one of each
export const missingFile: Check = (ctx) =>
  (ctx.wholeSet ? singles : []).flatMap((kind): Finding[] => {
    const found = { site: ctx.sites, quotes: ctx.quotes, reports: ctx.reports }[kind];
    // a file that does not load may be the one missing; its own problems say why
    const broken = ctx.load.files.some((f) => !f.data);
    if (found.length === 0 && !broken) {
      return [
        {
          file: { source: { path: folder(ctx), text: '' }, at: () => ({ line: 1, col: 1 }) },
          path: [],
          severity: 'error',
          message: `No definition file of kind "${kind}"; the app needs exactly one (add ${kind}.yaml with "kind: ${kind}")`,
        },
      ];
    }
    return found
      .slice(1)
      .map(({ file }) => error(file, ['kind'], `A second file of kind "${kind}" (the first is ${found[0]!.file.source.path}); the app needs exactly one`));
  });
