import { Badge, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import type { Problem } from '../../../engine/problem.js';
import { fileGroup, fileGroups, folderPath, isDirty, openFile, useFolder, type StudioFile } from '../app/folder-store.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** each file's count of errors and unacknowledged warnings, by the folder's own path */
export function countsByFile(problems: Problem[], prefix: string): Map<string, { errors: number; warnings: number }> {
  const counts = new Map<string, { errors: number; warnings: number }>();
  for (const p of problems) {
    const path = folderPath(prefix, p.file);
    const c = counts.get(path) ?? { errors: 0, warnings: 0 };
    if (p.severity === 'error') c.errors += 1;
    else if (!p.acknowledged) c.warnings += 1;
    counts.set(path, c);
  }
  return counts;
}

function FileLink({ file, active, counts }: { file: StudioFile; active: boolean; counts: { errors: number; warnings: number } }) {
  const dirty = isDirty(file);
  const draft = file.draft || (!dirty && counts.errors > 0);
  return (
    <NavLink
      component="button"
      type="button"
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => openFile(file.path)}
      label={
        // the theme's darkest grey on the active link's light blue: Mantine's own blue text there is 4.01:1
        <Text span size="sm" ff="monospace" c={active ? 'dark.9' : undefined}>
          {file.path}
        </Text>
      }
      description={
        <Group gap={4} component="span" wrap="wrap">
          <Badge component="span" size="xs" color={counts.errors ? 'red' : 'gray'} variant={counts.errors ? 'filled' : 'light'}>
            {plural(counts.errors, 'error')}
          </Badge>
          <Badge component="span" size="xs" color={counts.warnings ? 'yellow' : 'gray'} variant="light" c={counts.warnings ? 'dark' : undefined}>
            {plural(counts.warnings, 'warning')}
          </Badge>
          {dirty && (
            <Badge component="span" size="xs" color="blue" variant="outline">
              unsaved
            </Badge>
          )}
          {draft && (
            <Badge component="span" size="xs" color="orange" variant="outline">
              draft
            </Badge>
          )}
          {file.diskChanged && (
            <Badge component="span" size="xs" color="grape" variant="outline">
              changed on disk
            </Badge>
          )}
        </Group>
      }
    />
  );
}

/** the folder's files by group, each with its errors and warnings as the lint finds them now (unsaved texts in place) */
export function FilesNav() {
  const { files, open, problems, lintPrefix } = useFolder();
  const counts = countsByFile(problems, lintPrefix);
  const all = Object.values(files).sort((a, b) => a.path.localeCompare(b.path));
  return (
    <nav aria-label="Files">
      <Stack gap="md">
        {fileGroups.map((group) => {
          const inGroup = all.filter((f) => fileGroup(f.path, f.text) === group);
          if (!inGroup.length) return null;
          return (
            <section key={group} aria-label={group}>
              <Title order={2} size="sm" mb={4}>
                {group}
              </Title>
              {inGroup.map((f) => (
                <FileLink key={f.path} file={f} active={f.path === open} counts={counts.get(f.path) ?? { errors: 0, warnings: 0 }} />
              ))}
            </section>
          );
        })}
      </Stack>
    </nav>
  );
}
