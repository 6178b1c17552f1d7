import type { LoadedFile } from '../../load.js';
import { error, type Check, type Finding } from '../types.js';

const directive = /^#\s*yaml-language-server:\s*\$schema=(\S+)/m;

/** the folder of a path as the lint names it: definitions/hr.yaml -> definitions */
const folder = (path: string) => (/[\\/]/.test(path) ? path.replace(/[\\/][^\\/]*$/, '') : '.');

/** a relative path joined to a folder, with "." and ".." resolved: definitions + ../schema/x -> schema/x */
function join(dir: string, relative: string): string {
  const parts: string[] = [];
  for (const part of `${dir}/${relative}`.split(/[\\/]/)) {
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/') || '.';
}

/** a finding at a line of the text rather than at a path of the data */
function atOffset(file: LoadedFile, offset: number, message: string): Finding {
  const before = file.source.text.slice(0, offset).split('\n');
  const pos = { line: before.length, col: before[before.length - 1]!.length + 1 };
  return error({ ...file, at: () => pos }, [], message);
}

export const schemaPath: Check = (ctx) =>
  ctx.exists === undefined
    ? []
    : ctx.load.files.flatMap((file): Finding[] => {
        const m = directive.exec(file.source.text);
        if (!m || /^[a-z]+:\/\//.test(m[1]!)) return [];
        const target = join(folder(file.source.path), m[1]!);
        const offset = m.index + m[0].length - m[1]!.length;
        const kind = file.data?.kind;
        // a translation's schema is its source file's: it lists that file's texts
        const expected =
          kind === 'translation'
            ? `translations/${file.source.path
                .split(/[\\/]/)
                .at(-1)!
                .replace(/\.ya?ml$/, '')}.schema.json`
            : kind
              ? `${kind}.schema.json`
              : undefined;
        if (!ctx.exists!(target)) {
          return [
            atOffset(
              file,
              offset,
              `The $schema line points at ${m[1]}, which does not exist (${target}); editors get no completion or hover help: ` +
                `point it at the repository's schema/${expected ?? '<kind>.schema.json'}, relative to this file`,
            ),
          ];
        }
        if (expected && !m[1]!.endsWith(expected)) {
          return [
            atOffset(
              file,
              offset,
              `The $schema line points at ${m[1]}, but this file is of kind "${kind}"; use ${expected}, or editors suggest the wrong keys`,
            ),
          ];
        }
        return [];
      });

// personas are the hand-worked figures the tests hold a department to; a folder that keeps them needs one per department
export const missingPersonas: Check = (ctx) =>
  ctx.exists === undefined || !ctx.wholeSet
    ? []
    : ctx.departments.flatMap(({ file, dept }): Finding[] => {
        const dir = join(folder(file.source.path), 'personas');
        const personas = `${dir}/${dept.id}.yaml`;
        if (!ctx.exists!(dir) || ctx.exists!(personas)) return [];
        return [
          error(
            file,
            ['id'],
            `Department "${dept.id}" has no personas file: add ${personas} with at least 4 personas (answers and the figures worked out by hand); ` +
              'docs/editors.md "Add a department" lists every file a department needs',
          ),
        ];
      });
