import { describe, expect, it } from 'vitest';
import { blockExpressions, blockKinds } from './block-kinds.js';
import { Block } from '../schema/department.js';

describe('blockKinds', () => {
  it('has one entry per block kind of the schema, and no other', () => {
    const kinds = Block.options.map((o) => o.shape.kind.value);
    expect(Object.keys(blockKinds).sort()).toEqual([...kinds].sort());
  });
});

describe('blockExpressions', () => {
  it('lists the when first, then the fields the kind declares as expressions', () => {
    const metrics = Block.parse({
      kind: 'metrics',
      when: 'fee > 0',
      items: [
        { label: 'A', value: 'savings' },
        { label: 'B', value: 'hours / 8' },
      ],
    });
    expect(blockExpressions(metrics)).toEqual([
      [['when'], 'fee > 0'],
      [['items', 0, 'value'], 'savings'],
      [['items', 1, 'value'], 'hours / 8'],
    ]);
    expect(blockExpressions(Block.parse({ kind: 'split', total: 'savings', parts: [{ label: 'All', share: 1 }] }))).toEqual([[['total'], 'savings']]);
    expect(blockExpressions(Block.parse({ kind: 'score', band: 'card' }))).toEqual([]);
  });
});
