import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectServiceTracker } from '../../machines/service/serviceTracker/serviceTracker.connect.ts';
import { serviceTrackerMachine } from '../../machines/service/serviceTracker/serviceTracker.machine.ts';
import { personas } from '../../src/domain/constants.ts';
import { rights } from '../../src/domain/rights.ts';
import { RequestLinks } from '../../src/features/service/serviceTracker/RequestLinks.tsx';
import { ServiceTrackerView } from '../../src/features/service/serviceTracker/ServiceTrackerView.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import type { SignedInOptions } from '../../stories/support/sessionTestProvider.tsx';
import { text } from './support/render.tsx';

const noop = () => {};

/** The tracker with no request, as /serviceTracker shows it to this session. */
async function renderEmptyTracker(options: SignedInOptions & { language?: 'EN_US' | 'FR' } = {}) {
  const snapshot = serviceTrackerMachine.resolveState({
    value: 'empty',
    context: {
      reference: null, canCancel: true, canEdit: true, requests: [], selected: null, failure: null, cancelFailure: null, notice: null,
      calendar: [], editDay: null, editSlot: 0, editInvalid: false, editFailure: null, uploads: {}, supplyMissing: null, supplyFailure: null,
    },
  });
  return renderSignedIn(<ServiceTrackerView view={connectServiceTracker(snapshot, noop)} flowLinks={<RequestLinks />} />, { route: '/serviceTracker', built: 'all', ...options });
}

/** The ways to make a request the empty tracker offers, as [label, href]. */
function offered(language: 'EN_US' | 'FR' = 'EN_US'): [string, string | null][] {
  const list = screen.queryByRole('list', { name: text('service.tracker.flows', language) });
  if (!list) return [];
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('the empty service tracker', () => {
  it('offers every kind of request a residential customer may make, as the Services menu does', async () => {
    await renderEmptyTracker();
    expect(screen.getByText(text('service.tracker.empty'))).toBeInTheDocument();
    expect(offered()).toEqual([
      [text('nav.moveIn'), '/StartService'],
      [text('nav.kyc'), '/KYCRequest'],
      [text('nav.meterInspection'), '/MeterInspection'],
      [text('nav.moveOut'), '/StopService'],
      [text('nav.newConnection'), '/newConnection'],
      [text('nav.transferService'), '/TransferService'],
      [text('nav.letterOfCredit'), '/LetterOfCredit'],
      [text('nav.otherService'), '/OtherService'],
    ]);
  });

  it('adds the landlord agreement for a landlord, in the language chosen', async () => {
    await renderEmptyTracker({ language: 'FR', session: { user: { personas: [personas.residential, personas.landlord] } } });
    const links = offered('FR');
    expect(links).toHaveLength(9);
    expect(links.at(-1)).toEqual([text('service.landlordAgreement.title', 'FR'), '/LandlordAgreement']);
    expect(links[0]).toEqual([text('nav.moveIn', 'FR'), '/StartService']);
  });

  it('offers only what the rights allow, and nothing (no list) without any', async () => {
    const { unmount } = await renderEmptyTracker({ session: { rights: [rights.trackerView, rights.menuStopService, rights.menuKyc] } });
    expect(offered()).toEqual([
      [text('nav.kyc'), '/KYCRequest'],
      [text('nav.moveOut'), '/StopService'],
    ]);
    unmount();
    await renderEmptyTracker({ session: { rights: [rights.trackerView] } });
    expect(screen.getByText(text('service.tracker.empty'))).toBeInTheDocument();
    expect(screen.queryByText(text('service.tracker.flows'))).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves out the requests that need an account when none is selected', async () => {
    await renderEmptyTracker({ session: { accountNumber: null } });
    const paths = offered().map(([, href]) => href);
    expect(paths).not.toContain('/TransferService');
    expect(paths).not.toContain('/LetterOfCredit');
    expect(paths).not.toContain('/OtherService');
  });
});
