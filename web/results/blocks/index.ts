import type { ComponentType } from 'react';
import type { BlockKind } from '../../../engine/schema/index.js';
import type { BlockProps } from '../results-context.js';
import { ActionsBlock } from './actions-block.js';
import { BreakdownBlock } from './breakdown-block.js';
import { MetricsBlock } from './metrics-block.js';
import { NextChangeBlock } from './next-change-block.js';
import { PeersBlock } from './peers-block.js';
import { RecommendationsBlock } from './recommendations-block.js';
import { ScoreBlock } from './score-block.js';
import { SplitBlock } from './split-block.js';
import { TextBlock } from './text-block.js';
import { WorkingBlock } from './working-block.js';

// one renderer per block kind; a new kind does not compile until it is added here
export const blockComponents: { [K in BlockKind]: ComponentType<BlockProps<K>> } = {
  score: ScoreBlock,
  breakdown: BreakdownBlock,
  metrics: MetricsBlock,
  text: TextBlock,
  split: SplitBlock,
  recommendations: RecommendationsBlock,
  actions: ActionsBlock,
  'next-change': NextChangeBlock,
  working: WorkingBlock,
  peers: PeersBlock,
};
