import { Group, Text } from '@mantine/core';
import { bandOf, type BlockProps } from '../results-context.js';
import { BandBar } from '../../shared/band-bar.js';
import classes from '../results.module.css';
import { BlockCard } from './block-card.js';

/** the score out of the maximum, a bar with the scale marks, and the band's colour with its words */
export function ScoreBlock({ block, ctx }: BlockProps<'score'>) {
  const { scoring } = ctx.department;
  const score = ctx.scope.score ?? 0;
  const band = bandOf(ctx, block.band);
  const percent = Math.min(100, Math.max(0, (score / scoring.max) * 100));
  return (
    <BlockCard title={block.title}>
      <Group align="baseline" gap={6} mb="sm">
        <Text fz={48} fw={800} lh={1} data-testid="score">
          {score}
        </Text>
        <Text fz="xl" fw={600}>
          / {scoring.max}
        </Text>
      </Group>
      <BandBar percent={percent} band={band}>
        <div className={classes.scale} aria-hidden="true">
          {scoring.scale.map((mark) => (
            <span key={mark} style={{ left: `${(mark / scoring.max) * 100}%` }} data-edge={mark === 0 ? 'start' : mark >= scoring.max ? 'end' : undefined}>
              {mark}
            </span>
          ))}
        </div>
      </BandBar>
    </BlockCard>
  );
}
