import type { RecommendationOut } from '../../../engine/evaluation/result-schema.js';

const isRecommendation = (r: unknown): r is RecommendationOut => typeof r === 'object' && r !== null && typeof (r as RecommendationOut).title === 'string';

/** the recommendations a result lists under a field, in the engine's shape; a stored value of another shape lists none */
export function recommendationsOf(result: Record<string, unknown>, field: string): RecommendationOut[] {
  const list = result[field];
  return Array.isArray(list) ? list.filter(isRecommendation) : [];
}
