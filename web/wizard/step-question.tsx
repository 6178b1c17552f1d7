import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, type ComponentType, type Ref } from 'react';
import type { QuestionKind, Step } from '../../engine/schema/index.js';
import { toggle, type Draft } from './draft.js';
import { OptionCards } from './option-cards.js';
import { OptionCheckboxes } from './option-checkboxes.js';
import classes from './wizard.module.css';

interface RendererProps {
  step: Step;
  draft: Draft;
  onChange: (draft: Draft) => void;
  labelledBy: string;
  describedBy?: string;
}

const setValue = (draft: Draft, field: string, value: Draft['values'][string]): Draft => ({ ...draft, values: { ...draft.values, [field]: value } });

function Single({ step, draft, onChange, ...aria }: RendererProps) {
  const value = draft.values[step.field];
  return <OptionCards step={step} value={typeof value === 'string' ? value : undefined} onChange={(v) => onChange(setValue(draft, step.field, v))} {...aria} />;
}

function Multi({ step, draft, onChange, ...aria }: RendererProps) {
  const value = draft.values[step.field];
  return (
    <OptionCheckboxes
      step={step}
      value={Array.isArray(value) ? value : []}
      onToggle={(v) => onChange(setValue(draft, step.field, toggle(value, v)))}
      {...aria}
    />
  );
}

function SingleOther(props: RendererProps) {
  const { step, draft, onChange } = props;
  const other = step.other;
  return (
    <Stack gap="md">
      <Single {...props} />
      {other && draft.values[step.field] === other.value && (
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
const renderers: Record<QuestionKind, ComponentType<RendererProps>> = { single: Single, multi: Multi, 'single-other': SingleOther };

export interface StepQuestionProps {
  step: Step;
  draft: Draft;
  onChange: (draft: Draft) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** a step's question (the h2 that takes focus on every step change), its help and its options */
export function StepQuestion({ step, draft, onChange, headingRef }: StepQuestionProps) {
  const id = useId();
  const Renderer = renderers[step.kind];
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
      <Renderer step={step} draft={draft} onChange={onChange} labelledBy={`${id}-q`} describedBy={step.help ? `${id}-help` : undefined} />
    </Stack>
  );
}
