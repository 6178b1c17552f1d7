import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { toggleChoice } from '../../../engine/answers/answers.js';
import { otherSuffix } from '../../../engine/answers/form-step.js';
import { otherOf } from '../../../engine/answers/question-kinds.js';
import { fillTemplate } from '../../../engine/display/format.js';
import type { QuestionKind, Step, StepOf } from '../../../engine/schema/index.js';
import type { Draft } from '../state/draft.js';
import { NumberQuestion } from './number-question.js';
import { OptionCards } from './option-cards.js';
import { OptionCheckboxes } from './option-checkboxes.js';
import { clearValue, setValue, type RendererProps, type WizardTexts } from './renderer-props.js';
import classes from '../../shared/cards.module.css';

function Single({ step, draft, onChange, ...aria }: RendererProps<StepOf<'single' | 'single-other'>>) {
  const value = draft.values[step.field];
  return (
    <OptionCards
      step={step}
      value={typeof value === 'string' ? value : undefined}
      onChange={(v) => onChange((d) => setValue(d, step.field, v))}
      other={otherOf(step)?.value}
      {...aria}
    />
  );
}

function Multi({ step, draft, onChange, texts, ...aria }: RendererProps<StepOf<'multi'>>) {
  const value = draft.values[step.field];
  const [note, setNote] = useState('');
  const label = (v: string) => step.options.find((o) => o.value === v)?.label ?? v;
  const chosen = Array.isArray(value) ? value : [];
  const onToggle = (v: string, checked: boolean) => {
    // a change already made (heard again as the page's code came) is not made twice
    if (chosen.includes(v) === checked) return;
    const next = toggleChoice(step, chosen, v);
    setNote(next.cleared.length ? fillTemplate(texts.cleared, { chosen: label(v), cleared: next.cleared.map(label).join(', ') }) : '');
    onChange((d) => setValue(d, step.field, next.values));
  };
  const onFound = (values: string[]) => onChange((d) => (values.length ? setValue(d, step.field, values) : clearValue(d, step.field)));
  return (
    <Stack gap="xs">
      <OptionCheckboxes step={step} value={chosen} onToggle={onToggle} onFound={onFound} {...aria} />
      {/* present from the start, so screen readers announce what an exclusive choice cleared */}
      {step.options.some((o) => o.exclusive) && (
        <Text role="status" size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One choice with an "other" option whose name is typed: the name's field is always in the form, shown by the style
 * sheet alone while the "other" option is checked (so it shows on a tap before the page's code, and without script)
 */
function SingleOther(props: RendererProps<StepOf<'single-other'>>) {
  const { step, draft, onChange } = props;
  const other = step.other;
  const field = useRef<HTMLInputElement>(null);
  const name = draft.otherNames[step.field] ?? '';
  const setName = (typed: string) => onChange((d) => ({ ...d, otherNames: { ...d.otherNames, [step.field]: typed } }));
  // a name typed before the page's code came is kept
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== name) setName(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the field is first in the page
  }, []);
  return (
    <Stack gap="md" className={classes.withOther}>
      <Single {...props} />
      <TextInput
        ref={field}
        name={step.field + otherSuffix}
        label={other.prompt}
        placeholder={other.placeholder}
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        size="md"
        className={classes.otherName}
      />
    </Stack>
  );
}

// how each question kind is answered; a new kind does not compile until it has a renderer
const renderers: { [K in QuestionKind]: ComponentType<RendererProps<StepOf<K>>> } = {
  single: Single,
  multi: Multi,
  'single-other': SingleOther,
  number: NumberQuestion,
};

export interface StepQuestionProps {
  step: Step;
  draft: Draft;
  onChange: (change: (draft: Draft) => Draft) => void;
  headingRef: Ref<HTMLHeadingElement>;
  texts: WizardTexts;
  /** the number as typed in a form the server could not move on with */
  typed?: string;
  /** the heading takes the focus as the page loads: a question reached by a form sent without script */
  focused?: boolean;
}

/** a step's question (the h2 that takes focus on every step change), its help and its options */
export function StepQuestion({ step, draft, onChange, headingRef, texts, typed, focused }: StepQuestionProps) {
  const id = useId();
  // the renderer of the step's own kind: TypeScript cannot tie the two, so the one cast is here
  const Renderer = renderers[step.kind] as ComponentType<RendererProps>;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" id={`${id}-q`} ref={headingRef} tabIndex={-1} autoFocus={focused} className={classes.question}>
          {step.question}
        </Title>
        {step.help && (
          <Text id={`${id}-help`} c="dimmed" mt={4}>
            {step.help}
          </Text>
        )}
      </div>
      <Renderer
        step={step}
        draft={draft}
        onChange={onChange}
        texts={texts}
        typed={typed}
        labelledBy={`${id}-q`}
        describedBy={step.help ? `${id}-help` : undefined}
      />
    </Stack>
  );
}
