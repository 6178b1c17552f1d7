import { Alert, AppShell, Badge, Button, Grid, Group, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Answers } from '../../../engine/answers/answers.js';
import type { LoadResult } from '../../../engine/load.js';
import { YamlEditor } from '../editor/yaml-editor.js';
import { FilesNav } from '../files/files-nav.js';
import { FindingsList } from '../findings/findings-list.js';
import type { PanelProps } from '../panel-props.js';
import { PreviewPanel } from '../preview/preview-panel.js';
import { showInPreview } from '../preview/preview-bridge.js';
import { usePreview } from '../preview/preview-store.js';
import { followDisk, takeDiskText } from '../save/disk-sync.js';
import { SaveDialog } from '../save/save-dialog.js';
import { useSave } from '../save/use-save.js';
import { isDirty, lintPath, openFile, useFolder, type StudioFile } from './folder-store.js';
import { Panels } from './panels.js';
import { readFolder, studioRequest, type FolderAnswer } from './studio-api.js';
import { useWorkers } from './use-workers.js';

/** the department a file shows in the preview: its own id, or for a translation its source file's */
function departmentOf(files: Record<string, StudioFile>, path: string): string | undefined {
  const source = files[path.includes('/') && !path.startsWith('personas/') ? path.split('/').at(-1)! : path];
  const persona = path.startsWith('personas/') ? files[path.slice('personas/'.length)] : undefined;
  const text = (persona ?? source)?.text ?? '';
  return /^kind:\s*department\b/m.test(text) ? /^id:\s*([\w-]+)/m.exec(text)?.[1] : undefined;
}

/** the whole studio: Files, Editor and Findings, Preview, and the proof panels */
export function StudioApp() {
  const [folder, setFolder] = useState<FolderAnswer>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<{ message: string; ok: boolean }>();
  const [answers, setAnswers] = useState<Answers>({});
  const open = useFolder((s) => s.open);
  const file = useFolder((s) => s.files[s.open]);
  const allProblems = useFolder((s) => s.problems);
  const lintPrefix = useFolder((s) => s.lintPrefix);
  const problems = useMemo(() => allProblems.filter((p) => p.file === lintPath(lintPrefix, open)), [allProblems, lintPrefix, open]);

  useEffect(() => {
    readFolder().then(
      (f) => {
        const files = Object.fromEntries(
          f.files.map((x) => [x.path, { path: x.path, disk: x.text, baseHash: x.hash, text: x.text, draft: false, diskChanged: false }]),
        );
        const first = f.files.find((x) => /^kind:\s*department\b/m.test(x.text))?.path ?? f.files[0]?.path ?? '';
        useFolder.setState({ files, open: first, lintPrefix: f.lintPrefix });
        usePreview.setState({ language: /^\s+- code:\s*([\w-]+)/m.exec(f.files.find((x) => /^kind:\s*site\b/m.test(x.text))?.text ?? '')?.[1] ?? 'en' });
        setFolder(f);
      },
      (e: Error) => setFailure(e.message),
    );
    return followDisk();
  }, []);
  useWorkers(folder);

  useEffect(() => {
    const id = departmentOf(useFolder.getState().files, open);
    if (id) usePreview.setState({ department: id });
  }, [open, file?.text]);

  const { save, question, path, answer } = useSave((message, ok) => setNotice({ message, ok }));

  // the panels' whole folder, loaded only once a panel is open and the typing has paused (then when the page is idle),
  // kept in state so the panels re-render with the unsaved texts (the lint's and the preview's loads run in workers;
  // the engine's load result holds functions, so it cannot cross from a worker)
  const [loaded, setLoaded] = useState<LoadResult>();
  const [panelsOpen, setPanelsOpen] = useState(false);
  const files = useFolder((s) => s.files);
  useEffect(() => {
    if (!panelsOpen) return undefined;
    let stale = false;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      void import('../../../engine/load.js').then(({ loadDefinitions }) => {
        if (stale) return;
        idle = requestIdleCallback(
          () => {
            if (stale) return;
            const sources = Object.values(files).filter((f) => !f.path.startsWith('personas/'));
            setLoaded(loadDefinitions(sources.map((f) => ({ path: lintPath(lintPrefix, f.path), text: f.text }))));
          },
          { timeout: 1000 },
        );
      });
    }, 400);
    return () => {
      stale = true;
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [files, lintPrefix, panelsOpen]);
  const { definitions, department, firstError } = usePreview();
  const panelProps = useCallback(
    (): PanelProps => ({
      file: open,
      department: firstError ? undefined : definitions?.departments.find((d) => d.id === department),
      loaded,
      answers,
      showInPreview,
      reveal: (place) => {
        if ('line' in place) openFile(place.file, place);
        else openFile(place.file);
      },
      request: studioRequest,
    }),
    [open, firstError, definitions, department, loaded, answers],
  );

  if (failure) {
    return (
      <Alert color="red" m="xl" title="The studio cannot read its folder">
        {failure}
      </Alert>
    );
  }
  return (
    <AppShell navbar={{ width: 280, breakpoint: 0 }} padding="sm">
      <AppShell.Navbar p="sm" style={{ overflowY: 'auto' }}>
        <Title order={1} size="h4" mb="sm">
          Studio
        </Title>
        <FilesNav />
      </AppShell.Navbar>
      <AppShell.Main>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <section aria-label="Editor">
              <Group justify="space-between" mb="xs">
                <Group gap="xs">
                  <Title order={2} size="h5" ff="monospace">
                    {open || 'No file open'}
                  </Title>
                  {file && isDirty(file) && (
                    <Badge size="sm" variant="outline">
                      unsaved
                    </Badge>
                  )}
                  {file?.draft && (
                    <Badge size="sm" color="orange" variant="outline">
                      draft: the server refuses to start on it
                    </Badge>
                  )}
                </Group>
                <Button size="xs" onClick={save} disabled={!file}>
                  Save (Ctrl+S)
                </Button>
              </Group>
              {file?.diskChanged && (
                <Alert color="grape" mb="xs" title={`${open} changed on disk`}>
                  <Group justify="space-between">
                    <Text size="sm">Your unsaved edits are kept. Saving asks before it replaces the file on disk.</Text>
                    <Button size="xs" variant="light" onClick={() => takeDiskText(open)}>
                      Show the disk&apos;s version
                    </Button>
                  </Group>
                </Alert>
              )}
              {notice && (
                <Alert
                  color={notice.ok ? 'green' : 'orange'}
                  mb="xs"
                  withCloseButton
                  closeButtonLabel="Dismiss"
                  onClose={() => setNotice(undefined)}
                  role="status"
                >
                  {notice.message}
                </Alert>
              )}
              {open && <YamlEditor path={open} problems={problems} onSave={save} />}
            </section>
            <FindingsList />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <PreviewPanel onAnswers={setAnswers} />
            <Panels props={panelProps} onOpen={() => setPanelsOpen(true)} />
          </Grid.Col>
        </Grid>
      </AppShell.Main>
      <SaveDialog path={path} question={question} onAnswer={answer} />
    </AppShell>
  );
}
