import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillTemplate, formatLanguage, formats, formatValue, pluralCategory, pluralsIn, setFormatLanguage, templateNames } from './format.js';
import { Format } from '../schema/department.js';

describe('formatValue', () => {
  it.each([
    [42000, 'currency', '$42,000'],
    [1234567.6, 'currency', '$1,234,568'],
    [0, 'currency', '$0'],
    [37.5, 'rate', '$37.50'],
    [1150, 'hours', '1,150 hours'],
    [1, 'hours', '1 hour'],
    [0.6, 'hours', '1 hour'],
    [0, 'hours', '0 hours'],
    [55.3, 'percent', '55.3%'],
    [50, 'percent', '50%'],
    [12.345, 'percent', '12.3%'],
    [1, 'months', '1 month'],
    [3, 'months', '3 months'],
    [1.5, 'months', '1.5 months'],
    [1234.56, 'number', '1,234.56'],
    [1234.567, 'number', '1,234.57'],
    [7, 'text', '7'],
  ] as const)('%d as %s is %s', (value, format, text) => {
    expect(formatValue(value, format)).toBe(text);
  });

  it('a plain number is the default', () => {
    expect(formatValue(2500)).toBe('2,500');
  });

  it.each([NaN, Infinity, -Infinity])('%d shows a dash, never "NaN"', (value) => {
    expect(formatValue(value, 'currency')).toBe('-');
  });
});

describe('fillTemplate', () => {
  it('fills a name and a name with a format', () => {
    expect(fillTemplate('start seeing results within {roiTimeline} months', { roiTimeline: 3 })).toBe('start seeing results within 3 months');
    expect(fillTemplate('{savings:currency} and {hours:hours}', { savings: 42000, hours: 1150 })).toBe('$42,000 and 1,150 hours');
    expect(fillTemplate('at {hourlyRate:rate} an hour', { hourlyRate: 37.5 })).toBe('at $37.50 an hour');
  });

  it('uses text values as they are', () => {
    expect(fillTemplate('Scored {score}. {band}', { score: 17, band: 'Good potential.' })).toBe('Scored 17. Good potential.');
  });

  it('leaves an unknown name in place so the gap shows', () => {
    expect(fillTemplate('within {missing} months', {})).toBe('within {missing} months');
  });

  it('an unknown format falls back to a plain number', () => {
    expect(fillTemplate('{x:weird}', { x: 1234.5 })).toBe('1,234.5');
  });

  it('leaves braces that are not placeholders alone', () => {
    expect(fillTemplate('{ not a name } {1x}', { x: 1 })).toBe('{ not a name } {1x}');
  });
});

describe('templateNames', () => {
  it('lists each placeholder name, without its format', () => {
    expect(templateNames('Your team scored {score} out of {maxScore}; {savings:currency}')).toEqual(['score', 'maxScore', 'savings']);
    expect(templateNames('no placeholders')).toEqual([]);
  });
});

describe('formats', () => {
  it('are exactly the formats of the schema, in its order', () => {
    expect([...formats]).toEqual(Format.options);
  });
});

// Intl writes a no-break space between a number and its currency or percent sign
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** counts the Intl objects of a kind made until stop() puts the real constructor back (a proxy, so each is a real one) */
function counting(kind: 'NumberFormat' | 'PluralRules') {
  const intl = Intl as unknown as Record<typeof kind, object>;
  const real = intl[kind];
  const made = { count: 0, stop: () => void (intl[kind] = real) };
  intl[kind] = new Proxy(real, {
    construct: (target, args: unknown[]) => {
      made.count++;
      return Reflect.construct(target as new (...a: unknown[]) => object, args);
    },
  });
  return made;
}

