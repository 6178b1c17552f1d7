import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadDefinitions, type LoadResult, type SourceFile } from '../engine/load.js';
// a folder of translations is named by its language code (definitions/es, definitions/pt-BR)
import { languageCodePattern } from '../engine/schema/translation.js';
import { projectRoot } from './project-root.js';

export const definitionsDir = resolve(projectRoot, 'definitions');

const yamlIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f));

/** the .yaml files of the given files and folders (and of a folder's language folders), as paths relative to the working folder */
export function readSources(targets: string[] = [definitionsDir]): SourceFile[] {
  const files = targets.flatMap((t) =>
    statSync(t).isDirectory()
      ? [
          ...yamlIn(t),
          ...readdirSync(t, { withFileTypes: true })
            .filter((e) => e.isDirectory() && languageCodePattern.test(e.name))
            .map((e) => e.name)
            .sort()
            .flatMap((d) => yamlIn(join(t, d))),
        ]
      : [t],
  );
  return files.map((f) => ({ path: relative(process.cwd(), f) || f, text: readFileSync(f, 'utf8') }));
}

/** loads the shipped definitions (or the given folders); throws with every problem when they are broken */
export function readDefinitions(targets?: string[]): LoadResult & { definitions: NonNullable<LoadResult['definitions']> } {
  const result = loadDefinitions(readSources(targets));
  if (!result.definitions) {
    const errors = result.problems.filter((p) => p.severity === 'error');
    const list = errors.map((p) => `${p.file}:${p.line}:${p.col} ${p.message} (${p.rule})`).join('\n');
    throw new Error(`the definitions do not load:\n${list || 'site, quotes and reports must each have exactly one file'}`);
  }
  return result as LoadResult & { definitions: NonNullable<LoadResult['definitions']> };
}
