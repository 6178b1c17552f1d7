import { Radio, SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import type { StepOf } from '../../../engine/schema/index.js';
import { OptionContent } from './option-content.js';
import classes from '../../shared/cards.module.css';

export interface OptionCardsProps {
  step: StepOf<'single' | 'single-other'>;
  value: string | undefined;
  onChange: (value: string) => void;
  labelledBy: string;
  describedBy?: string;
}

/**
 * One-choice options as a radio group with a single Tab stop (the chosen card, else the first);
 * Radio.Card's own arrow keys move between cards and choose.
 */
export function OptionCards({ step, value, onChange, labelledBy, describedBy }: OptionCardsProps) {
  const name = useId();
  const chosen = step.options.some((o) => o.value === value);
  return (
    <SimpleGrid role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {step.options.map((option, i) => {
        const checked = option.value === value;
        return (
          <Radio.Card
            key={option.value}
            name={name}
            value={option.value}
            checked={checked}
            tabIndex={checked || (!chosen && i === 0) ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={classes.card}
          >
            <OptionContent option={option} indicator={<Radio.Indicator checked={checked} className={classes.indicator} />} />
          </Radio.Card>
        );
      })}
    </SimpleGrid>
  );
}
