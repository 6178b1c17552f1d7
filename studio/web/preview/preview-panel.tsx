import { Alert, Group, NativeSelect, SegmentedControl, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Answers } from '../../../engine/answers/answers.js';
import { formatProblem } from '../../../engine/problem.js';
import { ownMessage, type FromFrame } from './frame/frame-protocol.js';
import { filled, sendToFrame, setFrame } from './preview-bridge.js';
import type { PagesDefinitions } from '../findings/worker-protocol.js';
import { pagesPatch } from './pages-patch.js';
import { previewWidths, usePreview, type PreviewState, type PreviewWidth } from './preview-store.js';

// the frame's height at laptop width; a phone's is its own
const heights: Record<PreviewWidth, number> = { phone: 740, laptop: 820 };

/**
 * The product's own wizard and results page of the edited, unsaved department, in a frame as wide as a phone or a
 * laptop (scaled to fit), in any of site.yaml's languages; while the text does not load it keeps the last good
 * page and says why.
 */
export function PreviewPanel({ onAnswers }: { onAnswers: (answers: Answers) => void }) {
  const { firstError, department, language, width } = usePreview(
    useShallow(({ firstError, department, language, width }) => ({ firstError, department, language, width })),
  );
  const languages = usePreview((s) => s.definitions?.site.languages) ?? [];
  const frame = useRef<HTMLIFrameElement>(null);
  // counts each start of the frame (it starts again when the site, a route or the language changes)
  const [ready, setReady] = useState(0);
  const { ref, width: room } = useElementSize();
  const px = previewWidths[width];
  const scale = room ? Math.min(1, room / px) : 1;

  useEffect(() => {
    const listen = (e: MessageEvent<FromFrame>) => {
      if (!ownMessage(e, frame.current?.contentWindow ?? null)) return;
      const message = e.data;
      if (message.type === 'ready') {
        setFrame(frame.current!.contentWindow);
        setReady((n) => n + 1);
      } else if (message.type === 'filled') filled();
      else if (message.type === 'language') {
        const { definitions } = usePreview.getState();
        if (definitions?.site.languages.some((l) => l.code === message.language)) usePreview.setState({ language: message.language });
      } else onAnswers(message.answers);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onAnswers]);

  // the frame is sent what changed since it was last sent (all of it once it has started again), without rendering here
  useEffect(() => {
    if (!ready) return undefined;
    let inFrame: { definitions?: PagesDefinitions; department?: string; language?: string } = {};
    const send = ({ definitions, department, language }: PreviewState) => {
      if (!definitions || !department) return;
      const patch = pagesPatch(inFrame.definitions, definitions);
      if (!patch && department === inFrame.department && language === inFrame.language) return;
      sendToFrame({ type: 'show', patch, department, language });
      inFrame = { definitions, department, language };
    };
    send(usePreview.getState());
    return usePreview.subscribe(send);
  }, [ready]);

  return (
    <section aria-label="Preview" className="studio-preview">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h5">
          Preview{department ? ` of ${department}` : ''}
        </Title>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Preview width"
            value={width}
            onChange={(v) => usePreview.setState({ width: v })}
            data={[
              { value: 'phone', label: `Phone (${previewWidths.phone} px)` },
              { value: 'laptop', label: `Laptop (${previewWidths.laptop} px)` },
            ]}
          />
          {/* a native select: Mantine's Select brings its popover's code (floating-ui) into the studio's first load */}
          <NativeSelect
            size="xs"
            w={130}
            aria-label="Preview language"
            value={language}
            onChange={(e) => usePreview.setState({ language: e.currentTarget.value })}
            data={languages.map((l) => ({ value: l.code, label: l.name ?? l.code }))}
          />
        </Group>
      </Group>
      {firstError && (
        <Alert color="orange" variant="light" mb="xs" title="The preview shows the last text that loaded">
          <Text size="sm">{formatProblem(firstError)}</Text>
        </Alert>
      )}
      {!department && <Text size="sm">Open a department to preview its wizard and results.</Text>}
      <div ref={ref} style={{ height: heights[width] * scale, overflow: 'hidden' }}>
        <iframe
          ref={frame}
          title={`Preview of the ${department ?? ''} pages at ${px} px`}
          src="/preview.html"
          style={{
            width: px,
            height: heights[width],
            border: '1px solid var(--mantine-color-gray-4)',
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
          }}
        />
      </div>
    </section>
  );
}
