import { Alert, AppShell, Badge, Button, Grid, Group, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Answers } from '../../../engine/answers/answers.js';
import type { LoadResult, sourceCache } from '../../../engine/load.js';
import { YamlEditor } from '../editor/yaml-editor.js';
import { FilesNav } from '../files/files-nav.js';
import { FindingsList } from '../findings/findings-list.js';
import type { PanelProps } from '../panel-props.js';
import { PreviewPanel } from '../preview/preview-panel.js';
import { showInPreview } from '../preview/preview-bridge.js';
import { usePreview } from '../preview/preview-store.js';
import { followDisk, takeDiskText } from '../save/disk-sync.js';
import { useSave } from '../save/use-save.js';
import { isDirty, lintPath, openFile, useFolder, type StudioFile } from './folder-store.js';
import { Panels } from './panels.js';
import { readFolder, studioRequest, type FolderAnswer } from './studio-api.js';
import { useWorkers } from './use-workers.js';

// the save's question (a Modal) loads when a save first asks one: the first load carries no dialog's code
const SaveDialog = lazy(async () => ({ default: (await import('../save/save-dialog.js')).SaveDialog }));

/** the department a file shows in the preview: its own id, or for a translation its source file's */
function departmentOf(files: Record<string, StudioFile>, path: string): string | undefined {
  const source = files[path.includes('/') && !path.startsWith('personas/') ? path.split('/').at(-1)! : path];
  const persona = path.startsWith('personas/') ? files[path.slice('personas/'.length)] : undefined;
  const text = (persona ?? source)?.text ?? '';
  return /^kind:\s*department\b/m.test(text) ? /^id:\s*([\w-]+)/m.exec(text)?.[1] : undefined;
}

/** the editor with the open file's findings: a lint answer renders it, not the whole studio */
function OpenFileEditor({ path, onSave }: { path: string; onSave: () => void }) {
  const all = useFolder((s) => s.problems);
  const lintPrefix = useFolder((s) => s.lintPrefix);
  const problems = useMemo(() => all.filter((p) => p.file === lintPath(lintPrefix, path)), [all, lintPrefix, path]);
  return <YamlEditor path={path} problems={problems} onSave={onSave} />;
}

/** the whole studio: Files, Editor and Findings, Preview, and the proof panels */
export function StudioApp() {
  const [folder, setFolder] = useState<FolderAnswer>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<{ message: string; ok: boolean }>();
  const [answers, setAnswers] = useState<Answers>({});
  const open = useFolder((s) => s.open);
  // what the header shows of the open file, as values: a keystroke that changes none of them renders nothing here
  const file = useFolder(
    useShallow((s) => {
      const f = s.files[s.open];
      return f && { dirty: isDirty(f), draft: f.draft, diskChanged: f.diskChanged };
    }),
  );

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

  // the preview's department follows the open file (and its id: line) without rendering the studio at each keystroke
  useEffect(() => {
    const follow = ({ files, open }: { files: Record<string, StudioFile>; open: string }) => {
      const id = departmentOf(files, open);
      if (id && id !== usePreview.getState().department) usePreview.setState({ department: id });
    };
    follow(useFolder.getState());
    return useFolder.subscribe((s, prev) => (s.open !== prev.open || s.files[s.open]?.text !== prev.files[prev.open]?.text) && follow(s));
  }, []);

  const { save, question, path, answer } = useSave((message, ok) => setNotice({ message, ok }));
  // once asked, the dialog stays mounted, so it closes as a dialog does (its focus back where it was)
  const [asked, setAsked] = useState(false);
  if (question && !asked) setAsked(true);

  // the panels' whole folder, loaded only once a panel is open and the typing has paused (then when the page is idle),
  // kept in state so the panels re-render with the unsaved texts (the lint's and the preview's loads run in workers;
  // the engine's load result holds functions, so it cannot cross from a worker)
  const [loaded, setLoaded] = useState<LoadResult>();
  const [panelsOpen, setPanelsOpen] = useState(false);
  const panelLoads = useRef<ReturnType<typeof sourceCache>>(undefined);
  useEffect(() => {
    if (!panelsOpen) return undefined;
    // each change of the texts starts a new round; a round that is not the latest does nothing
    let round = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const stop = () => {
      round += 1;
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
      idle = undefined;
    };
    const later = () => {
      stop();
      const mine = round;
      timer = setTimeout(() => {
        void import('../../../engine/load.js').then(({ assembleLoad, sourceCache }) => {
          if (mine !== round) return;
          idle = requestIdleCallback(
            () => {
              if (mine !== round) return;
              const { files, lintPrefix } = useFolder.getState();
              const sources = Object.values(files).filter((f) => !f.path.startsWith('personas/'));
              // only the edited file is loaded again: the others keep their load (and the panels their proofs of it)
              panelLoads.current ??= sourceCache();
              setLoaded(assembleLoad(panelLoads.current(sources.map((f) => ({ path: lintPath(lintPrefix, f.path), text: f.text })))));
            },
            { timeout: 1000 },
          );
        });
      }, 400);
    };
    later();
    const off = useFolder.subscribe((s, prev) => (s.files !== prev.files || s.lintPrefix !== prev.lintPrefix) && later());
    return () => {
      off();
      stop();
    };
  }, [panelsOpen]);
  // the preview's department, read only once a panel is open: a preview update renders the preview alone
  const department = usePreview((s) => (panelsOpen && !s.firstError ? s.definitions?.departments.find((d) => d.id === s.department) : undefined));
  const panelProps = useCallback(
    (): PanelProps => ({
      file: open,
      department,
      loaded,
      unsaved: () => Object.fromEntries(Object.values(useFolder.getState().files).flatMap((f) => (isDirty(f) ? [[f.path, f.text]] : []))),
      answers,
      // the answers are the panel's department's: the preview shows them once it shows that department
      showInPreview: (answers, target) => department && showInPreview(department.id, answers, target),
      reveal: (place) => {
        if ('line' in place) openFile(place.file, place);
        else openFile(place.file);
      },
      request: studioRequest,
    }),
    [open, department, loaded, answers],
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
                  {file?.dirty && (
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
              {open && <OpenFileEditor path={open} onSave={save} />}
            </section>
            <FindingsList />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <PreviewPanel onAnswers={setAnswers} />
            <Panels props={panelProps} onOpen={() => setPanelsOpen(true)} />
          </Grid.Col>
        </Grid>
      </AppShell.Main>
      {asked && (
        <Suspense>
          <SaveDialog path={path} question={question} onAnswer={answer} />
        </Suspense>
      )}
    </AppShell>
  );
}
