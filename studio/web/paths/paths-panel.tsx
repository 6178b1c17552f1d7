import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Model } from '../../../engine/evaluation/model.js';
import type { Department } from '../../../engine/schema/index.js';
import { proofFindings } from '../../../engine/studio/proof-findings.js';
import { whyAsked } from '../../../engine/studio/why-asked.js';
import { reaching, targetPath, type Target } from '../../../engine/studio/witness.js';
import { pathToString } from '../../../engine/problem.js';
import type { ConditionPart } from '../../../engine/studio/condition-words.js';
import type { PanelProps } from '../panel-props.js';
import { folderName, modelOf, placeOf } from '../panel-model.js';
import { PersonasList } from './personas.js';

/** every target of a department a content editor can ask answers for, with its name */
function targetsOf(dept: Department): { name: string; target: Target }[] {
  const t = (name: string, target: Target) => ({ name, target });
  return [
    ...dept.wizard.steps.flatMap((s) => [
      t(`question ${s.field}`, { kind: 'step', field: s.field }),
      ...(s.when === undefined ? [] : [t(`question ${s.field} skipped (its condition false)`, { kind: 'condition', field: s.field, holds: false })]),
    ]),
    ...Object.entries(dept.bands).flatMap(([set, s]) => s.bands.map((b, index) => t(`band "${b.text}" of ${set}`, { kind: 'band', set, index }))),
    ...dept.recommendations.map((r) => t(`recommendation ${r.id}`, { kind: 'recommendation', id: r.id })),
    ...dept.results.blocks.flatMap((b, index) => (b.when ? [t(`result block ${index + 1} (${b.kind}, when ${b.when})`, { kind: 'block', index })] : [])),
  ];
}

const valueWord = (v: number | undefined) => (v === undefined ? '' : Number.isNaN(v) ? 'cannot be read' : v ? 'holds' : 'does not hold');

function Parts({ part }: { part: ConditionPart }) {
  return (
    <List.Item>
      {part.words}: <strong>{valueWord(part.value)}</strong>
      {part.parts.length > 0 && (
        <List size="xs" withPadding>
          {part.parts.map((p, i) => (
            <Parts key={i} part={p} />
          ))}
        </List>
      )}
    </List.Item>
  );
}

/** the proofs at hand: answers that reach any item, why a question is asked, what is never reached, the personas */
export function PathsPanel(props: PanelProps) {
  const dept = useDeferredValue(props.department);
  const loaded = useDeferredValue(props.loaded);
  const model: Model | undefined = modelOf(loaded, dept);
  const [said, setSaid] = useState('');
  const [why, setWhy] = useState<string>();
  const findings = useMemo(() => (loaded ? proofFindings(loaded) : []), [loaded]);
  const targets = useMemo(() => (dept ? targetsOf(dept) : []), [dept]);

  if (!dept || !model) {
    return (
      <section aria-label="Paths">
        <Alert color="gray" title="No paths yet">
          Open a department that loads: its paths show once the text loads.
        </Alert>
      </section>
    );
  }
  const show = (name: string, target: Target) => {
    const r = reaching(model, target);
    if ('answers' in r) {
      props.showInPreview(r.answers, r.open);
      setSaid(`The preview shows answers that reach ${name}.`);
      return;
    }
    // the lint's own finding says it with the proof's numbers
    const at = pathToString(targetPath(dept, target));
    const finding = findings.find((f) => f.path === at || f.path?.startsWith(`${at}.`));
    setSaid(`No answers reach ${name}: ${finding?.message ?? r.reason}`);
  };
  const explained = why ? whyAsked(dept, why, props.answers) : undefined;
  return (
    <section aria-label="Paths">
      <Stack gap="md">
        <Text size="sm" role="status" aria-live="polite">
          {said}
        </Text>
        <div>
          <Title order={3} size="h6">
            Never reached or always true
          </Title>
          {findings.length === 0 ? (
            <Text size="sm">The proofs find nothing unreachable or always true in the folder.</Text>
          ) : (
            <List size="sm">
              {findings.map((f) => (
                <List.Item key={`${f.file}:${f.line}:${f.col}:${f.rule}`}>
                  <Button variant="subtle" size="compact-xs" onClick={() => props.reveal({ file: folderName(props, f.file), line: f.line, col: f.col })}>
                    {folderName(props, f.file)}:{f.line}
                  </Button>{' '}
                  {f.severity} ({f.rule}): {f.message}
                  {f.acknowledged && ` (acknowledged: ${f.acknowledged})`}
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <div>
          <Title order={3} size="h6">
            Answers that reach
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {targets.map(({ name, target }) => (
              <li key={name}>
                <Group gap="xs" wrap="nowrap">
                  <Button size="compact-xs" variant="light" onClick={() => show(name, target)} aria-label={`Show answers that reach ${name}`}>
                    Show answers that reach this
                  </Button>
                  {target.kind === 'step' && (
                    <Button size="compact-xs" variant="subtle" onClick={() => setWhy(target.field)} aria-label={`Why is ${target.field} asked?`}>
                      Why is this asked?
                    </Button>
                  )}
                  <Button variant="transparent" size="compact-xs" onClick={() => props.reveal(placeOf(props, targetPath(dept, target)))}>
                    {name}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        </div>
        {explained && (
          <div aria-live="polite">
            <Title order={3} size="h6">
              Why is {explained.field} asked? (on the preview&apos;s answers)
            </Title>
            <Text size="sm">{explained.summary}.</Text>
            {explained.condition && (
              <List size="xs" withPadding>
                <Parts part={explained.condition} />
              </List>
            )}
            {explained.notAskedBefore.length > 0 && (
              <Text size="xs">Not asked before it on these answers (their answers do not count): {explained.notAskedBefore.join(', ')}</Text>
            )}
          </div>
        )}
        <div>
          <Title order={3} size="h6">
            Personas
          </Title>
          <PersonasList props={props} model={model} />
        </div>
      </Stack>
    </section>
  );
}
