import { describe, expect, it } from 'vitest';
import { department, singles } from '../../tests/lint/sources.js';
import { lint } from './index.js';

const sources = [
  department((d) => {
    d.landing.features = [
      { title: 'Fast', emoji: '🚀' },
      { title: 'New', emoji: '🫩' },
    ];
  }),
  ...singles(),
];
const drawsRocket = { name: 'Test set', draws: (glyph: string) => glyph === '🚀' };

describe('emoji-glyph', () => {
  it('reports each emoji the set does not draw, at its line', () => {
    const found = lint(sources, { emojiSet: drawsRocket }).filter((p) => p.rule === 'emoji-glyph' && p.file === 'alpha.yaml');
    expect(found.map((p) => [p.file, p.severity, p.message])).toEqual([
      [
        'alpha.yaml',
        'error',
        'landing.features[1].emoji is "🫩" (U+1FAE9), which Test set does not draw, so visitors without an emoji font would see an empty box; write a single emoji the set has',
      ],
    ]);
    expect(sources[0]!.text.split('\n')[found[0]!.line - 1]).toContain('🫩');
  });

  it('stays quiet without an emoji set (the engine reads no files)', () => {
    expect(lint(sources).filter((p) => p.rule === 'emoji-glyph')).toEqual([]);
  });
});
