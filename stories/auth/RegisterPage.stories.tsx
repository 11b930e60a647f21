import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../support/router.tsx';
import { accountValues, change, contactValues, credentialValues, next, RegisterAt, storyCalls } from './registrationStory.tsx';

const meta = {
  title: 'Auth/Registration/RegisterPage',
  component: RegisterAt,
  decorators: [withRouter],
  parameters: {
    route: '/Register',
    docs: {
      description: {
        component:
          '/Register: account details (validated by the utility), user id and password with live rules and a strength meter, contact details and preferences, terms. Driven by the registration machine with fake calls.',
      },
    },
  },
} satisfies Meta<typeof RegisterAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step, empty. */
export const Empty: Story = { args: { events: [], calls: storyCalls() } };

/** Continue with nothing entered: VLD001. */
export const MissingDetails: Story = { args: { events: [next], calls: storyCalls() } };

/** Bad values: errors beside the fields. */
export const FieldErrors: Story = {
  args: {
    events: [...accountValues, ...change('account', { postCode: '00000', dateOfBirth: '20990101', accountNumber: '12a' }), next],
    calls: storyCalls(),
  },
};

/** Another registration type: the organisation name is asked for. */
export const Organisation: Story = {
  args: { events: [...accountValues, ...change('account', { registrationType: 1 }), next], calls: storyCalls() },
};

/** The account is being validated. */
export const ValidatingAccount: Story = { args: { events: [...accountValues, next], calls: storyCalls({ validate: 'hang' }) } };

/** VA001: the account already has a user. */
export const AlreadyRegistered: Story = { args: { events: [...accountValues, next], calls: storyCalls({ validate: 'VA001' }) } };

/** GEN014: the details do not match the account. */
export const DetailsDoNotMatch: Story = { args: { events: [...accountValues, next], calls: storyCalls({ validate: 'GEN014' }) } };

/** The password rules, some met and some not, with the strength meter. */
export const PasswordRulesPartlyMet: Story = {
  args: { events: [...accountValues, next, ...change('credentials', { userName: 'keabetswe.m', password: 'sunrise2' })], calls: storyCalls() },
};

/** Passwords do not match. */
export const PasswordsDoNotMatch: Story = {
  args: {
    events: [...accountValues, next, ...credentialValues, ...change('credentials', { confirmPassword: 'Sunrise#2025' }), next],
    calls: storyCalls(),
  },
};

/** The user id is taken. */
export const UserIdTaken: Story = {
  args: { events: [...accountValues, next, ...credentialValues, next], calls: storyCalls({ userName: 'taken' }) },
};

/** Contact details with the default preferences. */
export const Contact: Story = { args: { events: [...accountValues, next, ...credentialValues, next], calls: storyCalls() } };

/** Terms not ticked. */
export const TermsMissing: Story = {
  args: {
    events: [...accountValues, next, ...credentialValues, next, ...contactValues, next, { type: 'registration.submit' }],
    calls: storyCalls(),
  },
};

/** The registration is being sent. */
export const Registering: Story = {
  args: {
    events: [...accountValues, next, ...credentialValues, next, ...contactValues, next, { type: 'terms.change', agreed: true }, { type: 'registration.submit' }],
    calls: storyCalls({ register: 'hang' }),
  },
};

/** The server refuses a common password: back on the password step. */
export const CommonPassword: Story = {
  args: {
    events: [...accountValues, next, ...credentialValues, next, ...contactValues, next, { type: 'terms.change', agreed: true }, { type: 'registration.submit' }],
    calls: storyCalls({ register: 'PWD_COMMON' }),
  },
};

/** Something else went wrong on the last step. */
export const RegistrationFailed: Story = {
  args: {
    events: [...accountValues, next, ...credentialValues, next, ...contactValues, next, { type: 'terms.change', agreed: true }, { type: 'registration.submit' }],
    calls: storyCalls({ register: 'GEN500' }),
  },
};
