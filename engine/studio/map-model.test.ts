import { describe, expect, it } from 'vitest';
import { loadOne, shippedText, unreachableBidding } from '../../tests/fixtures/studio-departments.js';
import { mapModel, resultsNode } from './map-model.js';

const dept = loadOne(shippedText('marketing')).model.definition;

describe('mapModel', () => {
  const map = mapModel(dept);

  it("has Marketing's questions in order, then the results", () => {
    expect(map.nodes.map((n) => n.id)).toEqual([...dept.wizard.steps.map((s) => s.field), resultsNode]);
    expect(map.partial).toBe(false);
  });

  it('draws an edge for each way one question follows another, labelled with the answers that take it', () => {
    const pairs = map.edges.map((e) => `${e.from}>${e.to}`);
    expect(pairs).toEqual(
      expect.arrayContaining(['paidAds>adChannels', 'paidAds>automations', 'adChannels>bidManagement', 'adChannels>automations', 'reporting>$results']),
    );
    expect(pairs).not.toContain('paidAds>bidManagement');
    expect(map.edges.find((e) => e.from === 'paidAds' && e.to === 'adChannels')).toMatchObject({
      label: 'when the answer to paidAds is "yes"',
      answers: ['Yes'],
    });
    expect(map.edges.find((e) => e.from === 'paidAds' && e.to === 'automations')).toMatchObject({
      label: expect.stringContaining('skips adChannels'),
      answers: ['No'],
    });
    // every answer of an unconditional neighbour takes the plain edge
    expect(map.edges.find((e) => e.from === 'teamSize')).toEqual({ from: 'teamSize', to: 'campaignPlatform', label: 'next' });
  });

  it('marks no shipped question unreachable', () => {
    expect(map.nodes.filter((n) => n.unreachable || n.alwaysTrue)).toEqual([]);
  });

  it('marks a question made unreachable, with no edge into it', () => {
    const edited = mapModel(loadOne(unreachableBidding()).model.definition);
    expect(edited.nodes.find((n) => n.id === 'bidManagement')?.unreachable).toMatch(/never asked/);
    expect(edited.edges.filter((e) => e.to === 'bidManagement')).toEqual([]);
  });

  it('marks a condition that always holds', () => {
    const edited = mapModel(loadOne(shippedText('marketing').replace(`when: "chose(paidAds, 'yes')"`, `when: "answered(paidAds)"`)).model.definition);
    expect(edited.nodes.find((n) => n.id === 'adChannels')?.alwaysTrue).toMatch(/always asked/);
  });
});
