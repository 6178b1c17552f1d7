import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link as RouterLink } from '@tanstack/react-router';
import { site } from '../../definitions.js';
import { BrandLogo } from '../../shared/brand-logo.js';
import { DepartmentsMenu } from './departments-menu.js';
import { LanguageLinks } from './language-links.js';
import classes from '../layout.module.css';

/** the product title, the departments menu (from each definition's `menu`), the placeholder entries and the languages; one menu button on a phone */
export function Header() {
  const { header } = site;
  return (
    <header className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" py="xs" gap={4} wrap="nowrap">
          <Anchor renderRoot={(props) => <RouterLink to="/" {...props} />} className={classes.brand} underline="hover" fw={800} c="dark.9">
            <BrandLogo className={classes.logo} />
            {site.title}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <nav aria-label={site.title}>
              <Group gap={0} component="ul" className={classes.navList} visibleFrom="sm">
                <li>
                  <DepartmentsMenu variant="bar" />
                </li>
                {header.placeholders.map((label) => (
                  <li key={label}>
                    {/* placeholders go nowhere yet (3-decisions.md); they stay focusable and say they are unavailable */}
                    <Button variant="subtle" color="gray" c="dark.9" size="compact-sm" px={6} aria-disabled="true" className={classes.placeholder}>
                      {label}
                    </Button>
                  </li>
                ))}
              </Group>
              <DepartmentsMenu variant="phone" />
            </nav>
            <LanguageLinks />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
