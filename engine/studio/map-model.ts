import { conditionsOf } from '../answers/conditions.js';
import { answerSpace, type StepSpace } from '../proof/answer-space.js';
import { conditionClasses, pathReport } from '../proof/paths.js';
import type { Department } from '../schema/department.js';
import { conditionWords } from './condition-words.js';

/** the results page, the map's last node */
export const resultsNode = '$results';

export interface MapNode {
  /** the step's field, or resultsNode */
  id: string;
  /** the step's index in wizard order (the results: the number of steps) */
  index: number;
  /** the question as the visitor reads it, or "Results" */
  label: string;
  /** its condition in words, when it has one */
  when?: string;
  /** set when no answers ask it: why */
  unreachable?: string;
  /** set when its condition holds on every path: why */
  alwaysTrue?: string;
}

export interface MapEdge {
  from: string;
  to: string;
  /** what takes this edge, in words: the condition that holds, the steps it passes over */
  label: string;
  /** the answers to `from` that take it, when only some do */
  answers?: string[];
}

export interface MapModel {
  nodes: MapNode[];
  edges: MapEdge[];
  /** true when the walk stopped at its limit: some edges may be missing */
  partial: boolean;
}

/** states of the walk (step, last step asked, its answer, what later conditions read) before it stops */
export const mapLimit = 200_000;
const shownLabels = 5;

/**
 * The department's map: its questions in order, an edge for every way one question follows another on some path
 * (labelled with the condition that holds, the questions passed over, and the answers that take it when only some
 * do), the results at the end; questions no answers ask and conditions that always hold are marked with the
 * path proof's reason.
 * @example mapModel(dept).edges.find((e) => e.to === 'adChannels')?.answers // ['Yes']
 */
export function mapModel(dept: Department): MapModel {
  const steps = dept.wizard.steps;
  const report = pathReport(dept);
  const byField = new Map(report.conditions.map((c) => [c.field, c]));
  const nodes: MapNode[] = [
    ...steps.map((s, i): MapNode => {
      const c = byField.get(s.field);
      return {
        id: s.field,
        index: i,
        label: s.question,
        ...(s.when === undefined ? {} : { when: conditionWords(s.when) }),
        ...(c && !c.holds ? { unreachable: `never asked: its condition "${c.when}" is false on every path` } : {}),
        ...(c && c.holds && !c.fails ? { alwaysTrue: `always asked: its condition "${c.when}" holds on every one of the ${report.paths} paths` } : {}),
      };
    }),
    { id: resultsNode, index: steps.length, label: 'Results' },
  ];
  const space = answerSpace(dept);
  const classes = conditionClasses(space);
  // a class stands for every answer of its signature: name them all (a few, then how many more)
  const labelsOf = (i: number, k: number): string => {
    const sig = classes[i]!.effects[k]!.sig;
    const all = space[i]!.effects.filter((e) => e.sig === sig).map((e) => e.labels.join(' + '));
    return all.length > shownLabels ? `${all.slice(0, shownLabels).join(', ')} and ${all.length - shownLabels} more` : all.join(', ');
  };
  const live = conditionsOf(dept).readFrom;
  // per edge "from>to": the answers of `from` that took it, and whether every one did
  const taken = new Map<string, Set<number>>();
  const seen = new Set<string>();
  let partial = false;
  const walk = (i: number, last: number, effect: number, scope: Record<string, number>): void => {
    if (partial) return;
    if (i === steps.length) {
      note(last, steps.length, effect);
      return;
    }
    const state = `${i}:${last}:${effect}:${live[i]!.map((k) => scope[k]).join(',')}`;
    if (seen.has(state)) return;
    if (seen.size >= mapLimit) {
      partial = true;
      return;
    }
    seen.add(state);
    const st: StepSpace = classes[i]!;
    if (st.when && st.when(scope) === 0) return walk(i + 1, last, effect, scope);
    if (last >= 0) note(last, i, effect);
    st.effects.forEach((e, k) => {
      const next = { ...scope };
      for (const [key, v] of e.keys) next[key] = v;
      walk(i + 1, i, k, next);
    });
  };
  const note = (from: number, to: number, effect: number) => {
    if (from < 0) return;
    const key = `${from}>${to}`;
    (taken.get(key) ?? taken.set(key, new Set()).get(key)!).add(effect);
  };
  walk(0, -1, -1, { ...conditionsOf(dept).blank });
  const edges = [...taken].map(([key, effects]): MapEdge => {
    const [from, to] = key.split('>').map(Number) as [number, number];
    const passed = steps.slice(from + 1, to).filter((s) => s.when !== undefined);
    const target = steps[to];
    const words = [
      ...(target?.when !== undefined ? [`when ${conditionWords(target.when)}`] : []),
      ...passed.map((s) => `skips ${s.field} (${conditionWords(s.when!)} does not hold)`),
    ];
    const all = classes[from]!.effects;
    const answers = effects.size < all.length ? [...effects].sort((a, b) => a - b).map((k) => labelsOf(from, k)) : undefined;
    return {
      from: steps[from]!.field,
      to: target?.field ?? resultsNode,
      label: words.join('; ') || 'next',
      ...(answers ? { answers } : {}),
    };
  });
  edges.sort(
    (a, b) =>
      nodes.findIndex((n) => n.id === a.from) - nodes.findIndex((n) => n.id === b.from) ||
      nodes.findIndex((n) => n.id === a.to) - nodes.findIndex((n) => n.id === b.to),
  );
  return { nodes, edges, partial };
}
