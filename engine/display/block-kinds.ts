import type { Block, BlockKind } from '../schema/department.js';

type Path = (string | number)[];
type Expressions<B extends Block> = (block: B) => [Path, string][];

const none = () => [];

/**
 * Per block kind, the fields that are expressions over the page's values, each by its path under the block (the
 * `when` every kind may have aside): a new kind in the schema does not compile until it is here.
 */
export const blockKinds: { [K in BlockKind]: { expressions: Expressions<Extract<Block, { kind: K }>> } } = {
  score: { expressions: none },
  breakdown: { expressions: none },
  metrics: { expressions: (b) => b.items.map((m, j) => [['items', j, 'value'], m.value]) },
  text: { expressions: none },
  split: { expressions: (b) => [[['total'], b.total]] },
  recommendations: { expressions: none },
  actions: { expressions: none },
  'next-change': { expressions: none },
  working: { expressions: none },
  peers: { expressions: none },
};

/**
 * Every expression of a block, its `when` first, each with its path under the block.
 * @example blockExpressions({ kind: 'split', total: 'savings', ... }) // [[['total'], 'savings']]
 */
export function blockExpressions(block: Block): [Path, string][] {
  const own = (blockKinds[block.kind].expressions as Expressions<Block>)(block);
  return block.when ? [[['when'], block.when], ...own] : own;
}
