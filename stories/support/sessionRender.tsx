/**
 * Component tests of the signed-in views: renders a view inside the portal's providers, a fake
 * signed-in session and the signed-in router (tests only; stories use withSignedInSession).
 */
import type { ReactElement } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../src/domain/language.ts';
import { PortalProviders } from './providers.tsx';
import { SignedInHarness, type SignedInOptions, type SignedInRouter } from './sessionTestProvider.tsx';

export type SignedInRender = RenderResult & { user: ReturnType<typeof userEvent.setup>; router: SignedInRouter };

export async function renderSignedIn(ui: ReactElement, options: SignedInOptions & { language?: Language } = {}): Promise<SignedInRender> {
  const { language = 'EN_US', ...harness } = options;
  const user = userEvent.setup();
  let router: SignedInRouter | undefined;
  const result = render(
    <PortalProviders language={language}>
      <SignedInHarness {...harness} onRouter={(created) => (router = created)}>
        {ui}
      </SignedInHarness>
    </PortalProviders>,
  );
  await waitFor(() => {
    if (document.querySelector('.fullscreen-loader')) throw new Error('texts still loading');
    if (!router || router.state.status !== 'idle' || router.state.matches.length === 0) throw new Error('router not ready');
  });
  return { ...result, user, router: router! };
}
