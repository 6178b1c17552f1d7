import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parse } from 'yaml';
import { answersSchema } from '../../../engine/answers/answers-schema.js';
import { evaluate, type Result } from '../../../engine/evaluation/evaluate.js';
import type { Model } from '../../../engine/evaluation/model.js';
import { Personas, type Persona } from '../../../engine/schema/persona.js';
import type { PanelProps } from '../panel-props.js';

/** a result's value as a persona writes it: lists by their ids, a group by the keys the persona gives */
function asWritten(result: Result, field: string, expected: unknown): unknown {
  const value = result[field];
  if (Array.isArray(value)) return value.map((r) => (typeof r === 'object' && r && 'id' in r ? r.id : JSON.stringify(r)));
  if (value && typeof value === 'object' && expected && typeof expected === 'object' && !Array.isArray(expected)) {
    return Object.fromEntries(Object.keys(expected).map((k) => [k, (value as Record<string, unknown>)[k]]));
  }
  return value;
}
const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** the engine's figures for a persona's answers, or why they cannot be worked out */
function figures(model: Model, persona: Persona): { result: Result } | { error: string } {
  const parsed = answersSchema(model.definition).safeParse(persona.answers);
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join('; ') };
  try {
    return { result: evaluate(model, parsed.data) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** the department's personas: each loads into the preview with one action, the engine's figures beside the worked ones */
export function PersonasList({ props, model }: { props: PanelProps; model: Model }) {
  const id = model.definition.id;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the shell's request is a plain function (studioRequest), never a method of props
  const { request } = props;
  const [state, setState] = useState<{ personas: Persona[] } | { error: string } | undefined>();
  useEffect(() => {
    let stale = false;
    void request(`/api/file?path=${encodeURIComponent(`personas/${id}.yaml`)}`)
      .then(async (res) => {
        if (!res.ok) return { error: `No personas file personas/${id}.yaml (${res.status})` };
        const parsed = Personas.safeParse(parse(((await res.json()) as { text: string }).text));
        return parsed.success ? { personas: parsed.data } : { error: `personas/${id}.yaml is not a list of personas: ${parsed.error.issues[0]?.message}` };
      })
      .catch((e: Error) => ({ error: e.message }))
      .then((s) => !stale && setState(s));
    return () => {
      stale = true;
    };
  }, [id, request]);

  if (!state) return <Text size="sm">Reading the personas...</Text>;
  if ('error' in state) return <Alert color="gray">{state.error}</Alert>;
  return (
    <Stack gap="sm">
      {state.personas.map((p) => {
        const got = figures(model, p);
        return (
          <div key={p.name}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={4} size="h6">
                {p.name}
              </Title>
              <Button size="compact-xs" onClick={() => props.showInPreview(p.answers, { results: true })} aria-label={`Load "${p.name}" into the preview`}>
                Load into the preview
              </Button>
            </Group>
            {'error' in got ? (
              <Text size="xs" c="red">
                The engine cannot score these answers: {got.error}
              </Text>
            ) : (
              <Table fz="xs" aria-label={`Figures of "${p.name}"`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Worked by hand</Table.Th>
                    <Table.Th>The engine</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {Object.entries(p.expect.result).map(([field, expected]) => {
                    const actual = asWritten(got.result, field, expected);
                    const same = JSON.stringify(actual) === JSON.stringify(expected);
                    return (
                      <Table.Tr key={field}>
                        <Table.Td ff="monospace">{field}</Table.Td>
                        <Table.Td>{shown(expected)}</Table.Td>
                        <Table.Td>
                          {shown(actual)}{' '}
                          {!same && (
                            <Badge color="red" size="xs" variant="outline">
                              differs
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
