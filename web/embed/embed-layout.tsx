import { Alert, Anchor, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../engine/display/format.js';
import { site } from '../definitions.js';
import { earlyEscape } from '../../engine/display/embed.js';
import { embedOrigins, isFramed, postToHost, sizedByLoader } from './frame-host.js';
import classes from './embed.module.css';

// layout effects run only in the browser; the server render skips them silently with this
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The embed's frame (route-tree.tsx lays the embed's wizard and results in it, the root leaves out the site's
 * header): the page, a small link to the site under it; it tells its host its height whenever it changes. Opened in
 * its own window with no EMBED_ORIGINS, it tells the operator no site may frame it.
 */
export function EmbedLayout() {
  const root = useRef<HTMLDivElement>(null);
  const [alone, setAlone] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- whether a window frames the page is the browser's to say, after hydration
    setAlone(!isFramed() && embedOrigins().length === 0);
  }, []);
  useBrowserLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    // the loader sizes the frame to the page, so the page never scrolls itself (a plain iframe keeps its own scroll)
    if (sizedByLoader) document.documentElement.classList.add(classes.sized!);
    let last = 0;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height !== last) postToHost({ type: 'height', height: (last = height) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // a key pressed in the frame never reaches the host's page: Escape is told, so a popup closes as a dialog does;
  // an Escape that was the visitor's last input before this code came (the page's inline script kept it) is told now
  useEffect(() => {
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && postToHost({ type: 'escape' });
    addEventListener('keydown', escape);
    const html = document.documentElement;
    html.setAttribute(earlyEscape.listening, '');
    if (html.hasAttribute(earlyEscape.pressed)) {
      html.removeAttribute(earlyEscape.pressed);
      postToHost({ type: 'escape' });
    }
    return () => removeEventListener('keydown', escape);
  }, []);
  const title = fillTemplate(site.embed.site, { title: site.title });
  return (
    <div ref={root} className={classes.embed} data-embed-root="">
      {alone && (
        <Container size="md" pt="md">
          <Alert color="yellow" variant="outline" role="note">
            {site.embed.notAllowed}
          </Alert>
        </Container>
      )}
      <Outlet />
      <Container component="footer" size="md" pb="md" className={classes.footer}>
        <Anchor href="/" target="_blank" rel="noopener" size="sm">
          {title}
          <span className={classes.hidden}> {site.embed.newTab}</span>
        </Anchor>
      </Container>
    </div>
  );
}
