import { Anchor, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Problem } from '../../../engine/problem.js';
import { folderPath, lintPath, openFile, useFolder } from '../app/folder-store.js';
import { applyFix, fixOf, undoFix, useLastFix } from './fixes.js';

const key = (p: Problem) => `${p.file}|${p.rule}|${p.message}`;
const words = { error: 'Error', warning: 'Warning' } as const;

// each lint answer is a new list of new objects (it comes from the worker): a finding as it was is compared by value
const same = (a: Problem, b: Problem) =>
  a === b ||
  (a.file === b.file &&
    a.line === b.line &&
    a.col === b.col &&
    a.severity === b.severity &&
    a.rule === b.rule &&
    a.message === b.message &&
    a.acknowledged === b.acknowledged);

/**
 * One finding: rendered again only when it changed or its fix's label did (the label is a string, so a keystroke
 * that leaves it as it was renders nothing); the fix reads the file's text when it is applied.
 */
const Finding = memo(
  function Finding({ p, prefix }: { p: Problem; prefix: string }) {
    const path = folderPath(prefix, p.file);
    const label = useFolder((s) => fixOf(p, path, s.files, prefix)?.label);
    const apply = () => {
      const fix = fixOf(p, path, useFolder.getState().files, prefix);
      if (fix) void applyFix(fix);
    };
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
            {label && (
              <Button size="compact-xs" variant="light" w="fit-content" onClick={apply}>
                {label}
              </Button>
            )}
          </Stack>
        </Group>
      </List.Item>
    );
  },
  (a, b) => a.prefix === b.prefix && same(a.p, b.p),
);

/** what the last fix did, and one action that takes it back while its file still holds what it wrote */
function LastFix() {
  const { fix, failed } = useLastFix();
  const standing = useFolder((s) => fix !== undefined && s.files[fix.path]?.text === fix.after);
  if (failed)
    return (
      <Text size="sm" role="status" mb="xs">
        {failed}
      </Text>
    );
  if (!fix || !standing) return null;
  return (
    <Group gap="xs" mb="xs" role="status">
      <Text size="sm">Applied: {fix.label}.</Text>
      <Button size="compact-xs" variant="default" onClick={undoFix}>
        Undo the fix
      </Button>
    </Group>
  );
}

/**
 * The definition lint of the whole folder with the unsaved texts in place (the same rules, ids, severities,
 * messages and acknowledgements as npm run lint:definitions): the open file's findings, then those this edit
 * causes in other files, each a link to its line. It reads no text, so typing renders it only when the lint answers.
 */
export function FindingsList() {
  const { open, problems, savedProblems, linting, lintPrefix } = useFolder(
    useShallow((s) => ({ open: s.open, problems: s.problems, savedProblems: s.savedProblems, linting: s.linting, lintPrefix: s.lintPrefix })),
  );
  const { here, elsewhere, errors } = useMemo(() => {
    const file = lintPath(lintPrefix, open);
    const before = new Set((savedProblems ?? []).map(key));
    return {
      here: problems.filter((p) => p.file === file),
      elsewhere: problems.filter((p) => p.file !== file && !before.has(key(p))),
      errors: problems.filter((p) => p.severity === 'error').length,
    };
  }, [open, problems, savedProblems, lintPrefix]);
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
      <LastFix />
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
