import { DirectionProvider, useDirection } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { pageDirection } from './page-language.js';

// the server wrote <html dir> already; the dev server's index.html has none, and the document follows the page's language either way
function DocumentDirection() {
  const { dir, setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/** Mantine's components laid out in the page language's direction (menus, sliders, icons beside text), and <html dir> with them */
export function PageDirection({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={pageDirection()} detectDirection={false}>
      <DocumentDirection />
      {children}
    </DirectionProvider>
  );
}
