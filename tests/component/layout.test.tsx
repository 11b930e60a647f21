import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appVersion, copyrightYear } from '../../src/domain/constants.ts';
import { HelpPage } from '../../src/features/help/HelpPage.tsx';
import { preLoginFaqPageList } from '../../src/features/help/faqPages.ts';
import { Footer } from '../../src/ui/layout/Footer.tsx';
import { PreLoginHeader } from '../../src/ui/layout/PreLoginHeader.tsx';
import { networkFailure, okResult, serviceCentres } from '../../stories/support/fixtures.ts';
import { createStoryRouter } from '../../stories/support/router.tsx';
import { renderPortal, text } from './support/render.tsx';

describe('PreLoginHeader', () => {
  it('on /login shows no home icon', async () => {
    await renderPortal(<PreLoginHeader />, { route: '/login' });
    const nav = screen.getByRole('navigation', { name: text('layout.mainNavigation') });
    expect(within(nav).queryByRole('link', { name: text('layout.home') })).toBeNull();
    expect(within(nav).getByRole('link', { name: text('nav.billPayment') })).toHaveAttribute('href', '/PreBillingPayment');
    expect(within(nav).getByRole('link', { name: text('nav.faq') })).toBeInTheDocument();
    // A visitor finds the outage map and the services overview from every public page.
    expect(within(nav).getByRole('link', { name: text('nav.outages') })).toHaveAttribute('href', '/PreOutages');
    expect(within(nav).getByRole('link', { name: text('shell.navGroup.services') })).toHaveAttribute('href', '/PreloginServices');
    expect(within(nav).getByRole('link', { name: text('nav.help') })).toBeInTheDocument();
  });

  it('elsewhere shows a home icon leading to /login and marks the current page', async () => {
    await renderPortal(<PreLoginHeader />, { route: '/PreFaq' });
    const nav = screen.getByRole('navigation', { name: text('layout.mainNavigation') });
    expect(within(nav).getByRole('link', { name: text('layout.home') })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: text('nav.faq') })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: text('nav.help') })).not.toHaveAttribute('aria-current');
  });

  it('has a skip link, the logo link home and four social links opening in a new tab', async () => {
    await renderPortal(<PreLoginHeader />, { route: '/Help' });
    expect(screen.getByRole('link', { name: text('layout.skipToContent') })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: text('layout.logoAlt') })).toHaveAttribute('href', '/login');
    const social = screen.getByRole('list', { name: text('layout.socialLinks') });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAccessibleName(`${text('layout.social.facebook')} ${text('layout.opensInNewTab')}`);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('Footer', () => {
  it('shows the contact numbers, links, version and copyright', async () => {
    await renderPortal(<Footer />, { route: '/login' });
    expect(screen.getByText('Call center (toll free): 0800 600 147')).toBeInTheDocument();
    expect(screen.getByText('Customer support: 16266')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('footer.howCanWeHelp') })).toHaveAttribute('href', '/Help');
    expect(screen.getByRole('link', { name: text('footer.terms') })).toHaveAttribute('href', '/Term');
    expect(screen.getByRole('link', { name: text('footer.privacy') })).toHaveAttribute('href', '/PrivacyPolicy');
    expect(screen.getByText(`Version ${appVersion}`)).toBeInTheDocument();
    expect(screen.getByText(`© ${copyrightYear} Kgalagadi Power. All rights reserved.`)).toBeInTheDocument();
  });

  it('reads in British English with UK spelling where it differs', async () => {
    await renderPortal(<Footer />, { route: '/login', language: 'EN_UK' });
    expect(screen.getByText('Call centre (toll free): 0800 600 147')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-GB');
  });
});

describe('HelpPage', () => {
  it('shows how to reach the utility, the FAQ topics and the service centres', async () => {
    await renderPortal(<HelpPage centres={okResult(serviceCentres)} />, { route: '/Help' });
    expect(screen.getByRole('heading', { level: 1, name: text('help.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 600 147' })).toHaveAttribute('href', 'tel:0800600147');
    expect(screen.getByRole('link', { name: '16266' })).toHaveAttribute('href', 'tel:16266');
    const topics = screen.getByRole('heading', { level: 2, name: text('help.faqHeading') }).nextElementSibling as HTMLElement;
    expect(within(topics).getAllByRole('link')).toHaveLength(preLoginFaqPageList.length + 1);
    for (const town of ['Gaborone-Main Mall', 'Francistown', 'Maun', 'Palapye', 'Kasane']) {
      expect(screen.getByRole('heading', { level: 3, name: town })).toBeInTheDocument();
    }
    expect(screen.getByText('Plot 89, Mathiba I Road, Maun')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the centres call fails, keeps the rest of the page and offers a retry', async () => {
    const router = createStoryRouter('/Help');
    const invalidate = vi.spyOn(router, 'invalidate').mockResolvedValue(undefined);
    const { user } = await renderPortal(<HelpPage centres={networkFailure()} />, { router });
    expect(screen.getByRole('link', { name: '0800 600 147' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Maun' })).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text('error.loadFailed'));
    await user.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
