import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Color } from '../../engine/schema/index.js';
import classes from '../results/results.module.css';

type BandColor = z.infer<typeof Color>;

/** a coloured box with dark text: the colour is never the only sign, the words always show */
export function BandTag({ color = 'gray', children }: { color?: BandColor; children: ReactNode }) {
  return (
    <Box className={classes.bandTag} data-color={color}>
      <span className={classes.bandDot} aria-hidden="true" />
      <span>{children}</span>
    </Box>
  );
}
