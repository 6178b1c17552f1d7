import { Badge, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
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

interface LinkProps {
  path: string;
  active: boolean;
  errors: number;
  warnings: number;
  dirty: boolean;
  draft: boolean;
  diskChanged: boolean;
}

// each link's props are values: a keystroke or a lint answer renders only the links whose badges change
const FileLink = memo(function FileLink({ path, active, errors, warnings, dirty, draft, diskChanged }: LinkProps) {
  return (
    <NavLink
      component="button"
      type="button"
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => openFile(path)}
      label={
        // the theme's darkest grey on the active link's light blue: Mantine's own blue text there is 4.01:1
        <Text span size="sm" ff="monospace" c={active ? 'dark.9' : undefined}>
          {path}
        </Text>
      }
      description={
        <Group gap={4} component="span" wrap="wrap">
          <Badge component="span" size="xs" color={errors ? 'red' : 'gray'} variant={errors ? 'filled' : 'light'}>
            {plural(errors, 'error')}
          </Badge>
          <Badge component="span" size="xs" color={warnings ? 'yellow' : 'gray'} variant="light" c={warnings ? 'dark' : undefined}>
            {plural(warnings, 'warning')}
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
          {diskChanged && (
            <Badge component="span" size="xs" color="grape" variant="outline">
              changed on disk
            </Badge>
          )}
        </Group>
      }
    />
  );
});

const linkProps = (file: StudioFile, active: boolean, counts = { errors: 0, warnings: 0 }): LinkProps => {
  const dirty = isDirty(file);
  return { path: file.path, active, ...counts, dirty, draft: file.draft || (!dirty && counts.errors > 0), diskChanged: file.diskChanged };
};

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
                <FileLink key={f.path} {...linkProps(f, f.path === open, counts.get(f.path))} />
              ))}
            </section>
          );
        })}
      </Stack>
    </nav>
  );
}
