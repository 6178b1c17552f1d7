import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type ComponentType, type Ref } from 'react';
import { toggleChoice } from '../../../engine/answers/answers.js';
import { fillTemplate } from '../../../engine/display/format.js';
import type { QuestionKind, Step, StepOf } from '../../../engine/schema/index.js';
import type { Draft } from '../state/draft.js';
import { NumberQuestion } from './number-question.js';
import { OptionCards } from './option-cards.js';
import { OptionCheckboxes } from './option-checkboxes.js';
import { setValue, type RendererProps, type WizardTexts } from './renderer-props.js';
import classes from '../../shared/cards.module.css';

function Single({ step, draft, onChange, ...aria }: RendererProps<StepOf<'single' | 'single-other'>>) {
  const value = draft.values[step.field];
  return <OptionCards step={step} value={typeof value === 'string' ? value : undefined} onChange={(v) => onChange(setValue(draft, step.field, v))} {...aria} />;
}

function Multi({ step, draft, onChange, texts, ...aria }: RendererProps<StepOf<'multi'>>) {
  const value = draft.values[step.field];
  const [note, setNote] = useState('');
  const label = (v: string) => step.options.find((o) => o.value === v)?.label ?? v;
  const onToggle = (v: string) => {
    const next = toggleChoice(step, Array.isArray(value) ? value : [], v);
    setNote(next.cleared.length ? fillTemplate(texts.cleared, { chosen: label(v), cleared: next.cleared.map(label).join(', ') }) : '');
    onChange(setValue(draft, step.field, next.values));
  };
  return (
    <Stack gap="xs">
      <OptionCheckboxes step={step} value={Array.isArray(value) ? value : []} onToggle={onToggle} {...aria} />
      {/* present from the start, so screen readers announce what an exclusive choice cleared */}
      {step.options.some((o) => o.exclusive) && (
        <Text role="status" size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

function SingleOther(props: RendererProps<StepOf<'single-other'>>) {
  const { step, draft, onChange } = props;
  const other = step.other;
  return (
    <Stack gap="md">
      <Single {...props} />
      {draft.values[step.field] === other.value && (
        <TextInput
          label={other.prompt}
          placeholder={other.placeholder}
          required
          maxLength={100}
          value={draft.otherNames[step.field] ?? ''}
          onChange={(e) => onChange({ ...draft, otherNames: { ...draft.otherNames, [step.field]: e.currentTarget.value } })}
          size="md"
        />
      )}
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
  onChange: (draft: Draft) => void;
  headingRef: Ref<HTMLHeadingElement>;
  texts: WizardTexts;
}

/** a step's question (the h2 that takes focus on every step change), its help and its options */
export function StepQuestion({ step, draft, onChange, headingRef, texts }: StepQuestionProps) {
  const id = useId();
  // the renderer of the step's own kind: TypeScript cannot tie the two, so the one cast is here
  const Renderer = renderers[step.kind] as ComponentType<RendererProps>;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" id={`${id}-q`} ref={headingRef} tabIndex={-1} className={classes.question}>
          {step.question}
        </Title>
        {step.help && (
          <Text id={`${id}-help`} c="dimmed" mt={4}>
            {step.help}
          </Text>
        )}
      </div>
      <Renderer step={step} draft={draft} onChange={onChange} texts={texts} labelledBy={`${id}-q`} describedBy={step.help ? `${id}-help` : undefined} />
    </Stack>
  );
}
