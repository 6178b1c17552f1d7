import { Button, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { fillTemplate } from '../../../engine/display/format.js';
import type { Link } from '../../../engine/schema/index.js';
import { site } from '../../definitions.js';
import { LinkButton } from '../../layout/link-button.js';
import { resultActions, shareAddress } from '../result-actions.js';
import type { ResultsContext } from '../results-context.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

const variants = { primary: 'filled', secondary: 'outline', subtle: 'subtle' } as const;

/**
 * One button of the block. Share is the share link itself (followed without script; with it, a click copies the
 * whole link); the PDF is made in the browser, so without script a line in its place says so.
 */
function ActionButton({ link, ctx }: { link: Link; ctx: ResultsContext }) {
  const act = link.action && resultActions[link.action](ctx);
  const href = link.action === 'share' ? shareAddress(ctx) : undefined;
  if (href && act) {
    return (
      <Button
        component="a"
        href={href}
        variant={variants[link.variant ?? 'primary']}
        size="md"
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          act();
        }}
      >
        {link.label}
      </Button>
    );
  }
  return (
    <>
      <LinkButton link={link} onClearResults={ctx.clearResults} onAction={act} />
      {link.action === 'pdf' && (
        <noscript>
          <Text size="sm">{site.withoutScript.pdf}</Text>
        </noscript>
      )}
    </>
  );
}

/** a call to action: a sentence and buttons (no target: does nothing; clearResults: clears, then goes) */
export function ActionsBlock({ block, ctx }: BlockProps<'actions'>) {
  const content = (
    <>
      {block.text && <Text mb="md">{fillTemplate(block.text, ctx.scope)}</Text>}
      <Group gap="sm">
        {block.buttons.map((b) => (
          <ActionButton key={b.label} link={b} ctx={ctx} />
        ))}
      </Group>
    </>
  );
  return block.title || block.text ? <BlockCard title={block.title}>{content}</BlockCard> : content;
}
