import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqPage } from '../../src/features/help/FaqPage.tsx';
import { faqEntries, networkFailure, okResult, serverFailure } from '../support/fixtures.ts';
import { languageFromGlobals } from '../support/i18n.ts';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Help/FaqPage',
  component: FaqPage,
  decorators: [withRouter],
  parameters: { route: '/PreFaq' },
  args: { category: 'top10', titleId: 'faq.title', withTabs: true, result: okResult(faqEntries('EN_US')) },
  argTypes: { result: { control: false } },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /PreFaq: category tabs (Top 10 current) and the questions, in the chosen language. */
export const WithTabs: Story = {
  render: (args, context) => <FaqPage {...args} result={okResult(faqEntries(languageFromGlobals(context.globals)))} />,
};

/** /PreFaq?category=usage: another tab is current. */
export const UsageTab: Story = {
  args: { category: 'usage' },
  parameters: { route: '/PreFaq?category=usage' },
  render: (args, context) => <FaqPage {...args} result={okResult(faqEntries(languageFromGlobals(context.globals)))} />,
};

/** A pre-login category page (/PreOutageFaq): topic links instead of tabs. */
export const CategoryPage: Story = {
  args: { category: 'outages', titleId: 'faq.page.PreOutageFaq', withTabs: false },
  parameters: { route: '/PreOutageFaq' },
  render: (args, context) => (
    <FaqPage {...args} result={okResult(faqEntries(languageFromGlobals(context.globals), 'outages'))} />
  ),
};

/** A category without questions yet. */
export const Empty: Story = {
  args: { category: 'landlord', titleId: 'faq.page.PreLandlordFaq', withTabs: false, result: okResult([]) },
  parameters: { route: '/PreLandlordFaq' },
};

/** The FAQ call failed (network): message and retry. */
export const Failed: Story = { args: { result: networkFailure() } };

/** The FAQ call was throttled (GEN429). */
export const Throttled: Story = { args: { result: serverFailure('GEN429', 429) } };
