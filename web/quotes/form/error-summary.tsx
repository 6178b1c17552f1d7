import { List, Title } from '@mantine/core';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { fieldId } from './contact-fields.js';
import { useQuote, useQuoteErrors, useQuoteState } from '../state/quote-context.js';
import { quoteFields } from '../state/quote-form.js';
import type { QuoteFormKind } from '../state/quote-store.js';
import classes from '../quotes.module.css';

// a link moves the focus to its field (or the first control of a group), which a bare #fragment does not do everywhere
function focusField(e: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  e.preventDefault();
  const control = target.matches('input, select, textarea, button') ? target : target.querySelector<HTMLElement>('input, select, textarea, button');
  control?.focus();
}

/**
 * What stopped the last send of this form, each message a link to its field; it takes the focus
 * on every refused send so a keyboard or screen-reader user hears it at once.
 */
export function ErrorSummary({ at, prefix }: { at: QuoteFormKind; prefix: string }) {
  const { t } = useQuote();
  const shownHere = useQuoteState((s) => s.summaryAt === at);
  const refusals = useQuoteState((s) => s.refusals);
  const errors = useQuoteErrors();
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const items = [...quoteFields, 'form' as const].flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
  const visible = shownHere && items.length > 0;
  // painted by the server for a posted form: the browser moves the focus here as it shows the page, script or none
  const posted = useQuoteState((s) => s.posted);
  useEffect(() => {
    if (visible) box.current?.focus();
    // only a new refusal moves the focus, not each fix while typing
    // eslint-disable-next-line react-hooks/exhaustive-deps -- visible changes with each fix; only refusals and shownHere may move the focus
  }, [refusals, shownHere]);
  if (!visible) return null;
  return (
    <div ref={box} role="alert" aria-labelledby={headingId} tabIndex={-1} autoFocus={posted} className={classes.summary}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {t('errorSummary')}
      </Title>
      <List size="sm" spacing={2}>
        {items.map(({ field, message }) =>
          field === 'form' ? (
            <List.Item key={field}>{message}</List.Item>
          ) : (
            <List.Item key={field}>
              <a href={`#${fieldId(prefix, field)}`} onClick={(e) => focusField(e, fieldId(prefix, field))} className={classes.summaryLink}>
                {message}
              </a>
            </List.Item>
          ),
        )}
      </List>
    </div>
  );
}
