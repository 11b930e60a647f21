import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../support/router.tsx';
import { change, contactValues, credentialValues, GuestRegistrationAt, next, registrationCalls } from '../support/guestStory.tsx';

const meta = {
  title: 'Auth/Guest/GuestRegistrationPage',
  component: GuestRegistrationAt,
  decorators: [withRouter],
  parameters: {
    route: '/GuestRegistration',
    docs: {
      description: {
        component:
          '/GuestRegister and /GuestRegistration: the invitation key is checked first; the invitation (who, which account, until when); then user id and password with live rules and a strength meter, contact details with contact types, terms. Driven by the guest registration machine with fake calls.',
      },
    },
  },
} satisfies Meta<typeof GuestRegistrationAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation is being checked. */
export const CheckingInvitation: Story = { args: { events: [], calls: registrationCalls({ load: 'hang' }) } };

/** /GuestRegister: who invited the guest to which account, until when. */
export const Invitation: Story = { args: { events: [], calls: registrationCalls(), entry: 'invitation' }, parameters: { route: '/GuestRegister' } };

/** The invitation could not be read (network): Try again. */
export const InvitationUnavailable: Story = { args: { events: [], calls: registrationCalls({ load: 'NETWORK' }) } };

/** The first step, empty. */
export const Credentials: Story = { args: { events: [], calls: registrationCalls() } };

/** Continue with nothing entered: VLD001. */
export const MissingDetails: Story = { args: { events: [next], calls: registrationCalls() } };

/** The password rules, some met and some not, with the strength meter. */
export const PasswordRulesPartlyMet: Story = {
  args: { events: change('credentials', { userName: 'tumelo.m', password: 'kgale2031' }), calls: registrationCalls() },
};

/** Passwords do not match. */
export const PasswordsDoNotMatch: Story = {
  args: { events: [...credentialValues, ...change('credentials', { confirmPassword: 'Kgale#Hill2032' }), next], calls: registrationCalls() },
};

/** The user id is taken. */
export const UserIdTaken: Story = { args: { events: [...credentialValues, next], calls: registrationCalls({ userName: 'taken' }) } };

/** Contact details: the invited e-mail filled in, mobile and landline types. */
export const Contact: Story = { args: { events: [...credentialValues, next], calls: registrationCalls() } };

/** A 7-digit number as a mobile: refused beside the field. */
export const PhoneRefused: Story = {
  args: { events: [...credentialValues, next, ...change('contact', { primaryPhone: '3951234', secondaryPhone: '0123456' }), next], calls: registrationCalls() },
};

/** Terms not ticked. */
export const TermsMissing: Story = {
  args: { events: [...credentialValues, next, ...contactValues, next, { type: 'registration.submit' }], calls: registrationCalls() },
};

/** The registration is being sent. */
export const Registering: Story = {
  args: {
    events: [...credentialValues, next, ...contactValues, next, { type: 'terms.change', agreed: true }, { type: 'registration.submit' }],
    calls: registrationCalls({ register: 'hang' }),
  },
};

/** GINV002: not the invited address; back on the contact step with the reason beside the e-mail. */
export const NotTheInvitedEmail: Story = {
  args: {
    events: [...credentialValues, next, ...contactValues, next, { type: 'terms.change', agreed: true }, { type: 'registration.submit' }],
    calls: registrationCalls({ register: 'GINV002' }),
  },
};

/** The server failed: the reason, everything kept, Register again. */
export const RegistrationFailed: Story = {
  args: {
    events: [...credentialValues, next, ...contactValues, next, { type: 'terms.change', agreed: true }, { type: 'registration.submit' }],
    calls: registrationCalls({ register: 'GEN500' }),
  },
};
