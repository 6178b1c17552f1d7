import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.js';

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', memoryStorage());
});

describe('sessionStore', () => {
  it('keeps the plain value under the key and reads it back after a reload', async () => {
    const { sessionStore } = await import('./session-store.js');
    sessionStore('someResults').getState().set({ score: 12 });
    expect(sessionStorage.getItem('someResults')).toBe('{"score":12}');

    vi.resetModules();
    const reloaded = await import('./session-store.js');
    expect(reloaded.sessionStore('someResults').getState().value).toEqual({ score: 12 });
  });

  it('clears the key', async () => {
    sessionStorage.setItem('someResults', '{"score":3}');
    const { sessionStore } = await import('./session-store.js');
    const store = sessionStore('someResults');
    expect(store.getState().value).toEqual({ score: 3 });
    store.getState().clear();
    expect(sessionStorage.getItem('someResults')).toBeNull();
  });

  it('rehydrating reads a value written since, and garbage as missing', async () => {
    const { sessionStore } = await import('./session-store.js');
    const store = sessionStore('someResults');
    sessionStorage.setItem('someResults', '{"score":5}');
    await store.persist.rehydrate();
    expect(store.getState().value).toEqual({ score: 5 });
    sessionStorage.setItem('someResults', 'oops{');
    await store.persist.rehydrate();
    expect(store.getState().value).toBeNull();
  });
});

describe('sessionStore with the storage refused', () => {
  it('keeps an answer in memory across stores of the page, and reads it back on rehydrating', async () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const { sessionStore } = await import('./session-store.js');
    sessionStore('wizardDraft:any')
      .getState()
      .set({ values: { a: 'x' } });
    await sessionStore('wizardDraft:any').persist.rehydrate();
    expect(sessionStore('wizardDraft:any').getState().value).toEqual({ values: { a: 'x' } });
  });
});
