import { describe, expect, it } from 'vitest';
import { loadOne, shippedText } from '../../tests/fixtures/studio-departments.js';
import { whyAsked } from './why-asked.js';

const dept = loadOne(shippedText('marketing')).model.definition;

describe('whyAsked', () => {
  it('says a question without a condition is always asked', () => {
    expect(whyAsked(dept, 'reporting', {})).toMatchObject({ asked: true, summary: 'reporting is always asked: it has no condition' });
  });

  it('evaluates a condition on the answers, in words', () => {
    expect(whyAsked(dept, 'adChannels', { paidAds: 'yes' })).toMatchObject({
      asked: true,
      condition: { words: 'the answer to paidAds is "yes"', value: 1 },
    });
    expect(whyAsked(dept, 'adChannels', { paidAds: 'no' })).toMatchObject({
      asked: false,
      summary: 'adChannels is not asked: the answer to paidAds is "yes" does not hold on these answers',
    });
  });

  it('reads only the answers of questions asked before it', () => {
    // adChannels answered but not asked (no paid ads): bidding is not asked either
    const why = whyAsked(dept, 'bidManagement', { paidAds: 'no', adChannels: ['search'] })!;
    expect(why).toMatchObject({ asked: false, notAskedBefore: ['adChannels'], condition: { value: 0 } });
  });

  it('evaluates each part of an and/or on its own', () => {
    const edited = loadOne(
      shippedText('marketing').replace(`when: "chose(adChannels, 'search', 'social', 'display')"`, `when: "chose(adChannels, 'search') or teamSize >= 10"`),
    ).model.definition;
    const why = whyAsked(edited, 'bidManagement', { teamSize: 12, paidAds: 'yes', adChannels: ['print-outdoor'] })!;
    expect(why.asked).toBe(true);
    expect(why.condition!.parts.map((p) => [p.words, p.value])).toEqual([
      ['the answer to adChannels is "search"', 0],
      ['teamSize is at least 10', 1],
    ]);
  });

  it('knows no question the department lacks', () => {
    expect(whyAsked(dept, 'nope', {})).toBeUndefined();
  });
});
