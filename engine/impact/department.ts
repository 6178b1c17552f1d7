import { parse } from 'yaml';
import { loadDefinitions, type LoadedFile, type SourceFile } from '../load.js';
import type { Model } from '../evaluation/model.js';
import { formatProblem } from '../problem.js';
import { compareAnswers, SpaceTooLarge, type AnswerImpact } from './compare.js';
import type { VersionReplay } from './replay.js';
import { structuralChanges, type StructuralChange } from './structure.js';

/** what an edit of one department file does */
export interface DepartmentImpact {
  file: string;
  department: string;
  status: 'changed' | 'unchanged' | 'added' | 'removed' | 'broken';
  hashes: { before?: string; after?: string };
  /** load errors of either version (a broken version is not compared) */
  problems: string[];
  structure: StructuralChange[];
  answers?: AnswerImpact;
  /** why every answer set was not compared (the space is too large to walk exactly) */
  notCompared?: string;
  /** the stored calculations replayed, per definition version; a string says why they could not be read */
  visitors?: VersionReplay[] | string;
}

const otherKinds = new Set<unknown>(['site', 'quotes', 'reports', 'translation']);
/** the kind a file says it is, even when it does not pass the schema */
function kindOf(text: string): unknown {
  try {
    return (parse(text) as { kind?: unknown } | null)?.kind;
  } catch {
    return undefined;
  }
}

interface Side {
  file?: LoadedFile;
  model?: Model;
  problems: string[];
}

function load(source: SourceFile | undefined): Side {
  if (!source) return { problems: [] };
  const r = loadDefinitions([source]);
  const problems = r.problems.filter((p) => p.severity === 'error').map(formatProblem);
  return { file: r.files[0], model: problems.length ? undefined : r.models[0], problems };
}

/**
 * Compares two versions of a definition file (either may be missing: added or removed); site, quotes, reports and translation
 * files give undefined.
 * @example departmentImpact({ path, text: old }, { path, text: edited })?.impact.answers?.changed.band
 */
export function departmentImpact(
  before: SourceFile | undefined,
  after: SourceFile | undefined,
): { impact: DepartmentImpact; before?: Model; after?: Model } | undefined {
  if ([before, after].every((s) => !s || otherKinds.has(kindOf(s.text)))) return undefined;
  const [b, a] = [load(before), load(after)];
  const department = a.model?.definition.id ?? b.model?.definition.id ?? (after ?? before)!.path;
  const impact: DepartmentImpact = {
    file: (after ?? before)!.path,
    department,
    status: 'changed',
    hashes: { before: b.model?.hash, after: a.model?.hash },
    problems: [...b.problems.map((p) => `before: ${p}`), ...a.problems],
    structure: [],
  };
  if (impact.problems.length) impact.status = 'broken';
  else if (!before) impact.status = 'added';
  else if (!after) impact.status = 'removed';
  else if (before.text === after.text) impact.status = 'unchanged';
  else {
    impact.structure = structuralChanges(b.file!, a.file!);
    try {
      impact.answers = compareAnswers(b.model!, a.model!);
    } catch (err) {
      if (!(err instanceof SpaceTooLarge)) throw err;
      impact.notCompared = err.message;
    }
  }
  return { impact, before: b.model, after: a.model };
}
