import { Checkbox, SimpleGrid } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { StepOf } from '../../../engine/schema/index.js';
import { OptionContent } from './option-content.js';
import classes from '../../shared/cards.module.css';

export interface OptionCheckboxesProps {
  step: StepOf<'multi'>;
  value: string[];
  /** an option checked or unchecked: said as the state it is now in, so a tap heard twice changes nothing twice */
  onToggle: (value: string, checked: boolean) => void;
  /** the options the document holds checked when the page's code comes, when they are not the draft's */
  onFound: (values: string[]) => void;
  labelledBy: string;
  describedBy?: string;
}

/** several-choice options as real checkboxes named by the step's field, each card its label (each its own Tab stop, Space toggles) */
export function OptionCheckboxes({ step, value, onToggle, onFound, labelledBy, describedBy }: OptionCheckboxesProps) {
  const group = useRef<HTMLDivElement>(null);
  // cards tapped before the page's code came are the visitor's answer: the draft starts from the document
  useLayoutEffect(() => {
    const checked = [...(group.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((i) => i.value);
    if (checked.join('\n') !== value.join('\n')) onFound(checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the group is first in the page
  }, []);
  return (
    <SimpleGrid ref={group} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {step.options.map((option) => (
        <label key={option.value} className={classes.choice}>
          <OptionContent
            option={option}
            indicator={
              <Checkbox
                name={step.field}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(e) => onToggle(option.value, e.currentTarget.checked)}
                className={classes.indicator}
              />
            }
          />
        </label>
      ))}
    </SimpleGrid>
  );
}
