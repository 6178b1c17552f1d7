import { Radio, SimpleGrid } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { StepOf } from '../../../engine/schema/index.js';
import { OptionContent } from './option-content.js';
import classes from '../../shared/cards.module.css';

export interface OptionCardsProps {
  step: StepOf<'single' | 'single-other'>;
  value: string | undefined;
  onChange: (value: string) => void;
  /** the option whose name is typed in a field of its own, which the style sheet shows while it is checked */
  other?: string;
  labelledBy: string;
  describedBy?: string;
}

/**
 * One-choice options as a group of real radio inputs named by the step's field, each card the label of its input:
 * the server's paint is a working form (a tap checks it before any script runs), the browser's own arrow keys move
 * between cards and choose, and the group is a single Tab stop.
 */
export function OptionCards({ step, value, onChange, other, labelledBy, describedBy }: OptionCardsProps) {
  const group = useRef<HTMLDivElement>(null);
  // a card tapped before the page's code came is the visitor's answer: the draft starts from the document
  useLayoutEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked && checked.value !== value) onChange(checked.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the group is first in the page
  }, []);
  return (
    <SimpleGrid ref={group} role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {step.options.map((option) => (
        <label key={option.value} className={classes.choice} data-other={option.value === other || undefined}>
          <OptionContent
            option={option}
            indicator={
              <Radio
                name={step.field}
                value={option.value}
                checked={option.value === value}
                onChange={(e) => e.currentTarget.checked && onChange(option.value)}
                className={classes.indicator}
              />
            }
          />
        </label>
      ))}
    </SimpleGrid>
  );
}
