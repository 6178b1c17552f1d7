import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../../engine/display/format.js';
import type { StepOf } from '../../../engine/schema/index.js';
import { numberFits } from '../../../engine/answers/question-kinds.js';
import { clearValue, setValue, type RendererProps, type WizardTexts } from './renderer-props.js';

/** in words, the numbers a number question takes: said under the field when the value typed is not one of them */
export function numberRule(wizard: WizardTexts, { min, max, step, unit }: StepOf<'number'>['number']): string {
  const text = fillTemplate(step > 1 ? wizard.numberRuleInSteps : wizard.numberRule, { min, max, step, unit: unit ?? '' });
  // no unit: no space where it would stand
  return text.replace(/ +(?=[ .,;:!?)]|$)/g, '').trim();
}

/** what the field holds: its number, or its text when that is no number */
const typedValue = ({ value }: HTMLInputElement): number | string => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

// the heading labels the field, the help, unit and error describe it: Mantine's own aria (passed on to its Input,
// though TextInput's props do not list it) would replace them with its description and error only
const ownAria = { withAria: false } as object;

/**
 * A whole number typed (or stepped with the arrow keys), labelled by the question, its unit beside it and in its
 * description; only a number the question accepts goes into the draft, so Next waits for one. A value out of range
 * is explained in words at once when too large, and on leaving the field when too small (typing may still fix it).
 * The browser's own number field (a spin button, the same before the page's code and without it): its min, max and
 * step are the question's, and the form does not let the browser's checks stop a Next, so the words are ours.
 */
export function NumberQuestion({ step, draft, onChange, labelledBy, describedBy, texts, typed: sent }: RendererProps<StepOf<'number'>>) {
  const range = step.number;
  const id = useId();
  const stored = draft.values[step.field];
  const [typed, setTyped] = useState<number | string>(typeof stored === 'number' ? stored : (sent ?? ''));
  // a number sent without script and refused is explained at once
  const [left, setLeft] = useState(sent !== undefined);
  // what the browser cannot read as a number ("1e", "-"): its field's value is then empty
  const [unreadable, setUnreadable] = useState(false);
  // the session's number, come in after the server's paint, is shown (a number the visitor is typing is already the draft's)
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    if (typeof stored === 'number' && stored !== Number(typed)) setTyped(stored);
  }
  const value = typeof typed === 'number' ? typed : typed.trim() === '' ? undefined : Number(typed);
  const wrong = unreadable || (value !== undefined && !numberFits(step, value) && (left || !(value < range.min)));
  const unitId = `${id}-unit`;
  const errorId = `${id}-error`;
  const described = [describedBy, range.unit && unitId, wrong && errorId].filter(Boolean).join(' ') || undefined;
  const onValue = (v: number | string) => {
    setTyped(v);
    onChange((d) => (numberFits(step, v) ? setValue(d, step.field, Number(v)) : clearValue(d, step.field)));
  };
  // a number typed before the page's code came is the visitor's: the field starts from the document
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    setUnreadable(input.validity.badInput);
    if (input.value !== String(typed)) onValue(typedValue(input));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the field is first in the page
  }, []);
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="nowrap" align="center">
        <TextInput
          ref={field}
          type="number"
          name={step.field}
          inputMode="numeric"
          {...ownAria}
          aria-labelledby={labelledBy}
          aria-describedby={described}
          aria-invalid={wrong || undefined}
          error={wrong}
          min={range.min}
          max={range.max}
          step={range.step}
          value={typed}
          onChange={(e) => onValue(typedValue(e.currentTarget))}
          onInput={(e) => setUnreadable(e.currentTarget.validity.badInput)}
          onBlur={() => setLeft(true)}
          size="md"
          w="10rem"
        />
        {range.unit && (
          <Text id={unitId} size="md">
            {range.unit}
          </Text>
        )}
      </Group>
      {wrong && (
        <Text id={errorId} role="alert" size="sm" c="var(--mantine-color-error)" tabIndex={-1} autoFocus={sent !== undefined}>
          {numberRule(texts, range)}
        </Text>
      )}
    </Stack>
  );
}
