import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { SimulatedClock, type AnyEventObject, type AnyMachineSnapshot, type AnyTransitionDefinition } from 'xstate';
import { catalogueEntry, type CatalogueEntry } from '../../../machines/catalogue.ts';
import { transitionIndex, withFakes } from '../../../tooling/paths/engine.ts';
import { layoutMachine, type AtlasGraph } from './graph.ts';
import { Simulator, type SimulatorStep } from './Simulator.tsx';
import { StateDetails } from './StateDetails.tsx';
import { StatechartDiagram } from './StatechartDiagram.tsx';
import './atlas.css';

interface SessionProps {
  entry: CatalogueEntry;
  graph: AtlasGraph;
  scenario: number;
  onScenario: (index: number) => void;
  onReset: () => void;
}

/**
 * One simulation run: a real actor of the machine whose invoked actors never settle and whose
 * actions do nothing, with a clock that never moves; the analyst chooses every outcome and delay.
 */
function AtlasSession({ entry, graph, scenario, onScenario, onReset }: SessionProps) {
  const machine = useMemo(() => withFakes(entry.machine), [entry]);
  const index = useMemo(() => transitionIndex(machine), [machine]);
  const taken = useRef<string[]>([]);
  const actor = useActorRef(machine, {
    input: entry.scenarios[scenario]?.input as never,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || (inspection.snapshot as AnyMachineSnapshot).machine !== machine) return;
      for (const transition of inspection._transitions as AnyTransitionDefinition[]) {
        const key = index.get(transition)?.key;
        if (key) taken.current.push(key);
      }
    },
  });
  const snapshot = useSelector(actor, (current) => current as AnyMachineSnapshot);
  const [history, setHistory] = useState<SimulatorStep[]>([]);
  const [lastTaken, setLastTaken] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState(machine.root.id);
  const [fit, setFit] = useState(false);

  const active = useMemo(() => new Set(snapshot._nodes.map((node) => node.id)), [snapshot]);
  const selectedNode = graph.nodes.find((node) => node.id === selected) ?? graph.nodes[0]!;

  // Keep the current (deepest active) state in view on large charts.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const deepest = graph.nodes.filter((node) => active.has(node.id)).sort((a, b) => b.depth - a.depth)[0];
    if (!box || !deepest || fit) return;
    const visible =
      deepest.x >= box.scrollLeft &&
      deepest.y >= box.scrollTop &&
      deepest.x + deepest.width <= box.scrollLeft + box.clientWidth &&
      deepest.y + deepest.height <= box.scrollTop + box.clientHeight;
    if (!visible) {
      box.scrollLeft = Math.max(0, deepest.x + deepest.width / 2 - box.clientWidth / 2);
      box.scrollTop = Math.max(0, deepest.y + deepest.height / 2 - box.clientHeight / 2);
    }
  }, [active, graph, fit]);

  const send = (event: AnyEventObject, label: string) => {
    taken.current = [];
    actor.send(event);
    setLastTaken(new Set(taken.current));
    setHistory((steps) => [...steps, { label, value: actor.getSnapshot().value }]);
  };

  return (
    <div className="atlas-body">
      <section className="atlas-canvas" aria-label="Statechart">
        <div className="atlas-canvas__toolbar">
          <label className="atlas-field atlas-field--inline">
            <input type="checkbox" checked={fit} onChange={(event) => setFit(event.target.checked)} />
            <span>Fit to width</span>
          </label>
          <span className="atlas-muted atlas-legend">
            <span className="atlas-legend__item atlas-legend__item--active">active</span>
            <span className="atlas-legend__item atlas-legend__item--final">final</span>
            <span className="atlas-legend__item atlas-legend__item--region">parallel region</span>
            <span className="atlas-legend__item">● initial</span>
            <span className="atlas-legend__item">event [guard]</span>
            <span className="atlas-legend__item">#tag</span>
          </span>
        </div>
        <div className="atlas-canvas__scroll" ref={scroller}>
          <StatechartDiagram graph={graph} active={active} lastTaken={lastTaken} selected={selected} onSelect={setSelected} fit={fit} />
        </div>
      </section>
      <div className="atlas-side">
        <StateDetails entry={entry} node={selectedNode} active={active.has(selectedNode.id)} snapshot={snapshot} />
        <Simulator
          entry={entry}
          snapshot={snapshot}
          history={history}
          scenario={scenario}
          onScenario={onScenario}
          onSend={send}
          onReset={onReset}
        />
      </div>
    </div>
  );
}

/** The atlas page of one catalogue machine: statechart, selected state, simulator. */
export function MachineAtlas({ machineId }: { machineId: string }) {
  const entry = catalogueEntry(machineId);
  const [graph, setGraph] = useState<AtlasGraph | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [scenario, setScenario] = useState(0);
  const [run, setRun] = useState(0);

  useEffect(() => {
    let current = true;
    layoutMachine(entry).then(
      (laid) => current && setGraph(laid),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [entry]);

  // Nothing but the frame until the layout is ready: the page shows complete or not at all.
  if (!graph && !failure) return <div className="atlas" aria-busy="true" />;
  return (
    <div className="atlas">
      <header className="atlas-header">
        <h1>
          {entry.title} <span className="atlas-badge">{entry.kind}</span>
        </h1>
        <p>{entry.description}</p>
        <p className="atlas-muted">
          Machine <code>{entry.machine.id}</code>
          {entry.view ? (
            <>
              {' '}
              rendered by <code>{entry.view}</code>
            </>
          ) : (
            ' (no view)'
          )}
          . Select a state for its description; walk the machine with the simulator.
        </p>
      </header>
      {failure ? (
        <p role="alert">The statechart could not be laid out: {failure}</p>
      ) : graph ? (
        <AtlasSession
          key={`${scenario}:${run}`}
          entry={entry}
          graph={graph}
          scenario={scenario}
          onScenario={(index) => setScenario(index)}
          onReset={() => setRun((count) => count + 1)}
        />
      ) : null}
    </div>
  );
}
