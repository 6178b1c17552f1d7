import { describe, expect, it } from 'vitest';
import { leadDeliveries, quotes as quotesTable } from '../../../api/db/schema.js';
import { QuoteStore } from '../../../api/storage/quote-store.js';
import { quoteIdOf } from '../../../api/web/quote-form.js';
import { readQuotePost } from '../../../engine/quotes/form-post.js';
import { priceQuote } from '../../../engine/quotes/price.js';
import { targets } from '../support/databases.js';
import { quotes, validQuote } from '../support/fixtures.js';
import { newQuoteNumber } from '../../../api/storage/quote-number.js';

describe('a posted quote form (engine/quotes/form-post.ts)', () => {
  it('reads the fields as the request names them, the step within the steps and an unknown button as Next', () => {
    const post = readQuotePost({ step: '9', go: 'nonsense', selectedSolutions: ['a', 'b', 'a'], contactName: 'Jane', validityDays: '45' }, 30);
    expect(post).toMatchObject({ step: 2, go: 'next', at: 'wizard', key: '', form: { contactName: 'Jane', selectedSolutions: ['a', 'b'], validityDays: 45 } });
    expect(readQuotePost({ validityDays: 'soon' }, 30).form.validityDays).toBeNaN();
    expect(readQuotePost({}, 30).form.validityDays).toBe(30);
    expect(readQuotePost({ key: 'short' }, 30).key).toBe('');
  });

  it('gives the same form the same id, and another form or key another one', () => {
    const day = new Date('2026-12-06T10:00:00Z');
    expect(quoteIdOf('k'.repeat(24), validQuote, day)).toBe(quoteIdOf('k'.repeat(24), validQuote, day));
    expect(quoteIdOf('k'.repeat(24), validQuote, day)).not.toBe(quoteIdOf('j'.repeat(24), validQuote, day));
    expect(quoteIdOf('', validQuote, day)).not.toBe(quoteIdOf('', { ...validQuote, contactName: 'Someone else' }, day));
    expect(quoteIdOf('', validQuote, day)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe.each(targets)('a quote stored by its id on $name', (target) => {
  it('is stored once, with one set of deliveries, however often its form is sent, even at the same moment', async () => {
    const t = await target.open();
    try {
      const store = new QuoteStore(t.db, newQuoteNumber, ['webhook', 'email']);
      const today = new Date('2026-12-06T10:00:00Z');
      const id = quoteIdOf('', validQuote, today);
      const row = { id, ...validQuote, ...priceQuote(quotes, validQuote.selectedSolutions, 30, today), status: 'draft', createdAt: today, updatedAt: today };
      const [a, b] = await Promise.all([store.insert(row, 'Q', today), store.insert(row, 'Q', today)]);
      const c = await store.insert(row, 'Q', today);
      expect(b.quoteNumber).toBe(a.quoteNumber);
      expect(c).toEqual({ quoteNumber: a.quoteNumber, fresh: false });
      // one send stored it: the one the form's count of quote_sent follows
      expect([a.fresh, b.fresh].filter(Boolean)).toHaveLength(1);
      expect(await t.db.run((orm) => orm.select().from(quotesTable))).toHaveLength(1);
      expect(await t.db.run((orm) => orm.select().from(leadDeliveries))).toHaveLength(2);
    } finally {
      await t.dispose();
    }
  });
});
