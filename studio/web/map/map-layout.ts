import dagre from '@dagrejs/dagre';
import type { Edge, Node } from '@xyflow/react';
import type { MapModel, MapNode } from '../../../engine/studio/map-model.js';

export const nodeWidth = 240;
export const nodeHeight = 64;

/** how a node is marked: in words (its badge) and in colour, never colour alone */
export const markOf = (n: MapNode): { word: string; color: string } | undefined =>
  n.unreachable ? { word: 'Never asked', color: '#c92a2a' } : n.alwaysTrue ? { word: 'Always asked', color: '#e8590c' } : undefined;

export interface MapNodeData extends Record<string, unknown> {
  node: MapNode;
}

/** the map laid out top to bottom by dagre: the questions in order, edges where one follows another */
export function layout(map: MapModel): { nodes: Node<MapNodeData>[]; edges: Edge[] } {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 60 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of map.nodes) g.setNode(n.id, { width: nodeWidth, height: nodeHeight });
  for (const e of map.edges) g.setEdge(e.from, e.to);
  dagre.layout(g);
  const nodes = map.nodes.map((n): Node<MapNodeData> => {
    const { x, y } = g.node(n.id) as { x: number; y: number };
    const mark = markOf(n);
    return {
      id: n.id,
      position: { x: x - nodeWidth / 2, y: y - nodeHeight / 2 },
      data: { node: n, label: n.label },
      type: 'question',
      style: { width: nodeWidth, borderColor: mark?.color ?? '#868e96', borderWidth: mark ? 3 : 1, borderStyle: mark ? 'dashed' : 'solid' },
    };
  });
  const edges = map.edges.map((e): Edge => ({
    id: `${e.from}>${e.to}`,
    source: e.from,
    target: e.to,
    label: e.answers ? e.answers.join(' / ') : e.label === 'next' ? undefined : e.label,
    labelStyle: { fontSize: 11 },
  }));
  return { nodes, edges };
}
