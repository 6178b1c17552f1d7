import { describe, expect, it } from 'vitest';
import { department, lintSet, ofRule } from '../../../tests/lint/sources.js';

const messages = (patch: Parameters<typeof department>[0]) => ofRule(lintSet(department(patch)), 'unknown-placeholder').map((p) => p.message);

describe('unknown-placeholder', () => {
  it('accepts the names each template is filled with', () => {
    expect(
      messages((d) => {
        d.wizard.progress.label = 'Step {n} of {total} ({percent}%)';
        d.results.blocks.push({ kind: 'text', band: 'card', text: '{score} of {maxScore}, {costSavings:currency} at {rate:rate}. {band}' });
      }),
    ).toEqual([]);
  });

  it('reports a name the page does not have, suggesting the nearest', () => {
    expect(messages((d) => d.results.blocks.push({ kind: 'actions', text: 'Save {costSaving:currency}', buttons: [{ label: 'Go' }] }))).toEqual([
      'results.blocks[2].text has "{costSaving:currency}", which names nothing here, so visitors would see the braces; did you mean "costSavings"?',
    ]);
  });

  it('reports {band} in a text block without a band set, and a progress label with page names', () => {
    expect(
      messages((d) => {
        d.wizard.progress.label = 'Question {n} of {score}';
        d.results.blocks.push({ kind: 'text', text: '{band}' });
      }),
    ).toEqual([
      'wizard.progress.label has "{score}", which names nothing here, so visitors would see the braces; known: "n", "total", "percent"',
      'results.blocks[2].text has "{band}", which names nothing here, so visitors would see the braces; known: "rate", "score", "maxScore", "alphaScore", "timeSavingsHours", "costSavings", "tooling", "process"',
    ]);
  });

  it('reports an unknown format, a malformed placeholder, and braces in a text shown as written', () => {
    expect(
      messages((d) => {
        d.landing.heading = 'Save {hours} a year';
        d.results.blocks.push({ kind: 'text', text: '{score:stars} and { score }' });
      }),
    ).toEqual([
      'landing.heading has "{hours}", but this text is shown as written, braces and all; placeholders are filled only in results texts, metric notes and wizard messages',
      'results.blocks[2].text has "{score:stars}", whose format "stars" is unknown; formats: currency, rate, hours, percent, number, months, text',
      'results.blocks[2].text has "{ score }", which is no placeholder, so visitors would see the braces; write {name} or {name:format}',
    ]);
  });
});
