import { Loader, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PanelProps } from '../panel-props.js';

type PanelModule = Record<string, ComponentType<PanelProps>>;

// studio-proofs' panels, each loaded when first opened (the studio's first load carries none of them); a glob, so
// the studio builds and shows a loading region while a panel's file is not there yet
const modules = import.meta.glob<PanelModule>(['../map/map-panel.tsx', '../paths/paths-panel.tsx', '../impact/impact-panel.tsx']);

const panels = [
  { name: 'Paths', file: '../paths/paths-panel.tsx', exported: 'PathsPanel' },
  { name: 'Map', file: '../map/map-panel.tsx', exported: 'MapPanel' },
  { name: 'Impact', file: '../impact/impact-panel.tsx', exported: 'ImpactPanel' },
] as const;

const Waiting = ({ name }: { name: string }) => (
  <section aria-label={name}>
    <Text size="sm" role="status">
      <Loader size="xs" mr="xs" aria-hidden />
      The {name.toLowerCase()} is loading…
    </Text>
  </section>
);

const lazyPanels = Object.fromEntries(
  panels.map(({ name, file, exported }) => {
    const load = modules[file];
    const Panel: ComponentType<PanelProps> = load ? lazy(async () => ({ default: (await load())[exported]! })) : () => <Waiting name={name} />;
    return [name, Panel];
  }),
) as Record<(typeof panels)[number]['name'], ComponentType<PanelProps>>;

/** the Paths, Map and Impact panels as tabs; a panel's code loads when its tab is first opened */
export function Panels({ props, onOpen }: { props: () => PanelProps; onOpen: () => void }) {
  const [tab, setTab] = useState<string | null>(null);
  const [opened, setOpened] = useState<Set<string>>(new Set());
  const open = (name: string | null) => {
    setTab(name);
    if (name && !opened.has(name)) setOpened(new Set([...opened, name]));
    if (name) onOpen();
  };
  return (
    <Tabs value={tab} onChange={open} keepMounted={false}>
      <Tabs.List aria-label="Proof panels">
        {panels.map((p) => (
          <Tabs.Tab key={p.name} value={p.name}>
            {p.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {panels.map(({ name }) => {
        const Panel = lazyPanels[name];
        return (
          <Tabs.Panel key={name} value={name} pt="xs">
            {opened.has(name) && (
              <Suspense fallback={<Waiting name={name} />}>
                <Panel {...props()} />
              </Suspense>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
