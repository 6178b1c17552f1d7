import type { ReactNode } from 'react';
import type { Option } from '../../../engine/schema/index.js';
import { CardFace, FactLine } from '../../shared/card-face.js';

/** the inside of an option card: indicator, emoji, label, description and extra facts */
export function OptionContent({ option, indicator }: { option: Option; indicator: ReactNode }) {
  const details = option.details?.length ? option.details : undefined;
  return (
    <CardFace indicator={indicator} emoji={option.emoji} title={option.label} description={option.description}>
      {details?.map((d) => (
        <FactLine key={d.label} label={d.label} size="xs">
          {d.value}
        </FactLine>
      ))}
    </CardFace>
  );
}