describe('in another language (setFormatLanguage)', () => {
  afterEach(() => setFormatLanguage('en'));

  it.each([
    [42000, 'currency', '42.000 US$'],
    [1234567.6, 'currency', '1.234.568 US$'],
    [37.5, 'rate', '37,50 US$'],
    [1150, 'hours', '1150 horas'],
    [1, 'hours', '1 hora'],
    [0.6, 'hours', '1 hora'],
    [55.3, 'percent', '55,3 %'],
    [1, 'months', '1 mes'],
    [1.5, 'months', '1,5 meses'],
    [1000000, 'number', '1.000.000'],
    [1234.56, 'number', '1234,56'],
  ] as const)('Spanish writes %d as %s "%s", money always in USD', (value, format, text) => {
    setFormatLanguage('es');
    expect(plain(formatValue(value, format))).toBe(text);
  });

  it('fills a template with the language numbers and words', () => {
    setFormatLanguage('es');
    expect(plain(fillTemplate('{savings:currency} y {hours:hours}', { savings: 42000, hours: 1150 }))).toBe('42.000 US$ y 1150 horas');
  });

  it('writes a whole number under 1000 as Intl does in every language, Latin digits or not', () => {
    for (const code of ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'zh-Hant', 'ru', 'ar', 'ar-EG', 'fa', 'bn', 'mr', 'hi', 'th']) {
      setFormatLanguage(code);
      for (const value of [0, 7, 42, 999, 1000, 2.5, -3]) {
        expect(formatValue(value, 'number'), `${value} in ${code}`).toBe(new Intl.NumberFormat(code, { maximumFractionDigits: 2 }).format(value));
      }
    }
    setFormatLanguage('ar-EG');
    expect(formatValue(7, 'number')).toBe('٧');
  });

  it('writes English as Intl does in every format, without making an Intl object', () => {
    const intl: Record<Exclude<Format, 'text'>, [Intl.NumberFormatOptions, (v: number) => number]> = {
      currency: [{ style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }, (v) => v],
      rate: [{ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }, (v) => v],
      hours: [{ style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 0 }, (v) => v],
      percent: [{ style: 'percent', maximumFractionDigits: 1 }, (v) => v / 100],
      number: [{ maximumFractionDigits: 2 }, (v) => v],
      months: [{ style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 }, (v) => v],
    };
    // ties in the shortest decimal (1.005, 14.35), ties the double misses (0.1 + 0.2), tiny, huge, -0 and negatives,
    // then a spread of magnitudes and decimals
    const values = [0, -0, 1, 0.5, 2.5, 1.005, 14.35, 0.95, 999.995, 0.1 + 0.2, 2.675, 5e-7, 1e-6, 0.00095, 99.95, 999_999_999_999_999, 1e15, -1, -0.004];
    for (let i = 1; i < 4000; i++) values.push(i * 0.005, i * 1.0007, ((i * 7919) % 100_003) / 10 ** (i % 9), i ** 3 + i / 8);
    for (const code of ['en', 'en-US']) {
      setFormatLanguage(code);
      for (const [format, [options, input]] of Object.entries(intl)) {
        const reference = new Intl.NumberFormat(code, options);
        const made = counting('NumberFormat');
        for (const value of values) expect(formatValue(value, format as Format), `${value} as ${format} in ${code}`).toBe(reference.format(input(value)));
        made.stop();
        // a negative number or one past 1e15 is Intl's (made once per format and language), every other one is written here
        expect(made.count, format).toBeLessThanOrEqual(1);
      }
      for (const value of [0, 1, 2, 11, 100, 1.5]) expect(pluralCategory(value), `${value} in ${code}`).toBe(new Intl.PluralRules(code).select(value));
    }
  });

  it('makes no Intl object for the figures of an English page', async () => {
    // a module of its own, with none of the formats the tests above made
    vi.resetModules();
    const fresh = await import('./format.js');
    const made = [counting('NumberFormat'), counting('PluralRules')];
    expect(
      fresh.fillTemplate('{a:currency}, {b:rate}, {c:hours}, {d:percent}, {e} and {m, plural, one {# month} other {# months}}', {
        a: 98765.4,
        b: 12.5,
        c: 1.4,
        d: 33.35,
        e: 1234.567,
        m: 1,
      }),
    ).toBe('$98,765, $12.50, 1 hour, 33.4%, 1,234.57 and 1 month');
    for (const m of made) m.stop();
    expect(made.map((m) => m.count)).toEqual([0, 0]);
  });

  it('is English again once set back, never the machine default', () => {
    setFormatLanguage('es');
    expect(formatLanguage()).toBe('es');
    setFormatLanguage('en');
    expect([formatValue(42000, 'currency'), formatValue(3, 'months')]).toEqual(['$42,000', '3 months']);
  });
});

describe('plurals', () => {
  afterEach(() => setFormatLanguage('en'));
  const months = '{n, plural, one {# month} other {# months}}';

  it('pluralCategory follows the language: English one/other, Spanish one/many/other', () => {
    expect([0, 1, 2, 1.5].map((n) => pluralCategory(n))).toEqual(['other', 'one', 'other', 'other']);
    expect([1, 2, 1000000].map((n) => pluralCategory(n, 'es'))).toEqual(['one', 'other', 'many']);
    expect(pluralCategory(2, 'pl')).toBe('few');
  });

  it('picks the case of the number, # written as the number is', () => {
    expect(fillTemplate(`in ${months}`, { n: 1 })).toBe('in 1 month');
    expect(fillTemplate(`in ${months}`, { n: 12 })).toBe('in 12 months');
    expect(fillTemplate(`in ${months}`, { n: 1200 })).toBe('in 1,200 months');
  });

  it('an exact case (=0) comes before the category', () => {
    const text = '{n, plural, =0 {no team yet} one {# team} other {# teams}}';
    expect([0, 1, 2].map((n) => fillTemplate(text, { n }))).toEqual(['no team yet', '1 team', '2 teams']);
  });

  it('fills a placeholder inside a case, and the text around the plural', () => {
    const text = '{who}: {n, plural, one {# hour at {rate:rate}} other {# hours at {rate:rate}}} a week';
    expect(fillTemplate(text, { who: 'Team', n: 3, rate: 37.5 })).toBe('Team: 3 hours at $37.50 a week');
  });

  it('uses the case of the language set, such as Spanish many', () => {
    setFormatLanguage('es');
    const text = '{n, plural, one {# mes} many {# de meses} other {# meses}}';
    expect([1, 3, 1000000].map((n) => fillTemplate(text, { n }))).toEqual(['1 mes', '3 meses', '1.000.000 de meses']);
  });

  it('falls back to other when the case of the number is not written', () => {
    setFormatLanguage('es');
    expect(fillTemplate('{n, plural, one {# mes} other {# meses}}', { n: 1000000 })).toBe('1.000.000 meses');
  });

  it('leaves a plural as written when its value is unknown or not a number', () => {
    expect(fillTemplate(`in ${months}`, {})).toBe(`in ${months}`);
    expect(fillTemplate(`in ${months}`, { n: 'many' })).toBe(`in ${months}`);
  });

  it('pluralsIn finds each plural with its cases and where it stands; one written wrong is left out', () => {
    const text = `within ${months}`;
    expect(pluralsIn(text)).toEqual([{ name: 'n', cases: { one: '# month', other: '# months' }, start: 7, end: text.length }]);
    expect(pluralsIn('{n, plural, one {# month} other {# months}')).toEqual([]);
  });

  it('templateNames lists a plural and the placeholders inside its cases', () => {
    expect(templateNames('{n, plural, one {# at {rate:rate}} other {# at {rate:rate}}}')).toEqual(['n', 'rate', 'rate']);
  });
});
