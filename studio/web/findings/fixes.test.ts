import { beforeEach, describe, expect, it } from 'vitest';
import type { Problem } from '../../../engine/problem.js';
import { setText, useFolder, type StudioFile } from '../app/folder-store.js';
import { applyFix, fixOf, undoFix, useLastFix } from './fixes.js';

const file = (path: string, text: string): StudioFile => ({ path, disk: text, baseHash: null, text, draft: false, diskChanged: false });
const text = (path: string) => useFolder.getState().files[path]!.text;
const typo: Problem = {
  file: 'definitions/hr.yaml',
  line: 2,
  col: 11,
  severity: 'error',
  rule: 'unknown-field',
  message: 'The condition names "polcy", which no question asks; did you mean "policy"?',
};

beforeEach(() => {
  useFolder.setState({ files: { 'hr.yaml': file('hr.yaml', 'a: 1\n    when: polcy < 10\n') }, lintPrefix: 'definitions' });
  useLastFix.setState({ fix: undefined, failed: undefined });
});

describe("a finding's one-action fix", () => {
  it('replaces a near miss with the name it suggests, and is undone in one action', async () => {
    const fix = fixOf(typo, 'hr.yaml', useFolder.getState().files, 'definitions')!;
    expect(fix.label).toBe('Replace "polcy" with "policy"');
    await applyFix(fix);
    expect(text('hr.yaml')).toBe('a: 1\n    when: policy < 10\n');
    expect(useLastFix.getState().fix?.label).toBe(fix.label);
    undoFix();
    expect(text('hr.yaml')).toBe('a: 1\n    when: polcy < 10\n');
  });

  it('leaves the text alone on undo once it was edited since the fix', async () => {
    await applyFix(fixOf(typo, 'hr.yaml', useFolder.getState().files, 'definitions')!);
    setText('hr.yaml', 'edited since\n');
    undoFix();
    expect(text('hr.yaml')).toBe('edited since\n');
  });

  it('offers nothing for a finding that names no fix, or a missing key whose language file is not in the folder', () => {
    const files = useFolder.getState().files;
    expect(fixOf({ ...typo, message: 'The condition names "polcy", which no question asks' }, 'hr.yaml', files, 'definitions')).toBeUndefined();
    const missing: Problem = {
      ...typo,
      severity: 'warning',
      rule: 'missing-translation',
      message: 'title has no Español (es) text: add "title: { text: ..., source: 28026ae4 }" under texts in definitions/es/hr.yaml',
    };
    expect(fixOf(missing, 'hr.yaml', files, 'definitions')).toBeUndefined();
  });

  it('says so, and changes nothing, when the text moved on since the lint found it', async () => {
    await applyFix({ label: 'Add title to es/hr.yaml', path: 'hr.yaml', apply: () => undefined });
    expect(text('hr.yaml')).toBe('a: 1\n    when: polcy < 10\n');
    expect(useLastFix.getState().failed).toContain('the text changed since the lint found this');
  });
});
