import type { ReactElement } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Language } from '../../../src/domain/language.ts';
import type { LoadTextsOutput } from '../../../machines/common/language/language.types.ts';
import { catalogueFor } from '../../../stories/support/i18n.ts';
import { PortalProviders } from '../../../stories/support/providers.tsx';
import { createStoryRouter, MemoryRouter, type StoryRouter } from '../../../stories/support/router.tsx';

export interface PortalRenderOptions {
  language?: Language;
  /** Render inside the in-memory router at this path. */
  route?: string;
  /** Or inside this router (to spy on invalidate, read the location...). */
  router?: StoryRouter;
  load?: (language: Language) => Promise<LoadTextsOutput>;
  user?: UserEventOptions;
}

export type PortalRender = RenderResult & { user: ReturnType<typeof userEvent.setup>; router: StoryRouter | undefined };

/**
 * Renders `ui` as the portal does: toast actor + language machine (texts from the bundled
 * catalogues) and, when asked, the in-memory router. Resolves once the texts are on screen and the
 * router has matched its location.
 */
export async function renderPortal(ui: ReactElement, options: PortalRenderOptions = {}): Promise<PortalRender> {
  const { language = 'EN_US', load, user: userOptions } = options;
  const router = options.router ?? (options.route ? createStoryRouter(options.route) : undefined);
  const user = userEvent.setup(userOptions);
  const result = render(
    <PortalProviders language={language} load={load}>
      {router ? <MemoryRouter router={router}>{ui}</MemoryRouter> : ui}
    </PortalProviders>,
  );
  await waitFor(() => expect(document.querySelector('.fullscreen-loader')).toBeNull());
  if (router) await waitFor(() => expect(router.state.status).toBe('idle'));
  if (router) await waitFor(() => expect(router.state.matches.length).toBeGreaterThan(0));
  return { ...result, user, router };
}

/**
 * A text as getByText and toHaveTextContent compare it: their default normalizer collapses every
 * white space, the no-break space of French typography ("mise à jour : ...") included.
 */
export function asMatched(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** A catalogue text as the user reads it (placeholders for contacts already replaced). */
export function text(id: string, language: Language = 'EN_US'): string {
  const value = catalogueFor(language)[id];
  if (value === undefined) throw new Error(`No text ${id} in ${language}`);
  return value;
}
