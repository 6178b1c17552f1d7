import { Alert, Badge, Button, Grid, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Background, Handle, Position, ReactFlow, type NodeProps, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useDeferredValue, useMemo } from 'react';
import { mapModel, resultsNode, type MapNode } from '../../../engine/studio/map-model.js';
import { reaching } from '../../../engine/studio/witness.js';
import type { PanelProps } from '../panel-props.js';
import { modelOf, placeOf } from '../panel-model.js';
import { layout, markOf, type MapNodeData } from './map-layout.js';

/** a question on the map: its field, its question and its mark in words */
function QuestionNode({ data }: NodeProps<Node<MapNodeData>>) {
  const mark = markOf(data.node);
  return (
    <div style={{ padding: 6, fontSize: 12 }}>
      <Handle type="target" position={Position.Top} />
      <Text size="xs" ff="monospace" fw={700}>
        {data.node.id === resultsNode ? 'Results' : data.node.id}
      </Text>
      <Text size="xs" lineClamp={2}>
        {data.node.id === resultsNode ? 'the results page' : data.node.label}
      </Text>
      {mark && (
        <Text size="xs" fw={700} c={mark.color}>
          {mark.word}
        </Text>
      )}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
}
const nodeTypes = { question: QuestionNode };

/** the department's map: React Flow laid out by dagre, and the same nodes and edges as a list beside it */
export function MapPanel(props: PanelProps) {
  const dept = useDeferredValue(props.department);
  const map = useMemo(() => (dept ? mapModel(dept) : undefined), [dept]);
  const flow = useMemo(() => (map ? layout(map) : undefined), [map]);
  const model = modelOf(props.loaded, dept);

  // selecting a question moves the editor to its step and the preview to that question, with answers that reach it
  const select = (n: MapNode) => {
    if (n.id === resultsNode) {
      props.reveal(placeOf(props, ['results']));
      props.showInPreview(props.answers, { results: true });
      return;
    }
    props.reveal(placeOf(props, ['wizard', 'steps', n.index]));
    if (n.unreachable || !model) return;
    const r = reaching(model, { kind: 'step', field: n.id });
    if ('answers' in r) props.showInPreview(r.answers, { step: n.id });
  };

  if (!map || !flow) {
    return (
      <section aria-label="Map">
        <Alert color="gray" title="No map yet">
          Open a department that loads: the map shows its questions once the text loads.
        </Alert>
      </section>
    );
  }
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  return (
    <section aria-label="Map">
      {map.partial && (
        <Alert color="yellow" mb="xs">
          The department has too many paths to walk them all: some edges may be missing.
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <div style={{ height: 460, border: '1px solid var(--mantine-color-gray-4)' }} aria-hidden="true">
            {/* the drawing is for the eye and the mouse; the list beside it is the same map for the keyboard and screen readers */}
            <ReactFlow
              nodes={flow.nodes}
              edges={flow.edges}
              nodeTypes={nodeTypes}
              onNodeClick={(_e, node) => select(byId.get(node.id)!)}
              nodesDraggable={false}
              nodesConnectable={false}
              nodesFocusable={false}
              edgesFocusable={false}
              fitView
              proOptions={{ hideAttribution: true }}
            >
              <Background />
            </ReactFlow>
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={3} size="h6" mb={4}>
            Questions and where they lead
          </Title>
          <ScrollArea h={440} type="auto">
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Questions of the map">
              {map.nodes.map((n) => {
                const mark = markOf(n);
                const out = map.edges.filter((e) => e.from === n.id);
                return (
                  <li key={n.id}>
                    <Button variant="subtle" size="compact-sm" onClick={() => select(n)} ff="monospace">
                      {n.id === resultsNode ? 'Results' : `${n.index + 1}. ${n.id}`}
                    </Button>
                    {mark && (
                      <Badge color={mark.color} variant="outline" size="sm" ml={4}>
                        {mark.word}
                      </Badge>
                    )}
                    {(n.unreachable ?? n.alwaysTrue) && (
                      <Text size="xs" c="dimmed">
                        {n.unreachable ?? n.alwaysTrue}
                      </Text>
                    )}
                    {n.when && <Text size="xs">Asked when {n.when}</Text>}
                    {out.length > 0 && (
                      <List size="xs" withPadding aria-label={`Where ${n.id} leads`}>
                        {out.map((e) => (
                          <List.Item key={e.to}>
                            to {e.to === resultsNode ? 'the results' : e.to}
                            {e.label !== 'next' && `: ${e.label}`}
                            {e.answers && ` (answers: ${e.answers.join('; ')})`}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </li>
                );
              })}
            </Stack>
          </ScrollArea>
        </Grid.Col>
      </Grid>
    </section>
  );
}
