import { z } from 'zod';
import { onEntry, resultEntries, type ListKind, type PerResultEntry } from './result-entries.js';
import type { Department } from '../schema/department.js';

/** how the visitor's score compares with stored teams, as the server answers it (engine/insights/peers.ts) */
const PeersSchema = z.object({
  teams: z.number().int().describe("teams of the same department and scoring behind the figure, at least the block's minPeers"),
  percent: z.number().int().min(0).max(100).describe('mid-rank percentile: teams scoring lower, plus half of those scoring the same'),
});

/** one recommendation as a result lists it */
export const RecommendationOutSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  impact: z.string(),
  timeToImplement: z.string(),
});
export type RecommendationOut = z.infer<typeof RecommendationOutSchema>;

/** per score component: what it earns, the answers behind it, the best change (absent at its maximum) */
export const NextChangeSchema = z.object({
  /** the component's id */
  component: z.string(),
  points: z.number(),
  max: z.number(),
  /** the visitor's answer to each question of the component, as sent */
  answers: z.record(z.string(), z.array(z.string())),
  /** absent when no single change raises the score (the component is at its best) */
  change: z
    .object({
      field: z.string(),
      /** the option value to choose instead */
      to: z.string(),
      /** the component's points after the change */
      points: z.number(),
      /** the score after the change */
      score: z.number(),
    })
    .optional(),
});

// what each list answers with; a new one does not compile until it is here
const lists: Record<ListKind, z.ZodType> = { recommendations: z.array(RecommendationOutSchema), nextChanges: z.array(NextChangeSchema) };

// what each kind of result entry answers with: a figure, a group of figures, or one of the lists
const answers: PerResultEntry<z.ZodType> = {
  figure: () => z.number(),
  group: ({ figures }) => z.strictObject(Object.fromEntries(figures.map((f) => [f.name, z.number()]))),
  list: ({ list }) => lists[list],
};

/**
 * The calculation answer of a department, derived from its definition's `result`, plus the definition hash.
 * @example resultSchema(dept).parse(evaluate(model, answers))
 */
export function resultSchema(dept: Department) {
  const shape: Record<string, z.ZodType> = {};
  for (const entry of resultEntries(dept)) shape[entry.field] = onEntry(entry, answers);
  // how the score compares with stored teams: only with a peers block, and only when enough teams are behind it
  if (dept.results.blocks.some((b) => b.kind === 'peers')) shape.peers = PeersSchema.optional();
  return z.strictObject({ ...shape, definitionHash: z.string() });
}
