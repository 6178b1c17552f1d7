import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage.js';
import { readValue, valueStorage } from './value-storage.js';

describe('valueStorage', () => {
  it('writes the plain JSON value under the key, without a wrapper', () => {
    const mem = memoryStorage();
    valueStorage(() => mem).setItem('someResults', { state: { value: { score: 21 } }, version: 0 });
    expect(mem.getItem('someResults')).toBe('{"score":21}');
  });

  it('reads a value another writer stored as plain JSON', () => {
    const mem = memoryStorage();
    mem.setItem('someResults', '{"score":7,"list":[1,2]}');
    expect(valueStorage(() => mem).getItem('someResults')).toEqual({ state: { value: { score: 7, list: [1, 2] } }, version: 0 });
  });

  it('treats an unparsable value as missing', () => {
    const mem = memoryStorage();
    mem.setItem('someResults', '{not json');
    expect(readValue(mem, 'someResults')).toBeNull();
    expect(readValue(mem, 'absent')).toBeNull();
  });

  it('removes the key when the value is cleared', () => {
    const mem = memoryStorage();
    mem.setItem('someResults', '{"score":7}');
    valueStorage(() => mem).setItem('someResults', { state: { value: null } });
    expect(mem.getItem('someResults')).toBeNull();
  });

  it('keeps the values in memory for the page when the browser refuses its storage (third-party storage blocked)', () => {
    const blocked = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const storage = valueStorage(blocked);
    expect(storage.getItem('someResults')).toEqual({ state: { value: null }, version: 0 });
    storage.setItem('someResults', { state: { value: { score: 9 } }, version: 0 });
    expect(storage.getItem('someResults')).toEqual({ state: { value: { score: 9 } }, version: 0 });
    storage.removeItem('someResults');
    expect(storage.getItem('someResults')).toEqual({ state: { value: null }, version: 0 });
  });
});
