import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadDepartment, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { notText } from '../schema/common.js';
import { Department } from '../schema/department.js';
import { textsOf } from './texts.js';
import { optionsOf } from '../answers/question-kinds.js';

// a schema in small: what is words, what is not, and lists keyed by their own ids
const Item = z.strictObject({ field: z.string().meta(notText).optional(), id: z.string().meta(notText).optional(), label: z.string() });
const Page = z.strictObject({
  kind: z.literal('page'),
  title: z.string(),
  route: z.string().meta(notText),
  when: z.string().meta(notText).optional(),
  count: z.number(),
  note: z.string().optional(),
  items: z.array(Item),
  named: z.record(z.string(), z.string()),
  shown: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('text'), text: z.string() }),
    z.strictObject({ kind: z.literal('link'), to: z.string().meta(notText), label: z.string() }),
  ]),
});

const keys = (data: unknown) => textsOf(Page, data).map((t) => `${t.key}=${t.text}`);
const page = (patch: Record<string, unknown> = {}) => ({
  kind: 'page',
  title: 'Welcome',
  route: '/welcome',
  when: 'score > 3',
  count: 3,
  items: [],
  named: {},
  shown: { kind: 'link', to: '/start', label: 'Start' },
  ...patch,
});

describe('textsOf', () => {
  it('takes the words and leaves values, routes, expressions and numbers', () => {
    expect(keys(page())).toEqual(['title=Welcome', 'shown.label=Start']);
  });

  it('skips an empty or a blank text and a missing one', () => {
    expect(keys(page({ title: '  ', note: '' }))).toEqual(['shown.label=Start']);
  });

  it('walks the case of a discriminated union the data is', () => {
    expect(keys(page({ shown: { kind: 'text', text: 'Hello' } }))).toEqual(['title=Welcome', 'shown.text=Hello']);
  });

  it('keys a record by its own keys', () => {
    expect(keys(page({ named: { first: 'One', second: 'Two' } }))).toContain('named.second=Two');
  });

  it('keys list items by field, else by id', () => {
    expect(
      keys(
        page({
          items: [
            { field: 'size', label: 'Size' },
            { field: 'tools', label: 'Tools' },
          ],
        }),
      ),
    ).toContain('items.tools.label=Tools');
    expect(
      keys(
        page({
          items: [
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ],
        }),
      ),
    ).toContain('items.b.label=B');
  });

  it('keys list items by their position when an id repeats, is missing or is not a plain word', () => {
    expect(
      keys(
        page({
          items: [
            { id: 'a', label: 'A' },
            { id: 'a', label: 'B' },
          ],
        }),
      ),
    ).toContain('items.1.label=B');
    expect(keys(page({ items: [{ id: 'a', label: 'A' }, { label: 'B' }] }))).toContain('items.1.label=B');
    expect(keys(page({ items: [{ id: 'a b', label: 'A' }] }))).toContain('items.0.label=A');
  });

  it('never keys list items by a text: editing a stat\'s "0-30" must not orphan its translations', () => {
    const Stats = z.strictObject({ stats: z.array(z.strictObject({ value: z.string(), label: z.string() })) });
    expect(textsOf(Stats, { stats: [{ value: '0-30', label: 'Points' }] }).map((t) => t.key)).toEqual(['stats.0.value', 'stats.0.label']);
  });

  it('gives each text the path it stands at in the parsed file', () => {
    const [, item] = textsOf(Page, page({ items: [{ field: 'size', label: 'Size' }] }));
    expect(item).toEqual({ key: 'items.size.label', path: ['items', 0, 'label'], text: 'Size' });
  });
});

describe('textsOf a department', () => {
  const dept = loadDepartment(minimalYaml).model!.definition;
  const texts = textsOf(Department, dept);
  const byKey = new Map(texts.map((t) => [t.key, t.text]));

  it('keys steps by field and options by value', () => {
    expect(byKey.get(`wizard.steps.${dept.wizard.steps[0]!.field}.question`)).toBe(dept.wizard.steps[0]!.question);
    const option = optionsOf(dept.wizard.steps[0]!)[0]!;
    expect(byKey.get(`wizard.steps.${dept.wizard.steps[0]!.field}.options.${option.value}.label`)).toBe(option.label);
  });

  it('leaves out ids, option values, routes, formulas, conditions and result field names', () => {
    const words = new Set(texts.map((t) => t.text));
    expect(words.has(dept.id)).toBe(false);
    expect(words.has(dept.routes.wizard)).toBe(false);
    expect(words.has(optionsOf(dept.wizard.steps[0]!)[0]!.value)).toBe(false);
    for (const f of Object.values(dept.formulas)) expect(words.has(f)).toBe(false);
    for (const f of Object.values(dept.result)) if (typeof f === 'string') expect(words.has(f)).toBe(false);
    expect(texts.some((t) => /^(id|routes|api|session|formulas|result|constants)\b/.test(t.key))).toBe(false);
  });

  it('every key is unique', () => {
    expect(new Set(texts.map((t) => t.key)).size).toBe(texts.length);
  });
});
