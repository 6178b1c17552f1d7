import { Anchor, Container, Group } from '@mantine/core';
import { Link as RouterLink } from '@tanstack/react-router';
import type { Link } from '../../../engine/schema/index.js';
import classes from '../layout.module.css';

/** the per-page links a definition lists (landing.nav, results.nav) */
export function PageNav({ links, label }: { links: Link[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={classes.pageNav}>
      <Container size="lg">
        <Group gap="md" component="ul" className={classes.navList}>
          {links.map((l) => (
            <li key={`${l.label}${l.to ?? ''}`}>
              <Anchor renderRoot={(props) => <RouterLink to={l.to ?? '.'} {...props} />} className={classes.navLink}>
                {l.label}
              </Anchor>
            </li>
          ))}
        </Group>
      </Container>
    </nav>
  );
}
