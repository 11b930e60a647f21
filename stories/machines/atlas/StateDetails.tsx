import type { AnyMachineSnapshot } from 'xstate';
import { outcomesOf, type CatalogueEntry } from '../../../machines/catalogue.ts';
import type { AtlasNode } from './graph.ts';

const typeNames: Record<AtlasNode['type'], string> = {
  atomic: 'state',
  compound: 'compound state',
  parallel: 'parallel state',
  final: 'final state',
  history: 'history state',
};

interface Props {
  entry: CatalogueEntry;
  node: AtlasNode;
  /** Shown when the state is active in the simulator. */
  active: boolean;
  snapshot: AnyMachineSnapshot;
}

/** The selected state as a document: its description, tags, invoked actors and transitions. */
export function StateDetails({ entry, node, active, snapshot }: Props) {
  const isMachine = node.parentId === null;
  return (
    <section className="atlas-panel atlas-details" aria-label="Selected state">
      <h2>
        {isMachine ? entry.title : node.key}{' '}
        <span className="atlas-muted atlas-details__type">
          {isMachine ? 'machine' : node.isRegion ? 'parallel region' : typeNames[node.type]}
          {node.isInitial ? ', initial' : ''}
          {active ? ', active' : ''}
        </span>
      </h2>
      <p className="atlas-details__id">
        <code>#{node.id}</code>
      </p>
      <p>{node.description ?? (isMachine ? entry.description : 'No description.')}</p>
      {isMachine && node.description && node.description !== entry.description ? <p>{entry.description}</p> : null}
      {node.tags.length > 0 ? (
        <p>
          Tags:{' '}
          {node.tags.map((tag) => (
            <span key={tag} className={tag.startsWith('step:') ? 'atlas-chip atlas-chip--step' : 'atlas-chip'}>
              {tag}
            </span>
          ))}
        </p>
      ) : null}
      {node.invokes.length > 0 ? (
        <>
          <h3>Invokes</h3>
          <ul>
            {node.invokes.map((invoke) => (
              <li key={invoke.id}>
                <code>{invoke.src}</code>
                {invoke.src !== invoke.id ? ` (id ${invoke.id})` : ''}
                {invoke.child ? `: runs the ${invoke.child} machine (see its own story)` : ''}
                {outcomesOf(entry, invoke.id, snapshot).length > 0 ? (
                  <ul>
                    {outcomesOf(entry, invoke.id, snapshot).map((outcome) => (
                      <li key={outcome.label}>{outcome.label}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {node.entry.length > 0 ? <p>Entry: {node.entry.join(', ')}</p> : null}
      {node.exit.length > 0 ? <p>Exit: {node.exit.join(', ')}</p> : null}
      {node.transitions.length > 0 ? (
        <>
          <h3>Transitions</h3>
          <ul className="atlas-transitions">
            {node.transitions.map((transition) => (
              <li key={transition.key}>
                <strong>{transition.text}</strong>
                {' → '}
                {transition.targets.length ? transition.targets.map((target) => target.replace(`${entry.machine.id}.`, '')).join(', ') : 'stays'}
                {transition.description ? <span className="atlas-muted">: {transition.description}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="atlas-muted">No transition leaves this state{node.type === 'final' ? ' (final)' : ''}.</p>
      )}
    </section>
  );
}
