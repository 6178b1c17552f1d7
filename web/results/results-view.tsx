import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { displayScope, displayValue } from '../../engine/display.js';
import type { Block, Department } from '../../engine/schema/index.js';
import { Page } from '../layout/page.js';
import { blockComponents } from './blocks/index.js';
import type { BlockProps, ResultsContext } from './results-context.js';

export interface ResultsViewProps {
  department: Department;
  result: Record<string, unknown>;
  clearResults: () => void;
}

/** a result rendered through the department's `results.blocks`, each shown only when its `when` holds */
export function ResultsView({ department, result, clearResults }: ResultsViewProps) {
  const { results } = department;
  const ctx: ResultsContext = { department, result, scope: displayScope(department, result), clearResults };
  const shown = results.blocks.filter((b) => !b.when || displayValue(b.when, ctx.scope));
  return (
    <Page title={results.documentTitle ?? results.heading} heading={results.heading} nav={results.nav}>
      <Stack gap="lg">
        {shown.map((block, i) => {
          const Block = blockComponents[block.kind] as ComponentType<BlockProps<Block['kind']>>;
          return <Block key={i} block={block} ctx={ctx} />;
        })}
      </Stack>
    </Page>
  );
}
