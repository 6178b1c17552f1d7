import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../engine/lint/index.js';
import { main } from '../../scripts/lint-definitions.js';

const salesPath = join(import.meta.dirname, '../../definitions/sales.yaml');
const sales = readFileSync(salesPath, 'utf8');

describe('the reference department', () => {
  it('keeps its three contradictions, each found and acknowledged', () => {
    const problems = lint([{ path: 'sales.yaml', text: sales }], { wholeSet: false });
    expect(problems.map((p) => `${p.rule} ${p.path} ${p.acknowledged ? 'acknowledged' : p.severity}`)).toEqual([
      'step-count-mismatch landing.claims[0] acknowledged',
      'hidden-component scoring.components[3].shown acknowledged',
      'band-beyond-max bands.summary.bands[0].min acknowledged',
    ]);
  });

  it('fails a copy with a duplicated option value at the file and line of the copy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-sales-'));
    try {
      const copy = join(dir, 'sales.yaml');
      writeFileSync(copy, sales.replace('- { value: hubspot,', '- { value: salesforce,'));
      const line = sales.split('\n').findIndex((l) => l.includes('{ value: hubspot,')) + 1;
      const col = sales.split('\n')[line - 1]!.indexOf('hubspot') + 1;
      const { exitCode, output } = main([copy]);
      expect(exitCode).toBe(1);
      expect(output).toContain(
        `${relative(process.cwd(), copy)}:${line}:${col} error Option "salesforce" appears twice in question "crmPlatform"; ` +
          'each option of a question needs its own value (duplicate-option)',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
