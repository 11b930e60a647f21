/**
 * The statechart of a catalogue machine as a laid-out diagram: `toDirectedGraph` (xstate/graph)
 * gives the nested state nodes and their transitions, elkjs lays them out (compound nodes for
 * nesting, edges routed across levels), and the result is plain coordinates for an SVG.
 *
 * Transitions with a target are edges labelled "event [guard]". Transitions without a target
 * (actions only) are listed inside their state, as UML does with internal transitions.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import type { CatalogueEntry } from '../../../machines/catalogue.ts';
import { eventLabel, transitionIndex, type TransitionInfo } from '../../../tooling/paths/engine.ts';

type NodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

interface AtlasInvoke {
  id: string;
  src: string;
  /** Catalogue id of the machine this invoke runs, if it is one. */
  child: string | null;
}

interface AtlasTransition extends TransitionInfo {
  /** What the diagram writes: `toast.show`, `after autoClose`, `done loadTexts [isMigrated]`. */
  text: string;
}

export interface AtlasNode {
  id: string;
  key: string;
  type: NodeType;
  parentId: string | null;
  depth: number;
  /** A region of a parallel state. */
  isRegion: boolean;
  isInitial: boolean;
  tags: string[];
  description: string | null;
  invokes: AtlasInvoke[];
  entry: string[];
  exit: string[];
  /** Transitions out of this state, targetless ones included. */
  transitions: AtlasTransition[];
  /** Layout box (root coordinates). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Height of the header (name, tags, invokes, internal transitions) of a compound state. */
  headerHeight: number;
}

export interface AtlasEdge {
  id: string;
  source: string;
  target: string;
  transition: AtlasTransition;
  points: { x: number; y: number }[];
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null;
}

interface InitialMarker {
  id: string;
  /** The state it points to. */
  target: string;
  x: number;
  y: number;
  points: { x: number; y: number }[];
}

export interface AtlasGraph {
  machineId: string;
  width: number;
  height: number;
  nodes: AtlasNode[];
  edges: AtlasEdge[];
  initials: InitialMarker[];
}

// Text metrics: the SVG uses these sizes (atlas.css); widths are estimated, not measured, so
// layout runs the same in Node, jsdom and the browser.
export const metrics = {
  nameSize: 14,
  lineSize: 12,
  lineHeight: 16,
  charWidth: 7,
  padding: 10,
  initialSize: 10,
};

const textWidth = (text: string, size = metrics.lineSize) => Math.ceil(text.length * metrics.charWidth * (size / 12));

function actionNames(actions: readonly unknown[]): string[] {
  return actions.map((action) => {
    if (typeof action === 'string') return action;
    if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type);
    if (typeof action === 'function') {
      const type = 'type' in action ? String(action.type) : '';
      if (type === 'xstate.assign') return 'assign';
      if (type === 'xstate.raise' || type === 'xstate.cancel') return '';
      return type || action.name || 'inline action';
    }
    return 'action';
  }).filter((name) => name !== '');
}

function transitionText(info: TransitionInfo): string {
  return `${eventLabel(info.eventType, info.source)}${info.guard ? ` [${info.guard}]` : ''}`;
}

/** Lines shown inside a state box under its name. */
export function nodeLines(node: Pick<AtlasNode, 'tags' | 'invokes' | 'transitions' | 'type'>): string[] {
  const lines: string[] = [];
  if (node.tags.length) lines.push(node.tags.map((tag) => `#${tag}`).join(' '));
  for (const invoke of node.invokes) lines.push(`invoke ${invoke.src}${invoke.child ? ' (machine)' : ''}`);
  for (const transition of node.transitions) {
    if (transition.targets.length === 0) lines.push(`${transition.text} / stays`);
  }
  return lines;
}

function nodeName(node: AnyStateNode): string {
  const name = node.parent ? node.key : node.machine.id;
  return node.type === 'parallel' ? `${name} (parallel)` : name;
}

interface Collected {
  nodes: Map<string, AtlasNode>;
  edges: { id: string; source: string; target: string; transition: AtlasTransition }[];
}

function collect(entry: CatalogueEntry): Collected {
  const machine: AnyStateMachine = entry.machine;
  const infos = transitionIndex(machine);
  const nodes = new Map<string, AtlasNode>();
  const edges: Collected['edges'] = [];
  const children = entry.children ?? {};

  const visit = (graph: DirectedGraphNode, depth: number) => {
    const stateNode = graph.stateNode;
    const parent = stateNode.parent;
    const transitions: AtlasTransition[] = [];
    const all = [...stateNode.transitions.values()].flat().concat(stateNode.always ?? []);
    // One edge per target (toDirectedGraph's edges leave out `always`); targetless transitions
    // stay inside the state box.
    for (const transition of all) {
      const info = infos.get(transition);
      if (!info) continue;
      const described = { ...info, text: transitionText(info) };
      transitions.push(described);
      for (const target of info.targets) {
        edges.push({ id: `edge-${edges.length}`, source: stateNode.id, target, transition: described });
      }
    }
    const initialTarget = parent?.type === 'compound' ? parent.initial?.target?.[0] : undefined;
    nodes.set(stateNode.id, {
      id: stateNode.id,
      key: nodeName(stateNode),
      type: stateNode.type as NodeType,
      parentId: parent?.id ?? null,
      depth,
      isRegion: parent?.type === 'parallel',
      isInitial: initialTarget === stateNode,
      tags: [...stateNode.tags],
      description: stateNode.description ?? null,
      invokes: stateNode.invoke.map((invoke) => ({
        id: invoke.id,
        src: String(invoke.src),
        child: children[invoke.id]?.id ?? null,
      })),
      entry: actionNames(stateNode.entry),
      exit: actionNames(stateNode.exit),
      transitions,
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      headerHeight: 0,
    });
    for (const child of graph.children) visit(child, depth + 1);
  };
  visit(toDirectedGraph(machine), 0);
  return { nodes, edges };
}

