import type { KeyboardEvent } from 'react';
import { metrics, nodeLines, type AtlasEdge, type AtlasGraph, type AtlasNode } from './graph.ts';

interface Props {
  graph: AtlasGraph;
  /** State node ids active in the simulator. */
  active: ReadonlySet<string>;
  /** Transition keys the last simulator step took. */
  lastTaken: ReadonlySet<string>;
  selected: string;
  onSelect: (stateId: string) => void;
  /** Scale the drawing to the panel width instead of its natural size. */
  fit: boolean;
}

const pathOf = (points: AtlasEdge['points']) =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');

function stateLabel(node: AtlasNode, active: boolean): string {
  const kind = node.isRegion ? 'region' : node.type === 'final' ? 'final state' : node.parentId === null ? 'machine' : 'state';
  return `${kind} ${node.key}${node.isInitial ? ', initial' : ''}${active ? ', active' : ''}${
    node.tags.length ? `, tags ${node.tags.join(', ')}` : ''
  }`;
}

function StateBox({
  node,
  active,
  selected,
  onSelect,
}: {
  node: AtlasNode;
  active: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const lines = nodeLines(node);
  const compound = node.type === 'compound' || node.type === 'parallel';
  const className = [
    'atlas-state',
    `atlas-state--${node.type}`,
    node.isRegion ? 'atlas-state--region' : '',
    compound ? 'atlas-state--compound' : '',
    active ? 'atlas-state--active' : '',
    selected ? 'atlas-state--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(node.id);
    }
  };
  const textX = node.x + metrics.padding;
  const nameY = node.y + metrics.padding + metrics.nameSize;
  return (
    <g
      className={className}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={stateLabel(node, active)}
      data-state-id={node.id}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(node.id);
      }}
      onKeyDown={onKeyDown}
    >
      <rect className="atlas-state__box" x={node.x} y={node.y} width={node.width} height={node.height} rx={8} />
      {node.type === 'final' ? (
        <rect
          className="atlas-state__final"
          x={node.x + 3}
          y={node.y + 3}
          width={Math.max(node.width - 6, 0)}
          height={Math.max(node.height - 6, 0)}
          rx={6}
        />
      ) : null}
      {compound ? (
        <line
          className="atlas-state__rule"
          x1={node.x}
          x2={node.x + node.width}
          y1={node.y + node.headerHeight}
          y2={node.y + node.headerHeight}
        />
      ) : null}
      <text className="atlas-state__name" x={textX} y={nameY}>
        {node.key}
      </text>
      {lines.map((line, index) => {
        const isTags = line.startsWith('#');
        return (
          <text
            key={line}
            className={isTags ? 'atlas-state__tags' : 'atlas-state__line'}
            x={textX}
            y={nameY + (index + 1) * metrics.lineHeight}
          >
            {isTags
              ? node.tags.map((tag) => (
                  <tspan key={tag} className={tag.startsWith('step:') ? 'atlas-tag atlas-tag--step' : 'atlas-tag'}>
                    {`#${tag} `}
                  </tspan>
                ))
              : line}
          </text>
        );
      })}
    </g>
  );
}

/** The statechart as SVG: states (nested), initial markers, final states, labelled transitions. */
export function StatechartDiagram({ graph, active, lastTaken, selected, onSelect, fit }: Props) {
  // Parents first so children draw on top of them.
  const nodes = [...graph.nodes].sort((a, b) => a.depth - b.depth);
  const markerId = `atlas-arrow-${graph.machineId}`;
  const takenMarkerId = `atlas-arrow-taken-${graph.machineId}`;
  return (
    <svg
      className="atlas-diagram"
      role="group"
      aria-label={`Statechart of ${graph.machineId}`}
      viewBox={`0 0 ${Math.ceil(graph.width)} ${Math.ceil(graph.height)}`}
      width={fit ? '100%' : Math.ceil(graph.width)}
      height={fit ? undefined : Math.ceil(graph.height)}
    >
      <defs>
        <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="atlas-arrowhead" />
        </marker>
        <marker id={takenMarkerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="atlas-arrowhead atlas-arrowhead--taken" />
        </marker>
      </defs>
      {nodes.map((node) => (
        <StateBox key={node.id} node={node} active={active.has(node.id)} selected={selected === node.id} onSelect={onSelect} />
      ))}
      {graph.initials.map((initial) => (
        <g key={initial.id} className="atlas-initial" aria-hidden="true">
          <circle cx={initial.x} cy={initial.y} r={metrics.initialSize / 2} />
          {initial.points.length > 1 ? <path d={pathOf(initial.points)} markerEnd={`url(#${markerId})`} /> : null}
        </g>
      ))}
      {graph.edges.map((edge) => {
        const taken = lastTaken.has(edge.transition.key);
        const fromActive = active.has(edge.source);
        const className = ['atlas-edge', fromActive ? 'atlas-edge--possible' : '', taken ? 'atlas-edge--taken' : '']
          .filter(Boolean)
          .join(' ');
        return (
          <g key={edge.id} className={className}>
            <title>{`${edge.transition.label}${edge.transition.description ? `: ${edge.transition.description}` : ''}`}</title>
            <path d={pathOf(edge.points)} markerEnd={`url(#${taken ? takenMarkerId : markerId})`} />
            {edge.label ? (
              <g className="atlas-edge__label">
                <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} />
                {edge.label.lines.map((line, index) => (
                  <text key={line} x={edge.label!.x + 4} y={edge.label!.y + metrics.lineSize + 1 + index * metrics.lineHeight}>
                    {line}
                  </text>
                ))}
              </g>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
