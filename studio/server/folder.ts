import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { languageCodePattern } from '../../engine/schema/translation.js';

/** a path the page asked for that the studio will not read or write, with the reason in words */
export class RefusedPath extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`The path "${path}" is refused: ${reason}`);
  }
}

export const textHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

const isInside = (root: string, target: string) => {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * The absolute path of a definition file named relative to the folder (such as "es/hr.yaml"), or a RefusedPath:
 * no absolute path, no "..", only .yaml files, and no symlink (of the file or a folder on the way) leading out.
 */
export function insideFolder(dir: string, path: string): string {
  if (!path || isAbsolute(path) || /^[a-zA-Z]:/.test(path) || path.includes('\\'))
    throw new RefusedPath(path, 'name a file relative to the definitions folder');
  if (path.split('/').some((part) => part === '..' || part === '.' || part === '')) throw new RefusedPath(path, '".." and empty parts may not be used');
  if (!/\.ya?ml$/.test(path)) throw new RefusedPath(path, 'only .yaml files of the definitions folder can be read or written');
  const root = realpathSync(dir);
  const target = resolve(root, path);
  if (!isInside(root, target)) throw new RefusedPath(path, 'it is outside the definitions folder');
  // the deepest part that exists, with every symlink on the way followed, must still be inside
  let existing = target;
  while (!existsSync(existing) && existing !== root) existing = dirname(existing);
  if (!isInside(root, realpathSync(existing))) throw new RefusedPath(path, 'a symlink on the way leads outside the definitions folder');
  return target;
}

export interface FolderFile {
  /** relative to the definitions folder, "/" between parts: hr.yaml, es/hr.yaml, personas/hr.yaml */
  path: string;
  text: string;
  hash: string;
}

const yamlIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && lstatSync(join(dir, f)).isFile())
    .sort();

/** the folder's files the studio edits: the top-level definitions, each language folder's and the personas */
export function folderFiles(dir: string): FolderFile[] {
  const sub = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && (languageCodePattern.test(e.name) || e.name === 'personas'))
    .map((e) => e.name)
    .sort();
  const paths = [...yamlIn(dir), ...sub.flatMap((d) => yamlIn(join(dir, d)).map((f) => `${d}/${f}`))];
  return paths.map((path) => {
    const text = readFileSync(join(dir, path), 'utf8');
    return { path, text, hash: textHash(text) };
  });
}

/** every file and folder under a folder, named relative to the working folder as the lint names paths */
export function existingPaths(dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    out.push(relative(process.cwd(), d).split(sep).join('/') || '.');
    if (depth > 3) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name), depth + 1);
      else out.push(relative(process.cwd(), join(d, e.name)).split(sep).join('/'));
    }
  };
  for (const d of dirs) if (existsSync(d) && statSync(d).isDirectory()) walk(d, 0);
  return out;
}

// the lint's own reading of a $schema line (engine/lint/files/files.ts)
const directive = /^#\s*yaml-language-server:\s*\$schema=(\S+)/m;

/** the schema files the folder's $schema lines point at that exist, named as the lint names paths */
export function schemaTargets(dir: string, files: FolderFile[]): string[] {
  return files.flatMap((f) => {
    const target = directive.exec(f.text)?.[1];
    if (!target || /^[a-z]+:\/\//.test(target)) return [];
    const file = resolve(dir, dirname(f.path), target);
    return existsSync(file) ? [relative(process.cwd(), file).split(sep).join('/')] : [];
  });
}

/** writes a file whole or not at all: a temporary file beside it, then a rename over it */
export function writeAtomically(target: string, text: string): void {
  const temp = join(dirname(target), `.${randomBytes(6).toString('hex')}.studio-tmp`);
  try {
    writeFileSync(temp, text, 'utf8');
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
}