const elk = new ELK();

function boxFor(node: AtlasNode): { width: number; height: number; header: number } {
  const lines = nodeLines(node);
  const width =
    Math.max(textWidth(node.key, metrics.nameSize), ...lines.map((line) => textWidth(line)), 48) + 2 * metrics.padding;
  const header = metrics.padding + metrics.nameSize + 4 + lines.length * metrics.lineHeight + metrics.padding / 2;
  return { width, height: header + metrics.padding / 2, header };
}

/** Lays out the statechart of a catalogue machine. */
export async function layoutMachine(entry: CatalogueEntry, options: Record<string, string> = {}): Promise<AtlasGraph> {
  const { nodes, edges } = collect(entry);
  const childrenOf = new Map<string | null, AtlasNode[]>();
  for (const node of nodes.values()) {
    const list = childrenOf.get(node.parentId) ?? [];
    list.push(node);
    childrenOf.set(node.parentId, list);
  }

  const initials: { id: string; parent: string; target: string }[] = [];
  const toElk = (node: AtlasNode): ElkNode => {
    const box = boxFor(node);
    node.headerHeight = box.header;
    const kids = childrenOf.get(node.id) ?? [];
    if (kids.length === 0) return { id: node.id, width: box.width, height: box.height };
    const elkChildren = kids.map(toElk);
    const initial = kids.find((kid) => kid.isInitial);
    if (initial) {
      const id = `${node.id}#initial`;
      initials.push({ id, parent: node.id, target: initial.id });
      elkChildren.unshift({ id, width: metrics.initialSize, height: metrics.initialSize });
    }
    return {
      id: node.id,
      children: elkChildren,
      layoutOptions: {
        'elk.padding': `[top=${box.header + 8},left=16,bottom=16,right=16]`,
        'elk.nodeSize.minimum': `(${box.width},${box.height})`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        // Regions of a parallel state sit side by side.
        ...(node.type === 'parallel' ? { 'elk.direction': 'DOWN' } : {}),
      },
    };
  };

  const rootNode = childrenOf.get(null)?.[0];
  if (!rootNode) throw new Error(`${entry.id}: no root state node`);
  const elkEdges: ElkExtendedEdge[] = [
    ...edges.map((edge) => {
      const lines = [edge.transition.text];
      return {
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        labels: [
          {
            id: `${edge.id}-label`,
            text: lines.join('\n'),
            width: Math.max(...lines.map((line) => textWidth(line))) + 8,
            height: lines.length * metrics.lineHeight + 2,
          },
        ],
      };
    }),
  ];
  // Edges are added after the tree: initials is filled while building it.
  const elkRoot: ElkNode = {
    id: '__atlas_root__',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      // States keep the order of the machine file where the layering allows it.
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
      ...options,
    },
    children: [toElk(rootNode)],
    edges: elkEdges,
  };
  for (const initial of initials) {
    elkEdges.push({ id: `${initial.id}-edge`, sources: [initial.id], targets: [initial.target] });
  }

  const laid = await elk.layout(elkRoot);

  const boxes = new Map<string, ElkNode>();
  const walk = (node: ElkNode) => {
    boxes.set(node.id, node);
    node.children?.forEach(walk);
  };
  walk(laid);
  for (const node of nodes.values()) {
    const box = boxes.get(node.id);
    node.x = box?.x ?? 0;
    node.y = box?.y ?? 0;
    node.width = box?.width ?? 0;
    node.height = box?.height ?? 0;
  }

  const laidEdges = new Map((laid.edges ?? []).map((edge) => [edge.id, edge]));
  const pointsOf = (id: string) => {
    const section = laidEdges.get(id)?.sections?.[0];
    return section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
  };
  const atlasEdges: AtlasEdge[] = edges.map((edge) => {
    const label = laidEdges.get(edge.id)?.labels?.[0];
    return {
      ...edge,
      points: pointsOf(edge.id),
      label:
        label && label.x !== undefined && label.y !== undefined
          ? { x: label.x, y: label.y, width: label.width ?? 0, height: label.height ?? 0, lines: (label.text ?? '').split('\n') }
          : null,
    };
  });
  const initialMarkers: InitialMarker[] = initials.map((initial) => {
    const box = boxes.get(initial.id);
    return {
      id: initial.id,
      target: initial.target,
      x: (box?.x ?? 0) + metrics.initialSize / 2,
      y: (box?.y ?? 0) + metrics.initialSize / 2,
      points: pointsOf(`${initial.id}-edge`),
    };
  });

  return {
    machineId: entry.id,
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    nodes: [...nodes.values()],
    edges: atlasEdges,
    initials: initialMarkers,
  };
}
