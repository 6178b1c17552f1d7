import { describe, expect, it } from 'vitest';
import { structuralChanges } from '../impact/structure.js';
import { loadOne, shippedText } from '../../tests/fixtures/studio-departments.js';
import { changeList } from './change-words.js';

const text = shippedText('marketing');
const words = (edited: string) => changeList(structuralChanges(loadOne(text).load.files[0]!, loadOne(edited).load.files[0]!));

describe('changeList', () => {
  it("says an option's points changed as a content editor says it", () => {
    const edited = text.replace(
      '{ value: ai-insights, label: AI insights, description: Results are summarised and explained for you., emoji: "🧠", points: 5',
      '{ value: ai-insights, label: AI insights, description: Results are summarised and explained for you., emoji: "🧠", points: 4',
    );
    expect(words(edited)).toEqual(['option `ai-insights` of `reporting`: points 5 -> 4']);
  });

  it('names a question, a condition and a constant', () => {
    const edited = text
      .replace('question: How do you report on campaign results?', 'question: How do you report results?')
      .replace(`when: "chose(paidAds, 'yes')"`, `when: "answered(paidAds)"`);
    expect(words(edited)).toEqual([
      `question \`adChannels\`: when "chose(paidAds, 'yes')" -> "answered(paidAds)"`,
      'question `reporting`: question "How do you report on campaign results?" -> "How do you report results?"',
    ]);
  });

  it('says what was added and removed', () => {
    const edited = text.replace(/ {8}- \{ value: print-outdoor.*\n/, '');
    expect(words(edited)).toEqual(['option `print-outdoor` of `adChannels` removed']);
  });
});
