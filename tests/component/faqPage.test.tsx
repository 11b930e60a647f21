import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FaqList, FaqPage } from '../../src/features/help/FaqPage.tsx';
import { faqTabCategories, preLoginFaqPageList } from '../../src/features/help/faqPages.ts';
import { faqEntries, networkFailure, okResult, serverFailure } from '../../stories/support/fixtures.ts';
import { createStoryRouter } from '../../stories/support/router.tsx';
import { renderPortal, text } from './support/render.tsx';

describe('FaqPage', () => {
  it('shows the title, the category tabs and every question of the category on /PreFaq', async () => {
    await renderPortal(<FaqPage category="top10" titleId="faq.title" result={okResult(faqEntries('EN_US'))} withTabs />, {
      route: '/PreFaq',
    });
    expect(screen.getByRole('heading', { level: 1, name: text('faq.title') })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: text('faq.categories') });
    expect(within(tabs).getAllByRole('link')).toHaveLength(faqTabCategories.length);
    const current = within(tabs).getByRole('link', { name: text('faq.category.top10') });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: text('faq.category.usage') })).toHaveAttribute(
      'href',
      '/PreFaq?category=usage',
    );
    expect(screen.getByRole('heading', { level: 2, name: text('faq.category.top10') })).toBeInTheDocument();
    for (const entry of faqEntries('EN_US')) {
      expect(screen.getByRole('button', { name: entry.question })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens an answer, with its links kept and its markup sanitised', async () => {
    const { user } = await renderPortal(
      <FaqPage category="top10" titleId="faq.title" result={okResult(faqEntries('EN_US'))} withTabs />,
      { route: '/PreFaq' },
    );
    await user.click(screen.getByRole('button', { name: 'Who do I call when the power is out?' }));
    const answer = screen.getByRole('region', { name: 'Who do I call when the power is out?' });
    expect(within(answer).getByRole('link', { name: '16266' })).toHaveAttribute('href', 'tel:16266');
    expect(within(answer).getByRole('link', { name: '0800 600 147' })).toHaveAttribute('href', 'tel:0800600147');
  });

  it('on a category page shows topic links instead of tabs', async () => {
    await renderPortal(
      <FaqPage category="outages" titleId="faq.page.PreOutageFaq" result={okResult(faqEntries('EN_US', 'outages'))} />,
      { route: '/PreOutageFaq' },
    );
    expect(screen.getByRole('heading', { level: 1, name: text('faq.page.PreOutageFaq') })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: text('faq.categories') })).toBeNull();
    const topics = screen.getByRole('navigation', { name: text('faq.topics') });
    expect(within(topics).getAllByRole('link')).toHaveLength(preLoginFaqPageList.length + 1);
    expect(within(topics).getByRole('link', { name: text('faq.page.PreOutageFaq') })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'How do I report a fallen power line?' })).toBeInTheDocument();
  });

  it('shows the questions in the chosen language', async () => {
    await renderPortal(<FaqPage category="top10" titleId="faq.title" result={okResult(faqEntries('FR'))} withTabs />, {
      route: '/PreFaq',
      language: 'FR',
    });
    expect(screen.getByRole('heading', { level: 1, name: text('faq.title', 'FR') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qui appeler en cas de coupure ?' })).toBeInTheDocument();
  });

  it('says so when a category has no questions', async () => {
    await renderPortal(<FaqPage category="landlord" titleId="faq.page.PreLandlordFaq" result={okResult([])} />, {
      route: '/PreLandlordFaq',
    });
    expect(screen.getByText(text('faq.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('common.retry') })).toBeNull();
  });

  it('a failed call shows the message and a retry button that reloads the route data', async () => {
    const router = createStoryRouter('/PreFaq');
    const invalidate = vi.spyOn(router, 'invalidate').mockResolvedValue(undefined);
    const { user } = await renderPortal(
      <FaqPage category="top10" titleId="faq.title" result={networkFailure()} withTabs />,
      { router },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text('error.loadFailed'));
    expect(screen.queryByRole('button', { name: faqEntries('EN_US')[0]?.question })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('a server failure with a known message code shows that message', async () => {
    await renderPortal(<FaqList result={serverFailure('GEN429', 429)} />, { route: '/PreFaq' });
    expect(screen.getByRole('alert')).toHaveTextContent(text('error.GEN429'));
  });
});
