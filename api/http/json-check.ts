import type { Issue } from '../../engine/error-body.js';

export const depthLimit = 32;
/** the longest list any field takes; a longer one is refused before its items are checked */
export const listLimit = 100;

const pathText = (path: readonly (string | number)[]): string =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${k}` : k), '');

/**
 * One pass over the JSON text, outside strings only: how deep it nests (stops once past the limit), and the
 * first object key written twice (JSON.parse would keep the last silently).
 */
export function scanJson(text: string, limit = depthLimit): { depth: number; duplicate?: string } {
  let max = 0;
  // per open container: its keys (undefined for an array) and, for the path, the key being read
  const stack: { keys?: Set<string>; key?: string | number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34) {
      const start = i;
      let escaped = false;
      for (i++; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 92) {
          escaped = true;
          i++;
        } else if (c === 34) break;
      }
      const top = stack[stack.length - 1];
      if (top?.keys && isKey(text, i + 1)) {
        const raw = text.slice(start + 1, i);
        const key = escaped ? safeParse(text.slice(start, i + 1)) : raw;
        if (top.keys.has(key)) return { depth: max, duplicate: pathText([...stack.slice(0, -1).map((s) => s.key!), key]) };
        top.keys.add(key);
        top.key = key;
      }
    } else if (ch === 123 || ch === 91) {
      stack.push(ch === 123 ? { keys: new Set() } : { key: 0 });
      if (stack.length > max && (max = stack.length) > limit) return { depth: max };
    } else if (ch === 125 || ch === 93) stack.pop();
    else if (ch === 44) {
      const top = stack[stack.length - 1];
      if (top && !top.keys) top.key = (top.key as number) + 1;
    }
  }
  return { depth: max };
}

function isKey(text: string, from: number): boolean {
  for (let j = from; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 58) return true;
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return false;
}

function safeParse(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted;
  }
}

// NUL and unpaired surrogates: PostgreSQL refuses the first in text and jsonb and would replace the second
const refused = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** the first list longer than any field takes, found before a schema checks its items one by one */
export function overlongList(value: unknown, path: (string | number)[] = []): Issue | undefined {
  if (Array.isArray(value)) {
    if (value.length > listLimit) return { path: pathText(path), message: `${pathText(path) || 'the body'} lists more than ${listLimit} items` };
    for (let i = 0; i < value.length; i++) {
      const found = overlongList(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = overlongList(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}

/** text the database would refuse or alter, anywhere in a validated value (keys too), each naming its field */
export function unstorable(value: unknown, path: (string | number)[] = [], out: Issue[] = []): Issue[] {
  if (typeof value === 'string') {
    if (refused.test(value))
      out.push({ path: pathText(path), message: `${pathText(path) || 'the body'} holds a NUL character or an unpaired surrogate, which cannot be stored` });
  } else if (Array.isArray(value)) value.forEach((v, i) => unstorable(v, [...path, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (refused.test(k)) out.push({ path: pathText([...path, k]), message: 'a field name holds a NUL character or an unpaired surrogate' });
      else unstorable(v, [...path, k], out);
    }
  }
  return out;
}
