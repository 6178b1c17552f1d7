import { Anchor, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { Problem } from '../../../engine/problem.js';
import { folderPath, lintPath, openFile, setText, useFolder } from '../app/folder-store.js';
import { fixOf } from './fixes.js';

const key = (p: Problem) => `${p.file}|${p.rule}|${p.message}`;
const words = { error: 'Error', warning: 'Warning' } as const;

function Finding({ p, prefix }: { p: Problem; prefix: string }) {
  const path = folderPath(prefix, p.file);
  const text = useFolder((s) => s.files[path]?.text ?? '');
  const fix = fixOf(p, text);
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text span size="xs" fw={700} miw={92} c={p.acknowledged ? 'gray.7' : p.severity === 'error' ? 'red.8' : 'yellow.9'}>
          {p.acknowledged ? 'Acknowledged' : words[p.severity]}
        </Text>
        <Stack gap={2}>
          <Text size="sm">
            <Anchor component="button" type="button" size="sm" ff="monospace" onClick={() => openFile(path, { line: p.line, col: p.col })}>
              {path}:{p.line}:{p.col}
            </Anchor>{' '}
            {p.message}{' '}
            <Text span c="gray.7" size="xs">
              ({p.rule})
            </Text>
          </Text>
          {p.acknowledged && <Text size="xs">Acknowledged: {p.acknowledged}</Text>}
          {fix && (
            <Button size="compact-xs" variant="light" w="fit-content" onClick={() => setText(path, fix.apply())}>
              {fix.label}
            </Button>
          )}
        </Stack>
      </Group>
    </List.Item>
  );
}

/**
 * The definition lint of the whole folder with the unsaved texts in place (the same rules, ids, severities,
 * messages and acknowledgements as npm run lint:definitions): the open file's findings, then those this edit
 * causes in other files, each a link to its line.
 */
export function FindingsList() {
  const { open, problems, savedProblems, linting, lintPrefix } = useFolder();
  const here = problems.filter((p) => p.file === lintPath(lintPrefix, open));
  const before = new Set((savedProblems ?? []).map(key));
  const elsewhere = problems.filter((p) => p.file !== lintPath(lintPrefix, open) && !before.has(key(p)));
  const errors = problems.filter((p) => p.severity === 'error').length;
  return (
    <section aria-label="Findings" className="studio-findings">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Findings in {open}
        </Title>
        <Group gap="xs" role="status">
          {linting && <Loader size="xs" aria-hidden />}
          <Text size="xs">{linting ? 'Linting the folder…' : `The folder: ${errors} error${errors === 1 ? '' : 's'}`}</Text>
        </Group>
      </Group>
      {here.length ? (
        <List spacing="xs" listStyleType="none" aria-label={`Findings in ${open}`}>
          {here.map((p) => (
            <Finding key={`${key(p)}|${p.line}|${p.col}`} p={p} prefix={lintPrefix} />
          ))}
        </List>
      ) : (
        <Text size="sm">{linting ? 'Linting…' : 'No findings in this file.'}</Text>
      )}
      {elsewhere.length > 0 && (
        <>
          <Title order={3} size="h6" mt="md" mb="xs">
            In other files, from the unsaved edits
          </Title>
          <List spacing="xs" listStyleType="none" aria-label="Findings in other files">
            {elsewhere.map((p) => (
              <Finding key={`${key(p)}|${p.line}|${p.col}`} p={p} prefix={lintPrefix} />
            ))}
          </List>
        </>
      )}
    </section>
  );
}
