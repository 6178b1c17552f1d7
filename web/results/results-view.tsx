import { useCountEvent } from '../api/usage-events.js';
import { Paper, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { displayModel } from '../../engine/display/display.js';
import type { Answers } from '../../engine/answers/answers.js';
import type { Block, Department } from '../../engine/schema/index.js';
import { Page } from '../layout/page/page.js';
import { blockComponents } from './blocks/index.js';
import { shownBlocks, type BlockProps, type ResultsContext } from './results-context.js';

export interface ResultsViewProps {
  department: Department;
  result: Record<string, unknown>;
  clearResults: () => void;
  /** the answers the result came from, when known (share links need them) */
  answers?: Answers;
  /** a line above the blocks, such as the words saying a sample is an example */
  notice?: string;
}

/** a result rendered through the department's `results.blocks`, each shown only when its `when` holds */
export function ResultsView({ department, result, clearResults, answers, notice }: ResultsViewProps) {
  const { results } = department;
  useCountEvent('results_viewed', department.id);
  const display = displayModel(department);
  const ctx: ResultsContext = { department, display, result, answers, scope: display.scope(result), clearResults };
  const shown = shownBlocks(ctx);
  return (
    <Page title={results.documentTitle ?? results.heading} heading={results.heading} nav={results.nav}>
      <Stack gap="lg">
        {notice && (
          <Paper withBorder p="md" bg="yellow.0">
            <Text fw={700}>{notice}</Text>
          </Paper>
        )}
        {shown.map((block, i) => {
          const Block = blockComponents[block.kind] as ComponentType<BlockProps<Block['kind']>>;
          return <Block key={i} block={block} ctx={ctx} />;
        })}
      </Stack>
    </Page>
  );
}
