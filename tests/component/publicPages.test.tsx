import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localeTags, type Language } from '../../src/domain/language.ts';
import { ErrorPage } from '../../src/features/public/ErrorPage.tsx';
import { MaintenancePage } from '../../src/features/public/MaintenancePage.tsx';
import { TermsPage } from '../../src/features/public/TermsPage.tsx';
import { UnsupportedBrowserPage } from '../../src/features/public/UnsupportedBrowserPage.tsx';
import {
  activeMaintenance,
  networkFailure,
  noActiveMaintenance,
  okResult,
  serverFailure,
  termsContent,
  termsLastUpdated,
} from '../../stories/support/fixtures.ts';
import { storyLanguages } from '../../stories/support/i18n.ts';
import { createStoryRouter } from '../../stories/support/router.tsx';
import { asMatched, renderPortal, text } from './support/render.tsx';

describe('MaintenancePage', () => {
  it('shows the server message of each active item, the apology with the emergency number', async () => {
    await renderPortal(<MaintenancePage result={okResult(activeMaintenance('EN_US'))} />, { route: '/Maintenance' });
    expect(screen.getByRole('heading', { level: 1, name: text('maintenance.title') })).toBeInTheDocument();
    const messages = screen.getByRole('status');
    expect(messages).toHaveTextContent(
      'The portal is being upgraded on Saturday 15 March from 22:00 to 02:00. Payments and prepaid token purchases are unavailable during this time.',
    );
    expect(messages).toHaveTextContent(text('maintenance.apology'));
    expect(messages).toHaveTextContent('For emergencies call 16266.');
    // Finished items are not shown.
    expect(screen.queryByText(/Completed: billing system upgrade/)).toBeNull();
  });

  it('says maintenance is over when no item is active, with a link home', async () => {
    await renderPortal(<MaintenancePage result={okResult(noActiveMaintenance)} />, { route: '/Maintenance' });
    expect(screen.getByText(text('maintenance.over'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('errorPage.home') })).toHaveAttribute('href', '/login');
  });

  it('a failed call offers a retry that reloads the route data', async () => {
    const router = createStoryRouter('/Maintenance');
    const invalidate = vi.spyOn(router, 'invalidate').mockResolvedValue(undefined);
    const { user } = await renderPortal(<MaintenancePage result={networkFailure()} />, { router });
    expect(screen.getByRole('alert')).toHaveTextContent(text('error.loadFailed'));
    await user.click(screen.getByRole('button', { name: text('common.retry') }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

describe('TermsPage', () => {
  const expectedDates: Record<Language, RegExp> = {
    EN_US: /Mar 14, 2025/,
    EN_UK: /14 Mar 2025/,
    ES: /14 mar 2025/,
    FR: /14 mars 2025/,
  };

  it.each(storyLanguages)('shows the last-updated date formatted for %s', async (language) => {
    await renderPortal(<TermsPage kind="terms" result={okResult(termsContent(language, 'terms'))} />, {
      route: '/Term',
      language,
    });
    expect(screen.getByRole('heading', { level: 1, name: text('terms.title', language) })).toBeInTheDocument();
    const formatted = new Intl.DateTimeFormat(localeTags[language], { year: 'numeric', month: 'short', day: '2-digit' }).format(
      new Date(termsLastUpdated),
    );
    const line = screen.getByText(asMatched(text('terms.lastUpdated', language).replace('{date}', formatted)));
    expect(line).toHaveTextContent(expectedDates[language]);
  });

  it('renders the terms text as sanitised HTML', async () => {
    await renderPortal(<TermsPage kind="terms" result={okResult(termsContent('EN_US', 'terms'))} />, { route: '/Term' });
    expect(screen.getByRole('heading', { level: 3, name: '1. Using the portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '16266' })).toHaveAttribute('href', 'tel:16266');
  });

  it('shows the privacy policy title for the privacy variant', async () => {
    await renderPortal(<TermsPage kind="privacy" result={okResult(termsContent('ES', 'privacy'))} />, {
      route: '/PrivacyPolicy',
      language: 'ES',
    });
    expect(screen.getByRole('heading', { level: 1, name: text('privacy.title', 'ES') })).toBeInTheDocument();
    expect(screen.getByText('Nunca guardamos el número completo de la tarjeta.')).toBeInTheDocument();
  });

  it('leaves the date out when the server sends none', async () => {
    await renderPortal(
      <TermsPage kind="terms" result={okResult({ ...termsContent('EN_US', 'terms'), lastUpdated: '' })} />,
      { route: '/Term' },
    );
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('a failed call shows the server message and a retry', async () => {
    const router = createStoryRouter('/Term');
    const invalidate = vi.spyOn(router, 'invalidate').mockResolvedValue(undefined);
    const { user } = await renderPortal(<TermsPage kind="terms" result={serverFailure('GEN500')} />, { router });
    expect(screen.getByRole('alert')).toHaveTextContent(text('error.GEN500'));
    await user.click(screen.getByRole('button', { name: text('common.retry') }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorPage', () => {
  it('general error: title, body and the way home', async () => {
    await renderPortal(<ErrorPage variant="error" />, { route: '/Error' });
    expect(screen.getByRole('heading', { level: 1, name: text('errorPage.title') })).toBeInTheDocument();
    expect(screen.getByText(text('errorPage.body'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('errorPage.home') })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: text('footer.howCanWeHelp') })).toHaveAttribute('href', '/Help');
  });

  it('not found', async () => {
    await renderPortal(<ErrorPage variant="notFound" />, { route: '/Error404', language: 'FR' });
    expect(screen.getByRole('heading', { level: 1, name: text('notFoundPage.title', 'FR') })).toBeInTheDocument();
    expect(screen.getByText(text('notFoundPage.body', 'FR'))).toBeInTheDocument();
  });
});

describe('UnsupportedBrowserPage', () => {
  it('offers the four supported browsers, each opening in a new tab', async () => {
    await renderPortal(<UnsupportedBrowserPage />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Download Google Chrome (opens in a new tab)',
      'Download Microsoft Edge (opens in a new tab)',
      'Download Mozilla Firefox (opens in a new tab)',
      'Download Apple Safari (opens in a new tab)',
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
