import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { versionCheckMachine } from '../../../../machines/session/versionCheck/versionCheck.machine.ts';
import { appVersion } from '../../../domain/constants.ts';
import { useShellServices } from '../shellCalls.ts';

export interface VersionOfferViewModel {
  /** The newer version deployed, while the reload is offered; else null. */
  deployedVersion: string | null;
  reload: () => void;
  dismiss: () => void;
}

/** A non-modal notice: a newer portal is deployed, Reload (clears the caches) or Not now. */
export function VersionOfferView({ view }: { view: VersionOfferViewModel }) {
  const intl = useIntl();
  const titleId = useId();
  if (!view.deployedVersion) return null;
  return (
    <section className="version-offer" role="status" aria-labelledby={titleId}>
      <p id={titleId} className="version-offer__title">
        {intl.formatMessage({ id: 'shell.version.title' })}
      </p>
      <p className="version-offer__body">
        {intl.formatMessage({ id: 'shell.version.body' }, { version: view.deployedVersion, current: appVersion })}
      </p>
      <div className="form-actions">
        <button type="button" className="button button--small" onClick={view.reload}>
          {intl.formatMessage({ id: 'shell.version.reload' })}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={view.dismiss}>
          {intl.formatMessage({ id: 'shell.version.later' })}
        </button>
      </div>
    </section>
  );
}

/**
 * The version check of document 1 section 4: the deployed version (meta.json) against the loaded
 * one (10.2.0), read again every few minutes; a newer one is offered as a cache-clearing reload.
 */
export function VersionOffer() {
  const services = useShellServices();
  const actor = useActorRef(
    versionCheckMachine.provide({
      actors: { fetchDeployedVersion: fromPromise(() => services.fetchDeployedVersion()) },
      actions: { clearCachesAndReload: () => services.clearCachesAndReload() },
    }),
    { input: { loadedVersion: appVersion, intervalMs: services.versionCheckIntervalMs } },
  );
  const deployedVersion = useSelector(actor, (snapshot) => (snapshot.hasTag('offer') ? snapshot.context.deployedVersion : null));
  return (
    <VersionOfferView
      view={{
        deployedVersion,
        reload: () => actor.send({ type: 'version.reload' }),
        dismiss: () => actor.send({ type: 'version.dismiss' }),
      }}
    />
  );
}
