import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '../support/router.tsx';
import { accountInput, amount, back, guestInput, meter, newCard, next, pay, RechargeAt, storyCalls, submitMethod } from './rechargeStory.tsx';

const meta = {
  title: 'Payment/Recharge/RechargePage',
  component: RechargeAt,
  decorators: [withRouter],
  parameters: {
    route: '/RechargeMeter',
    docs: {
      description: {
        component:
          '/RechargeMeter (a visitor, any prepaid meter) and /Recharge (signed in, the account meter): meter checked first, amount within the limits, the shared payment-method step, review with the convenience fee, then the 20-digit token and its reference. Driven by the recharge machine with fake calls.',
      },
    },
  },
} satisfies Meta<typeof RechargeAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const toMethod = [meter(), next, amount(), next];
const toReview = [...toMethod, ...newCard(), submitMethod];

/** A visitor starts: the meter number, empty. */
export const MeterEmpty: Story = { args: { input: guestInput, script: [], calls: storyCalls() } };

/** Continue with nothing typed: the message beside the field. */
export const MeterMissing: Story = {
  args: { input: guestInput, script: [next], calls: storyCalls() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too few digits: refused before any call. */
export const MeterTooShort: Story = { args: { input: guestInput, script: [meter('0411'), next], calls: storyCalls() } };

/** The meter is being checked. */
export const MeterChecking: Story = { args: { input: guestInput, script: [meter(), next], calls: storyCalls({ meter: 'hang' }) } };

/** No prepaid meter has this number. */
export const MeterNotFound: Story = { args: { input: guestInput, script: [meter('04112873366'), next], calls: storyCalls({ meter: 'PAY_METER_NOT_FOUND' }) } };

/** The check could not be made: the message and Continue tries again. */
export const MeterCheckFailed: Story = { args: { input: guestInput, script: [meter(), next], calls: storyCalls({ meter: 'NETWORK' }) } };

/** Too many wrong numbers from this address: blocked for a while. */
export const MeterCheckBlocked: Story = { args: { input: guestInput, script: [meter(), next], calls: storyCalls({ meter: 'GEN015' }) } };

/** The amount step: the masked holder, the limits and the estimate of units. */
export const Amount: Story = { args: { input: guestInput, script: [meter(), next, amount()], calls: storyCalls() } };

/** Below the smallest recharge. */
export const AmountBelowMinimum: Story = { args: { input: guestInput, script: [meter(), next, amount('5'), next], calls: storyCalls() } };

/** Not an amount. */
export const AmountNotANumber: Story = { args: { input: guestInput, script: [meter(), next, amount('1O0'), next], calls: storyCalls() } };

/** The shared payment-method step, for a visitor: a new card or bank account. */
export const Method: Story = { args: { input: guestInput, script: toMethod, calls: storyCalls() } };

/** A wrong card number is refused on the method step, before any call. */
export const MethodCardNumberWrong: Story = {
  args: { input: guestInput, script: [...toMethod, ...newCard('4242 4242 4242 4241'), submitMethod], calls: storyCalls() },
};

/** The review: amount, card fee (2.5%, at least P 5.00) and total. */
export const Review: Story = {
  args: { input: guestInput, script: toReview, calls: storyCalls() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Pay|Payer|Pagar/ })).toBeEnabled();
  },
};

/** Paying: the token is being vended. */
export const Recharging: Story = { args: { input: guestInput, script: [...toReview, pay], calls: storyCalls({ recharge: 'hang' }) } };

/** The answer never came: the message and Try again (the same Idempotency-Key). */
export const RechargeFailed: Story = { args: { input: guestInput, script: [...toReview, pay], calls: storyCalls({ recharge: 'NETWORK' }) } };

/** The card was declined (F301): back on the method step with the catalogue message. */
export const CardDeclined: Story = { args: { input: guestInput, script: [...toReview, pay], calls: storyCalls({ recharge: 'F301' }) } };

/** The card is expired at the gateway (F305). */
export const CardExpired: Story = { args: { input: guestInput, script: [...toReview, pay], calls: storyCalls({ recharge: 'F305' }) } };

/** The token: 20 digits in groups of 4, a copy button, the reference. */
export const Success: Story = {
  args: { input: guestInput, script: [...toReview, pay], calls: storyCalls() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4821 3907 5611 2349 8850')).toBeInTheDocument();
    // The reference shows in groups of four (a span each) and reads whole.
    await expect(canvas.getByText((_, element) => element?.className === 'grouped-number' && element.textContent === 'PP3000528371040009')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button')[0]!);
  },
};

/** Signed in: the account meter is being checked. */
export const AccountChecking: Story = { parameters: { route: '/Recharge' }, args: { input: accountInput, script: [], calls: storyCalls({ meter: 'hang' }) } };

/** Signed in: the account meter could not be checked; Try again. */
export const AccountCheckFailed: Story = { parameters: { route: '/Recharge' }, args: { input: accountInput, script: [], calls: storyCalls({ meter: 'NETWORK' }) } };

/** Signed in: the amount for the account meter. */
export const AccountAmount: Story = { parameters: { route: '/Recharge' }, args: { input: accountInput, script: [amount('60')], calls: storyCalls() } };

/** Signed in: the saved methods are being read. */
export const AccountLoadingMethods: Story = {
  parameters: { route: '/Recharge' },
  args: { input: accountInput, script: [amount('60'), next], calls: storyCalls({ saved: 'hang' }) },
};

/** Signed in: the saved card is offered first. */
export const AccountSavedMethod: Story = { parameters: { route: '/Recharge' }, args: { input: accountInput, script: [amount('60'), next], calls: storyCalls() } };

/** Signed in: saved methods could not be read; a new card or bank account can still pay. */
export const AccountSavedMethodsFailed: Story = {
  parameters: { route: '/Recharge' },
  args: { input: accountInput, script: [amount('60'), next], calls: storyCalls({ saved: 'NETWORK' }) },
};

/** Signed in: the review with the saved card. */
export const AccountReview: Story = {
  parameters: { route: '/Recharge' },
  args: { input: accountInput, script: [amount('60'), next, submitMethod], calls: storyCalls() },
};

/** Signed in: back from the review to change the method. */
export const AccountBackToMethod: Story = {
  parameters: { route: '/Recharge' },
  args: { input: accountInput, script: [amount('60'), next, submitMethod, back], calls: storyCalls() },
};

/** Signed in: the token, with a link to Token & Transaction History. */
export const AccountSuccess: Story = {
  parameters: { route: '/Recharge' },
  args: { input: accountInput, script: [amount('60'), next, submitMethod, pay], calls: storyCalls() },
};
