import type { LoadedFile } from '../load.js';
import type { Problem } from '../problem.js';
import type { Acknowledgement } from '../schema/common.js';

/** whether an acknowledgement's path covers a problem's path: the same, or a prefix of it */
const covers = (at: string | undefined, path: string | undefined): boolean =>
  at === undefined || (path !== undefined && (path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`)));

const matches = (a: Acknowledgement, p: Problem) => a.rule === p.rule && covers(a.at, p.path);

/**
 * Marks each warning that its file acknowledges (it stays listed, with the reason) and reports acknowledgements
 * that match no warning. Errors are never acknowledged: they always fail.
 */
export function acknowledge(problems: Problem[], files: readonly LoadedFile[]): Problem[] {
  const out = problems.map((p) => ({ ...p }));
  const unused: Problem[] = [];
  for (const file of files) {
    const entries = file.data && 'acknowledge' in file.data ? file.data.acknowledge : [];
    entries.forEach((a, i) => {
      const own = out.filter((p) => p.file === file.source.path && matches(a, p));
      const warnings = own.filter((p) => p.severity === 'warning');
      for (const p of warnings) p.acknowledged ??= a.reason;
      if (warnings.length > 0) return;
      const where = a.at === undefined ? '' : ` at "${a.at}"`;
      const why =
        own.length > 0 ? `; "${a.rule}" is an error here, and errors cannot be acknowledged: fix it` : '; remove it, or correct its rule or "at" path';
      unused.push({
        file: file.source.path,
        ...file.at(['acknowledge', i]),
        severity: 'warning',
        rule: 'unused-acknowledgement',
        message: `The acknowledgement of "${a.rule}"${where} matches no warning in this file${why}`,
        path: `acknowledge[${i}]`,
      });
    });
  }
  return [...out, ...unused];
}
