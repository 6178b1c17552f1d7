import { nextChangePlaceholders } from './format.js';
import type { Block, BlockKind } from './schema/department.js';

type Path = (string | number)[];
type Of<K extends BlockKind> = Extract<Block, { kind: K }>;

/** what one kind of result block holds, each field by its path under the block */
export interface BlockKindRule<B extends Block> {
  /** the fields that are expressions over the page's values (the `when` every kind may have aside) */
  expressions: (block: B) => [Path, string][];
  /** the fields that are templates, with the names each is filled with (`page`: the page's values) */
  templates: (block: B, page: readonly string[]) => [Path, readonly string[]][];
}

const none = { expressions: () => [], templates: () => [] };

/** per block kind, its expressions and templates: a new kind in the schema does not compile until it is here */
export const blockKinds: { [K in BlockKind]: BlockKindRule<Of<K>> } = {
  score: none,
  breakdown: none,
  metrics: {
    expressions: (b) => b.items.map((m, j) => [['items', j, 'value'], m.value]),
    templates: (b, page) => b.items.map((_, j) => [['items', j, 'note'], page]),
  },
  text: { expressions: () => [], templates: (b, page) => [[['text'], b.band ? [...page, 'band'] : page]] },
  split: { expressions: (b) => [[['total'], b.total]], templates: () => [] },
  recommendations: none,
  actions: { expressions: () => [], templates: (_, page) => [[['text'], page]] },
  'next-change': { expressions: () => [], templates: () => Object.entries(nextChangePlaceholders).map(([key, names]) => [[key], names]) },
  working: none,
};

const ruleOf = <B extends Block>(block: B) => blockKinds[block.kind] as unknown as BlockKindRule<B>;

/**
 * Every expression of a block, its `when` first, each with its path under the block.
 * @example blockExpressions({ kind: 'split', total: 'savings', ... }) // [[['total'], 'savings']]
 */
export const blockExpressions = (block: Block): [Path, string][] => [...(block.when ? [[['when'], block.when] as [Path, string]] : []), ...ruleOf(block).expressions(block)];

/** every template of a block with the names it is filled with, each with its path under the block */
export const blockTemplates = (block: Block, page: readonly string[]): [Path, readonly string[]][] => ruleOf(block).templates(block, page);
