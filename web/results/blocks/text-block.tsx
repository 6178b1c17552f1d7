import { Text } from '@mantine/core';
import { fillTemplate } from '../../../engine/display/format.js';
import { BandTag } from '../../shared/band-tag.js';
import { bandOf, type BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** a sentence with the page's values and, when it names a band set, the band's words and colour */
export function TextBlock({ block, ctx }: BlockProps<'text'>) {
  const band = bandOf(ctx, block.band);
  const text = fillTemplate(block.text, { ...ctx.scope, band: band?.text ?? '' });
  return (
    <BlockCard title={block.title}>
      {band ? (
        <BandTag color={band.color}>
          <Text component="span">{text}</Text>
        </BandTag>
      ) : (
        <Text>{text}</Text>
      )}
    </BlockCard>
  );
}
