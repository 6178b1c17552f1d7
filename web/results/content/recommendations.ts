import type { RecommendationOut } from '../../../engine/evaluation/result-schema.js';
import { site } from '../../definitions.js';

const isRecommendation = (r: unknown): r is RecommendationOut => typeof r === 'object' && r !== null && typeof (r as RecommendationOut).title === 'string';

/** the recommendations a result lists under a field, in the engine's shape; a stored value of another shape lists none */
export function recommendationsOf(result: Record<string, unknown>, field: string): RecommendationOut[] {
  const list = result[field];
  return Array.isArray(list) ? list.filter(isRecommendation) : [];
}

/** a recommendation's impact (High, Medium, Low) as the page's language writes it (site.yaml's impact); another is shown as sent */
export const impactLabel = (impact: string): string => (Object.hasOwn(site.impact, impact) ? site.impact[impact as keyof typeof site.impact] : impact);
