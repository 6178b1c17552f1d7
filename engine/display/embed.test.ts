import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { embedHostAttribute, embedHostParam, embedHostScript, embedOriginsMeta, firstHeight, frameMessageSource, readFrameMessage } from './embed.js';

const m = (fields: Record<string, unknown>) => ({ source: frameMessageSource, ...fields });

describe('readFrameMessage: what a host accepts from its frame', () => {
  it('takes the five known messages with exactly their fields', () => {
    expect(readFrameMessage(m({ type: 'escape', key: 'Escape' }))).toEqual({ type: 'escape' });
    expect(readFrameMessage(m({ type: 'ready', department: 'hr', extra: 'dropped' }))).toEqual({ type: 'ready', department: 'hr' });
    expect(readFrameMessage(m({ type: 'step', department: 'hr', step: 2, of: 9 }))).toEqual({ type: 'step', department: 'hr', step: 2, of: 9 });
    expect(readFrameMessage(m({ type: 'step', department: 'hr', step: 2, of: 9, top: 180, bottom: 212 }))).toEqual({
      type: 'step',
      department: 'hr',
      step: 2,
      of: 9,
      top: 180,
      bottom: 212,
    });
    // a heading's place out of bounds is dropped, the step kept
    expect(readFrameMessage(m({ type: 'step', department: 'hr', step: 2, of: 9, top: 180, bottom: 100 }))).toEqual({
      type: 'step',
      department: 'hr',
      step: 2,
      of: 9,
    });
    expect(readFrameMessage(m({ type: 'completed', department: 'hr', score: 31, max: 45, band: 'Good foundation', answers: { a: 1 } }))).toEqual({
      type: 'completed',
      department: 'hr',
      score: 31,
      max: 45,
      band: 'Good foundation',
    });
    expect(readFrameMessage(m({ type: 'height', height: 640.4 }))).toEqual({ type: 'height', height: 640 });
  });

  it('clamps a height to its bounds', () => {
    expect(readFrameMessage(m({ type: 'height', height: 1e9 }))).toEqual({ type: 'height', height: 20_000 });
    expect(readFrameMessage(m({ type: 'height', height: -5 }))).toEqual({ type: 'height', height: 120 });
  });

  it.each([
    ['another source', { source: 'other', type: 'ready', department: 'hr' }],
    ['no object', 'ready'],
    ['an unknown type', m({ type: 'navigate', department: 'hr', to: 'https://evil.test' })],
    ['a step past its count', m({ type: 'step', department: 'hr', step: 10, of: 9 })],
    ['a step that is no whole number', m({ type: 'step', department: 'hr', step: 1.5, of: 9 })],
    ['a score over its maximum', m({ type: 'completed', department: 'hr', score: 50, max: 45, band: 'x' })],
    ['a band too long', m({ type: 'completed', department: 'hr', score: 5, max: 45, band: 'x'.repeat(201) })],
    ['a height that is no number', m({ type: 'height', height: '640px' })],
    ['a department that is no short string', m({ type: 'ready', department: 'x'.repeat(65) })],
  ])('refuses %s', (_, data) => {
    expect(readFrameMessage(data)).toBeUndefined();
  });
});

describe('firstHeight', () => {
  it('takes the measured step at or below the width, the narrowest below them all', () => {
    const steps: [number, number][] = [
      [280, 1000],
      [340, 960],
      [768, 620],
    ];
    expect(firstHeight(steps, 343)).toBe(960);
    expect(firstHeight(steps, 768)).toBe(620);
    expect(firstHeight(steps, 200)).toBe(1000);
    expect(firstHeight(undefined, 343)).toBeUndefined();
  });
});

describe("embedHostScript: the host an embed page's head names", () => {
  /** runs the script in a page framed (or not) by a parent, with the address's fragment, the browser's word and EMBED_ORIGINS */
  function hostNamed({
    framed = true,
    hash = '',
    ancestor,
    referrer = '',
    origins,
  }: {
    framed?: boolean;
    hash?: string;
    ancestor?: string;
    referrer?: string;
    origins: string;
  }) {
    const attributes = new Map<string, string>();
    const self = {};
    const page = {
      window: { self, top: framed ? {} : self },
      location: { hash, ancestorOrigins: ancestor === undefined ? undefined : [ancestor] },
      document: {
        referrer,
        querySelector: (s: string) => (s === `meta[name="${embedOriginsMeta}"]` ? { content: origins } : null),
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      },
      URL,
      URLSearchParams,
    };
    runInNewContext(embedHostScript, page);
    return attributes.get(embedHostAttribute);
  }
  const site = 'https://www.example.com';
  const named = `#${embedHostParam}=${encodeURIComponent(site)}`;

  it('names a listed host from the loader, the browser or both when they agree', () => {
    expect(hostNamed({ hash: named, origins: site })).toBe(site);
    expect(hostNamed({ ancestor: site, origins: `https://other.example ${site}` })).toBe(site);
    expect(hostNamed({ referrer: `${site}/blog/post?x=1`, origins: site })).toBe(site);
    expect(hostNamed({ hash: named, ancestor: site, referrer: `${site}/`, origins: site })).toBe(site);
    expect(hostNamed({ hash: named, origins: '*' })).toBe(site);
  });

  it('names none in a window of its own, for a host the list does not name, or when the loader and the browser disagree', () => {
    expect(hostNamed({ framed: false, hash: named, origins: '*' })).toBeUndefined();
    expect(hostNamed({ hash: named, origins: 'https://other.example' })).toBeUndefined();
    expect(hostNamed({ hash: named, origins: '' })).toBeUndefined();
    expect(hostNamed({ hash: named, ancestor: 'https://evil.example', origins: '*' })).toBeUndefined();
    expect(hostNamed({ hash: `#${embedHostParam}=not-an-address`, origins: '*' })).toBeUndefined();
    expect(hostNamed({ ancestor: 'null', origins: '*' })).toBeUndefined();
    expect(hostNamed({ origins: '*' })).toBeUndefined();
  });
});
