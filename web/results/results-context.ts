import type { Answers } from '../../engine/answers/answers.js';
import type { DisplayModel } from '../../engine/display/display.js';
import type { Band, Block, BlockKind, Department } from '../../engine/schema/index.js';

/** what every block of a results page reads */
export interface ResultsContext {
  department: Department;
  /** its results page compiled once (engine/display/display.ts) */
  display: DisplayModel;
  /** the stored result as the server sent it */
  result: Record<string, unknown>;
  /** its numbers, constants and display values (DisplayModel.scope) */
  scope: Record<string, number>;
  clearResults: () => void;
  /** the answers behind the result, when known */
  answers?: Answers;
}

export interface BlockProps<K extends BlockKind = BlockKind> {
  block: Extract<Block, { kind: K }>;
  ctx: ResultsContext;
}

/** the band a named band set gives for the page's values */
export const bandOf = (ctx: ResultsContext, name: string | undefined): Band | undefined => ctx.display.band(name, ctx.scope);

/** the department's result blocks whose `when` holds for the page's values (the page and the PDF show these) */
export const shownBlocks = (ctx: ResultsContext): Block[] => ctx.department.results.blocks.filter((b) => ctx.display.shows(b, ctx.scope));
