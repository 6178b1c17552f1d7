import { indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorSelection, EditorState, type Text } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { Problem } from '../../../engine/problem.js';
import { setText, useFolder } from '../app/folder-store.js';
import { schemaHelp } from './schema-help.js';

/** a finding's line and column as a place in the text, its mark running to the end of the line */
function diagnostic(doc: Text, p: Problem): Diagnostic {
  const line = doc.line(Math.min(Math.max(p.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(p.col - 1, 0), line.to);
  return {
    from,
    to: Math.max(line.to, from),
    severity: p.acknowledged ? 'info' : p.severity,
    source: p.rule,
    message: p.acknowledged ? `${p.message} (acknowledged: ${p.acknowledged})` : p.message,
  };
}

interface Props {
  path: string;
  problems: Problem[];
  onSave: () => void;
}

/**
 * CodeMirror 6 over the open file: YAML, completion and hover from its schema, undo and redo (per file), the
 * findings as marks at their line and column, Ctrl+S / Cmd+S to save. Tab indents; Escape then Tab leaves the
 * editor, as CodeMirror documents, so the keyboard never stays trapped.
 */
export function YamlEditor({ path, problems, onSave }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const states = useRef(new Map<string, EditorState>());
  const help = useRef(new Compartment());
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  }, [onSave]);
  const current = useRef(path);

  // one view for the studio's life; each file keeps its own state (text, selection, undo history)
  useEffect(() => {
    const v = new EditorView({ parent: host.current! });
    view.current = v;
    return () => v.destroy();
  }, []);

  useEffect(() => {
    const v = view.current!;
    // the file left keeps its state; on the first run the view holds only its bare empty state, which must not be
    // kept as the first file's (it has no listener, keymaps or help: typing there reached neither findings nor preview)
    if (current.current !== path) states.current.set(current.current, v.state);
    current.current = path;
    const text = useFolder.getState().files[path]?.text ?? '';
    let state = states.current.get(path);
    if (!state) {
      state = EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          yaml(),
          lintGutter(),
          EditorView.lineWrapping,
          help.current.of([]),
          keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => (save.current(), true) }, indentWithTab]),
          // a tab stop of its own: axe counts the scrolling region keyboard-reachable by it (a contenteditable alone is not)
          EditorView.contentAttributes.of({ 'aria-label': `YAML of ${path}`, tabindex: '0' }),
          EditorView.updateListener.of((u) => u.docChanged && setText(path, u.state.doc.toString())),
        ],
      });
    }
    v.setState(state);
    // a file changed on disk while another was open shows its new text when it is opened again
    if (state.doc.toString() !== text) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
    v.dispatch({ effects: help.current.reconfigure(schemaHelp(path, text)) });
  }, [path]);

  // a text changed elsewhere (on disk, a fix applied) replaces the editor's, as one undoable change
  useEffect(
    () =>
      useFolder.subscribe((s) => {
        const v = view.current;
        const text = s.files[current.current]?.text;
        if (!v || text === undefined || text === v.state.doc.toString()) return;
        v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
      }),
    [],
  );

  useEffect(() => {
    const v = view.current!;
    v.dispatch(
      setDiagnostics(
        v.state,
        problems.map((p) => diagnostic(v.state.doc, p)),
      ),
    );
  }, [problems, path]);

  // a link to a finding moves the editor to its line
  const goTo = useFolder((s) => s.goTo);
  useEffect(() => {
    const v = view.current;
    if (!v || !goTo || goTo.path !== path) return;
    const line = v.state.doc.line(Math.min(Math.max(goTo.line, 1), v.state.doc.lines));
    const at = Math.min(line.from + goTo.col - 1, line.to);
    v.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'center' }) });
    v.focus();
  }, [goTo, path]);

  return <div ref={host} className="studio-editor" />;
}
