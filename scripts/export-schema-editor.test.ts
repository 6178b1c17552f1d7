import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService, type Diagnostic } from 'yaml-language-server';

// the exported schema (npm run schema) read as an editor reads it: by the YAML language server that VS Code's YAML
// extension runs, following the `# yaml-language-server: $schema=` line at the top of each file

const definitionsDir = resolve(import.meta.dirname, '../definitions');
const schemaLine = /^# yaml-language-server: \$schema=(\S+)$/m;

/** every definition file shipped: the English ones, each language's translations, the personas */
const shipped = [
  '.',
  ...readdirSync(definitionsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
].flatMap((dir) =>
  readdirSync(join(definitionsDir, dir))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => join(dir, name)),
);

const requested = new Set<string>();
const service = getLanguageService({
  // the schema each file names, from the disk, as the editor opens it
  schemaRequestService: (uri) => {
    requested.add(uri);
    return Promise.resolve(readFileSync(fileURLToPath(uri), 'utf8'));
  },
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).toString() },
});
service.configure({ validate: true, hover: false, completion: false, format: false });

let version = 0;
/** the language server's diagnostics for a text at a path under definitions/ (a fresh version each time: it caches by uri and version) */
const diagnose = (path: string, text: string): Promise<Diagnostic[]> =>
  service.doValidation(TextDocument.create(pathToFileURL(join(definitionsDir, path)).toString(), 'yaml', ++version, text), false);

const described = (text: string, diagnostics: Diagnostic[]) =>
  diagnostics.map((d) => `${d.range.start.line + 1}: ${d.message} (${text.split('\n')[d.range.start.line]?.trim()})`);

describe('the exported schema in the YAML language server', () => {
  it('covers more than one file of each folder', () => {
    expect(shipped.filter((p) => !p.includes('/')).length).toBeGreaterThan(1);
    expect(shipped.filter((p) => p.startsWith('es/')).length).toBeGreaterThan(1);
    expect(shipped.filter((p) => p.startsWith('personas/')).length).toBeGreaterThan(1);
  });

  it.each(shipped)('finds nothing to report in definitions/%s, checked with the schema it names', async (path) => {
    const text = readFileSync(join(definitionsDir, path), 'utf8');
    const named = schemaLine.exec(text)?.[1];
    expect(named, `definitions/${path} names no schema on a "# yaml-language-server: $schema=" line`).toBeDefined();
    const schema = new URL(named!, pathToFileURL(join(definitionsDir, path))).toString();

    expect(described(text, await diagnose(path, text))).toEqual([]);
    // the file was checked against its schema, not left unchecked for want of one
    expect(requested).toContain(schema);
  });

  describe('reports at its line, in a department', () => {
    const department = 'hr.yaml';
    const source = readFileSync(join(definitionsDir, department), 'utf8');
    /** the department with one change made through the YAML document, so its comments and schema line stay */
    const changed = (change: (doc: ReturnType<typeof parseDocument>) => void) => {
      const doc = parseDocument(source);
      change(doc);
      return doc.toString();
    };
    const stepKind = (index: number) => parseDocument(source).getIn(['wizard', 'steps', index, 'kind']) as string | undefined;
    const single = [0, 1, 2, 3, 4, 5].find((i) => stepKind(i) === undefined)!;
    const multi = [0, 1, 2, 3, 4, 5].find((i) => stepKind(i) === 'multi')!;

    const reported = async (text: string, line: RegExp) => {
      const found = described(text, await diagnose('changed.yaml', text));
      expect(
        found.filter((d) => line.test(d)),
        found.join('\n'),
      ).toHaveLength(1);
    };

    it('the shipped department has a single-choice step (no kind) and a multi-choice one to change', () => {
      expect(single).toBeDefined();
      expect(multi).toBeDefined();
    });

    it("a single-choice step given a number question's key", async () => {
      await reported(
        changed((doc) => doc.setIn(['wizard', 'steps', single, 'number'], doc.createNode({ min: 1, max: 3 }))),
        /: Property number is not allowed\. \(number:\)$/,
      );
    });

    it("a single-choice step's option given a multi-choice key", async () => {
      await reported(
        changed((doc) => doc.setIn(['wizard', 'steps', multi, 'kind'], 'single')),
        /: Property exclusive is not allowed\. .*exclusive: true/,
      );
    });

    it('a number question given options', async () => {
      await reported(
        changed((doc) => doc.setIn(['wizard', 'steps', single, 'kind'], 'number')),
        /: Property options is not allowed\. \(options:\)$/,
      );
    });

    it('a kind the engine does not know', async () => {
      await reported(
        changed((doc) => doc.setIn(['wizard', 'steps', multi, 'kind'], 'slider')),
        /\(kind: slider\)$/,
      );
    });
  });
});
