import { Checkbox, SimpleGrid } from '@mantine/core';
import type { StepOf } from '../../../engine/schema/index.js';
import { OptionContent } from './option-content.js';
import classes from '../../shared/cards.module.css';

export interface OptionCheckboxesProps {
  step: StepOf<'multi'>;
  value: string[];
  onToggle: (value: string) => void;
  labelledBy: string;
  describedBy?: string;
}

/** several-choice options as a group of checkbox cards (each its own Tab stop, Space toggles) */
export function OptionCheckboxes({ step, value, onToggle, labelledBy, describedBy }: OptionCheckboxesProps) {
  return (
    <SimpleGrid role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {step.options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <Checkbox.Card key={option.value} checked={checked} onClick={() => onToggle(option.value)} className={classes.card}>
            <OptionContent option={option} indicator={<Checkbox.Indicator checked={checked} className={classes.indicator} />} />
          </Checkbox.Card>
        );
      })}
    </SimpleGrid>
  );
}
