import { Progress, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Color } from '../../engine/schema/index.js';
import { bandShades } from '../../engine/theme/palette.js';
import { BandTag } from './band-tag.js';

export interface BandBarProps {
  /** how full the bar is, 0 to 100 */
  percent: number;
  band: { color?: z.infer<typeof Color>; text: ReactNode } | undefined;
  /** shown between the bar and the band's words, e.g. the scale marks (which keep their own spacing) */
  children?: ReactNode;
}

/** a score bar in its band's colour, then the band's words in its coloured box */
export function BandBar({ percent, band, children }: BandBarProps) {
  return (
    <>
      {/* a figure or sentence beside the bar says the score; the bar repeats it for the eye */}
      {/* the band's own colour (the lint checks it on the page); without one, the theme's primary */}
      <Progress value={percent} size="lg" color={band?.color && bandShades[band.color].strong} aria-hidden="true" mb={children ? undefined : 'sm'} />
      {children}
      {band && (
        <BandTag color={band.color}>
          <Text component="span" fw={600}>
            {band.text}
          </Text>
        </BandTag>
      )}
    </>
  );
}
