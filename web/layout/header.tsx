import { Anchor, Burger, Button, Container, Group, Menu } from '@mantine/core';
import { Link as RouterLink } from '@tanstack/react-router';
import { departments, site } from '../definitions.js';
import classes from './layout.module.css';

const departmentItems = departments.map((d) => (
  <Menu.Item key={d.id} renderRoot={(props) => <RouterLink to={d.routes.landing} {...props} />}>
    {d.menu.label}
  </Menu.Item>
));

/** the product title, the departments menu (from each definition's `menu`) and the placeholder entries; one menu button on a phone */
export function Header() {
  const { header } = site;
  return (
    <header className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" py="xs" gap={4} wrap="nowrap">
          <Anchor renderRoot={(props) => <RouterLink to="/" {...props} />} className={classes.brand} underline="hover" fw={800} c="dark.9">
            {site.title}
          </Anchor>
          <nav aria-label={site.title}>
            <Group gap={0} component="ul" className={classes.navList} visibleFrom="sm">
              <li>
                <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
                  <Menu.Target>
                    <Button variant="subtle" color="gray" c="dark.9" size="compact-sm" px={6} rightSection={<span aria-hidden="true">▾</span>}>
                      {header.menuLabel}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>{departmentItems}</Menu.Dropdown>
                </Menu>
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
            <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <Burger hiddenFrom="sm" size="sm" aria-label={header.menuButton} />
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{header.menuLabel}</Menu.Label>
                {departmentItems}
                {header.placeholders.length > 0 && <Menu.Divider />}
                {header.placeholders.map((label) => (
                  <Menu.Item key={label} disabled>
                    {label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </nav>
        </Group>
      </Container>
    </header>
  );
}
