import { Table } from '@mantine/core';
import { fillTemplate } from '../../../engine/format.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** the assumptions and sums behind the page's figures, one row each, so a reader can redo them by hand */
export function WorkingBlock({ block, ctx }: BlockProps<'working'>) {
  return (
    <BlockCard title={block.title}>
      <Table variant="vertical" layout="fixed" withRowBorders data-print="keep">
        <Table.Tbody>
          {block.lines.map((line) => (
            <Table.Tr key={line.label}>
              <Table.Th scope="row" w="30%" ta="left">
                {line.label}
              </Table.Th>
              <Table.Td>{fillTemplate(line.text, ctx.scope)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </BlockCard>
  );
}
