import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsPage } from '../../src/features/public/TermsPage.tsx';
import { okResult, serverFailure, termsContent } from '../support/fixtures.ts';
import { languageFromGlobals } from '../support/i18n.ts';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Public/TermsPage',
  component: TermsPage,
  decorators: [withRouter],
  args: { kind: 'terms', result: okResult(termsContent('EN_US', 'terms')) },
  argTypes: { result: { control: false } },
  // The terms text comes from the server in the chosen language; the date is formatted for it.
  render: (args, context) =>
    args.result.ok ? (
      <TermsPage kind={args.kind} result={okResult(termsContent(languageFromGlobals(context.globals), args.kind))} />
    ) : (
      <TermsPage {...args} />
    ),
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /Term: title, last-updated date in the chosen language, server HTML. */
export const Terms: Story = { parameters: { route: '/Term' } };

/** /PrivacyPolicy. */
export const Privacy: Story = { args: { kind: 'privacy' }, parameters: { route: '/PrivacyPolicy' } };

/** The terms call failed (GEN500): message and retry. */
export const CallFailed: Story = { args: { result: serverFailure('GEN500') }, parameters: { route: '/Term' } };
