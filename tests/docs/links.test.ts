import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../node/project-root.js';

// The README is split into docs/*.md, one page per audience: every relative link between them (and to images
// and files of the repository) must point at a file that exists and, with a #anchor, at a heading of it.

const docsDir = resolve(projectRoot, 'docs');
const pages = [
  resolve(projectRoot, 'README.md'),
  ...readdirSync(docsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => join(docsDir, f)),
];
const name = (file: string) => relative(projectRoot, file);

/** the text outside fenced code blocks, inline code blanked (a link inside code is no link) */
const prose = (markdown: string): string => {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n')
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
};

/** GitHub's anchor for a heading: its text lowercased, punctuation dropped, spaces as hyphens */
const slug = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** every anchor a page offers: its headings (a repeated one gets -1, -2, … as on GitHub) and its <a id="…"> */
const anchorsOf = (file: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  }
  return anchors;
};

/** every relative link and image of a page: [text](target) and ![alt](target), the text possibly over lines */
const linksOf = (file: string) =>
  [...prose(readFileSync(file, 'utf8')).matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));

describe('links between the README and docs/', () => {
  it('names headings as GitHub does', () => {
    expect(slug("`POST` a department's calculation")).toBe('post-a-departments-calculation');
    expect(slug('`GET /api/health`')).toBe('get-apihealth');
    expect(slug('The path report (`--paths`)')).toBe('the-path-report---paths');
    expect(slug('What an edit does (`npm run impact`)')).toBe('what-an-edit-does-npm-run-impact');
  });

  it('finds the pages and their links', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
    expect(pages.flatMap(linksOf).length).toBeGreaterThan(20);
  });

  it.each(pages.map((file) => [name(file), file] as const))('%s: every relative link points at an existing file and heading', (_name, file) => {
    const broken: string[] = [];
    for (const target of linksOf(file)) {
      const [path, anchor] = target.split('#', 2) as [string, string | undefined];
      const to = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (!existsSync(to)) {
        broken.push(`${target}: no file ${name(to)}`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!to.endsWith('.md') || statSync(to).isDirectory()) broken.push(`${target}: an anchor on a file that is no Markdown page`);
      else if (!anchorsOf(to).has(decodeURIComponent(anchor))) broken.push(`${target}: no heading "#${anchor}" in ${name(to)}`);
    }
    expect(broken).toEqual([]);
  });

  it('links every page of docs/ from the README', () => {
    const linked = new Set(linksOf(pages[0]!).map((target) => resolve(projectRoot, target.split('#')[0]!)));
    expect(
      pages
        .slice(1)
        .filter((page) => !linked.has(page))
        .map(name),
    ).toEqual([]);
  });
});
