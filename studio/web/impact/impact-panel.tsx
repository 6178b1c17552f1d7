import { Alert, Badge, Button, Group, List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Answers } from '../../../engine/answers/answers.js';
import type { Change } from '../../../engine/impact/compare.js';
import type { ImpactAnswer } from '../../server/impact-route.js';
import type { PanelProps } from '../panel-props.js';

type Department = ImpactAnswer['departments'][number];

const answersOf = (c: Change): Answers => Object.fromEntries(c.answers.map((a) => [a.field, a.answer]));
const share = (n: number, of: number) => (of ? ` (${Math.round((n / of) * 1000) / 10} %)` : '');

/** one example answer set that the edit moves: its score and figures before and after, loadable into the preview */
function Example({ change, props }: { change: Change; props: PanelProps }) {
  const [before, after] = change.score;
  const moves = [
    ...(before === after ? [] : [`score ${before} -> ${after}`]),
    ...change.bands.map((b) => `${b.set}: "${b.from ?? 'none'}" -> "${b.to ?? 'none'}"`),
    ...change.figures.slice(0, 3).map((f) => `${f.name} ${f.before} -> ${f.after}`),
  ];
  return (
    <List.Item>
      <Text size="xs">
        {change.answers.map((a) => `${a.field}: ${a.labels.join(' + ')}`).join(', ')} - {moves.join('; ') || 'recommendations change'}
      </Text>
      <Button size="compact-xs" variant="light" onClick={() => props.showInPreview(answersOf(change), { results: true })}>
        Show these answers in the preview
      </Button>
    </List.Item>
  );
}

function DepartmentReport({ d, props }: { d: Department; props: PanelProps }) {
  const a = d.answers;
  return (
    <div>
      <Group gap="xs">
        <Title order={3} size="h6" ff="monospace">
          {d.file}
        </Title>
        <Badge variant="outline" color={d.status === 'broken' ? 'red' : 'blue'}>
          {d.status}
        </Badge>
      </Group>
      {d.problems.length > 0 && (
        <List size="xs" c="red">
          {d.problems.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      )}
      {d.changes.length > 0 && (
        <List size="sm" aria-label={`Changes to ${d.file}`}>
          {d.changes.map((c, i) => (
            <List.Item key={i}>{c}</List.Item>
          ))}
        </List>
      )}
      {d.notCompared && <Text size="sm">Answer sets not compared: {d.notCompared}</Text>}
      {a && (
        <Text size="sm">
          Of {a.answerSets.both.toLocaleString('en-US')} answer sets: the score changes for {a.changed.score.toLocaleString('en-US')}
          {share(a.changed.score, a.answerSets.both)}, the band for {a.changed.band.toLocaleString('en-US')}, the recommendations for{' '}
          {a.changed.recommendations.toLocaleString('en-US')}, a figure for {a.changed.figures.toLocaleString('en-US')}
          {a.questions ? `; ${a.questions.toLocaleString('en-US')} are asked other questions` : ''}.
        </Text>
      )}
      {a && a.largest.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Example answer sets it moves most
          </Text>
          <List size="xs">
            {a.largest.map((c, i) => (
              <Example key={i} change={c} props={props} />
            ))}
          </List>
        </>
      )}
      {d.visitors !== undefined && (
        <Text size="sm">
          Stored calculations:{' '}
          {typeof d.visitors === 'string'
            ? d.visitors
            : d.visitors
                .map((v) => `${v.calculations} replayed (${v.changed.score} change score, ${v.changed.band} band, ${v.rejected} no longer accepted)`)
                .join('; ') || 'none'}
        </Text>
      )}
    </div>
  );
}

/** what the edit does against a git revision: every answer set, the stored calculations, the changes in words */
export function ImpactPanel(props: PanelProps) {
  const [base, setBase] = useState('HEAD');
  const [state, setState] = useState<{ busy: true } | { report: ImpactAnswer } | { error: string }>();
  const run = async () => {
    setState({ busy: true });
    // the unsaved texts as they are at the click, so the report is of the edit and not of the saved files
    try {
      const res = await props.request(`/api/impact?base=${encodeURIComponent(base)}`, { method: 'POST', body: JSON.stringify({ files: props.unsaved() }) });
      const body = (await res.json()) as ImpactAnswer & { error?: { message: string } };
      setState(res.ok ? { report: body } : { error: body.error?.message ?? `The studio's server answered ${res.status}` });
    } catch (e) {
      setState({ error: (e as Error).message });
    }
  };
  const changed = state && 'report' in state ? state.report.departments.filter((d) => d.status !== 'unchanged') : [];
  return (
    <section aria-label="Impact">
      <Stack gap="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run();
          }}
        >
          <Group align="end" gap="xs">
            <TextInput
              label="Compare against (a git ref)"
              description="HEAD, a branch, a tag or a commit"
              value={base}
              onChange={(e) => setBase(e.currentTarget.value)}
              size="xs"
              ff="monospace"
            />
            <Button type="submit" size="xs" loading={!!state && 'busy' in state}>
              Compare the edit
            </Button>
          </Group>
        </form>
        {state && 'busy' in state && (
          <Group gap="xs" role="status">
            <Loader size="xs" /> <Text size="sm">Comparing every answer set...</Text>
          </Group>
        )}
        {state && 'error' in state && (
          <Alert color="red" title="No report" role="alert">
            {state.error}
          </Alert>
        )}
        {state && 'report' in state && (
          <Stack gap="sm" role="status">
            <Text size="sm">
              Against {state.report.ref} ({state.report.base}): {changed.length ? `${changed.length} file(s) changed` : 'nothing changed'}.
            </Text>
            {changed.map((d) => (
              <DepartmentReport key={d.file} d={d} props={props} />
            ))}
            <details>
              <summary>The whole report (as npm run impact writes it)</summary>
              <pre style={{ whiteSpace: 'pre-wrap', fontSize: 11 }}>{state.report.markdown}</pre>
            </details>
          </Stack>
        )}
      </Stack>
    </section>
  );
}
