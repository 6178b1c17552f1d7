import { fillTemplate } from '../../../engine/display/format.js';
import type { BlockProps } from '../results-context.js';
import classes from '../results.module.css';
import { BlockCard } from './block-card.js';

/** the assumptions and sums behind the page's figures, one row each, so a reader can redo them by hand */
export function WorkingBlock({ block, ctx }: BlockProps<'working'>) {
  // a plain table: Mantine's Table brings its scroll area, and with it floating-ui, to every results page
  return (
    <BlockCard title={block.title}>
      <table className={classes.working} data-print="keep">
        <tbody>
          {block.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{fillTemplate(line.text, ctx.scope)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </BlockCard>
  );
}
