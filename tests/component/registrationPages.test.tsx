import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languages } from '../../src/domain/language.ts';
import { ActivationPage, type ActivationResult } from '../../src/features/auth/registration/ActivationPage.tsx';
import { RegisterPage } from '../../src/features/auth/registration/RegisterPage.tsx';
import type { RegistrationCalls } from '../../src/features/auth/registration/registrationCalls.ts';
import { RegisterSuccessPage } from '../../src/features/auth/registration/RegisterSuccessPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../stories/support/i18n.ts';
import { renderPortal, text, type PortalRender } from './support/render.tsx';

const validated = { accountNumber: '300028493760', customerNumber: '1001', maskedEmail: 'k***@example.com', validationToken: 'token', expiresIn: 1800 };

function fakeCalls(overrides: Partial<RegistrationCalls> = {}): RegistrationCalls {
  return {
    validateAccount: vi.fn(() => Promise.resolve(validated)),
    checkUserName: vi.fn(() => Promise.resolve({ available: true })),
    register: vi.fn(() => Promise.resolve({ userName: 'keabetswe.m', maskedEmail: 'k***@example.com' })),
    ...overrides,
  };
}

const refusal = (msgcode: string, message = '') => Promise.reject(Object.assign(new Error(message), { msgcode, message }));

async function renderRegister(calls = fakeCalls()) {
  const rendered = await renderPortal(<RegisterPage calls={calls} />, { route: '/Register' });
  return { ...rendered, calls };
}

async function fillAccount({ user }: PortalRender) {
  await user.type(screen.getByLabelText(text('register.field.accountNumber')), '300028493760');
  await user.type(screen.getByLabelText(text('register.field.firstName')), 'Keabetswe');
  await user.type(screen.getByLabelText(text('register.field.lastName')), 'Modise');
  await user.type(screen.getByLabelText(text('register.field.dateOfBirth')), '1988-03-14');
  await user.type(screen.getByLabelText(text('register.field.idNumber')), '438521907');
  await user.type(screen.getByLabelText(text('register.field.postCode')), '59001');
}

const continueButton = () => screen.getByRole('button', { name: text('register.continue') });
const stepHeading = (id: string) => screen.getByRole('heading', { level: 2, name: text(id) });

async function fillCredentials({ user }: PortalRender, password = 'Sunrise#2024') {
  await user.type(screen.getByLabelText(text('register.field.userName')), 'keabetswe.m');
  await user.type(screen.getByLabelText(text('register.field.password')), password);
  await user.type(screen.getByLabelText(text('register.field.confirmPassword')), password);
}

async function fillContact({ user }: PortalRender) {
  await user.type(screen.getByLabelText(text('register.field.primaryEmail')), 'keabetswe@example.com');
  await user.type(screen.getByLabelText(text('register.field.primaryPhone')), '71234567');
}

describe('/Register', () => {
  it('empty account step: VLD001 for several missing fields, and Enter does not move on', async () => {
    const rendered = await renderRegister();
    expect(stepHeading('register.step.account')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text('steps.label') })).toBeInTheDocument();
    await rendered.user.type(screen.getByLabelText(text('register.field.firstName')), 'Keabetswe{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    await rendered.user.clear(screen.getByLabelText(text('register.field.firstName')));
    await rendered.user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(text('register.code.VLD001'));
    expect(rendered.calls.validateAccount).not.toHaveBeenCalled();
  });

  it('shows a field error beside the field and asks for the organisation name for type 1', async () => {
    const rendered = await renderRegister();
    await fillAccount(rendered);
    await rendered.user.clear(screen.getByLabelText(text('register.field.postCode')));
    await rendered.user.type(screen.getByLabelText(text('register.field.postCode')), '00000');
    await rendered.user.click(screen.getByRole('radio', { name: text('register.type.other') }));
    await rendered.user.click(continueButton());
    expect(screen.getByLabelText(text('register.field.postCode'))).toHaveAccessibleDescription(text('register.code.REG_ZIP_ZEROS'));
    expect(screen.getByLabelText(text('register.field.orgName'))).toHaveAccessibleDescription(text('register.code.REG_ORG_NAME_REQUIRED'));
    expect(rendered.calls.validateAccount).not.toHaveBeenCalled();
  });

  it('shows VA001 from the server as an alert and keeps what was typed', async () => {
    const rendered = await renderRegister(fakeCalls({ validateAccount: vi.fn(() => refusal('VA001', 'server text')) }));
    await fillAccount(rendered);
    await rendered.user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text('register.code.VA001'));
    expect(screen.getByLabelText(text('register.field.accountNumber'))).toHaveValue('300028493760');
    expect(rendered.calls.validateAccount).toHaveBeenCalledWith(expect.objectContaining({ dateOfBirth: '19880314', registrationType: 0 }));
  });

  it('walks every step to success, live password rules, focus on each step heading, and goes to /RegisterSuccess', async () => {
    const rendered = await renderRegister();
    await fillAccount(rendered);
    await rendered.user.click(continueButton());
    await waitFor(() => expect(stepHeading('register.step.credentials')).toHaveFocus());

    await rendered.user.type(screen.getByLabelText(text('register.field.password')), 'abc');
    const rules = screen.getByRole('list', { name: text('register.rules.title') });
    const length = formatCatalogueText('register.rules.length', {}, 'EN_US');
    expect(within(rules).getByRole('listitem', { name: formatCatalogueText('register.rules.notMet', { rule: length }, 'EN_US') })).toBeInTheDocument();
    const lower = text('register.rules.lower');
    expect(within(rules).getByRole('listitem', { name: formatCatalogueText('register.rules.met', { rule: lower }, 'EN_US') })).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: text('register.strength.label') });
    expect(meter).toHaveAttribute('value', '1');
    expect(meter).toHaveAttribute('aria-valuetext', formatCatalogueText('register.strength.text', { count: 1, total: 5 }, 'EN_US'));
    await rendered.user.clear(screen.getByLabelText(text('register.field.password')));

    await fillCredentials(rendered);
    await rendered.user.clear(screen.getByLabelText(text('register.field.confirmPassword')));
    await rendered.user.type(screen.getByLabelText(text('register.field.confirmPassword')), 'Different#1');
    await rendered.user.click(continueButton());
    expect(screen.getByLabelText(text('register.field.confirmPassword'))).toHaveAccessibleDescription('Passwords do not match, please try again');
    await rendered.user.clear(screen.getByLabelText(text('register.field.confirmPassword')));
    await rendered.user.type(screen.getByLabelText(text('register.field.confirmPassword')), 'Sunrise#2024');
    await rendered.user.click(continueButton());
    await waitFor(() => expect(stepHeading('register.step.contact')).toHaveFocus());
    expect(rendered.calls.checkUserName).toHaveBeenCalledWith('keabetswe.m');

    expect(screen.getByRole('checkbox', { name: text('register.field.emailNotification') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: text('register.field.textNotification') })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: text('register.field.paperless') })).toBeChecked();
    await fillContact(rendered);
    await rendered.user.click(continueButton());
    await waitFor(() => expect(stepHeading('register.step.terms')).toHaveFocus());

    expect(screen.getByRole('link', { name: text('register.terms.link') })).toHaveAttribute('href', '/Term');
    await rendered.user.click(screen.getByRole('button', { name: text('register.submit') }));
    expect(screen.getByRole('checkbox', { name: /terms/ })).toHaveAccessibleDescription(text('register.code.REG_TERMS_REQUIRED'));
    await rendered.user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await rendered.user.click(screen.getByRole('button', { name: text('register.submit') }));
    await waitFor(() => expect(rendered.router?.state.location.pathname).toBe('/RegisterSuccess'));
    expect(rendered.router?.state.location.search).toEqual({ email: 'k***@example.com' });
    expect(rendered.calls.register).toHaveBeenCalledWith(
      expect.objectContaining({ validationToken: 'token', userName: 'keabetswe.m', isAggree: true, emailNotification: true, textNotification: false }),
    );
  }, 30_000);

  it('a taken user id is shown beside the field; Back keeps the account details', async () => {
    const rendered = await renderRegister(fakeCalls({ checkUserName: vi.fn(() => Promise.resolve({ available: false })) }));
    await fillAccount(rendered);
    await rendered.user.click(continueButton());
    await screen.findByLabelText(text('register.field.userName'));
    await fillCredentials(rendered);
    await rendered.user.click(continueButton());
    await waitFor(() =>
      expect(screen.getByLabelText(text('register.field.userName'))).toHaveAccessibleDescription(text('register.code.REG_USERNAME_TAKEN')),
    );
    await rendered.user.click(screen.getByRole('button', { name: text('register.back') }));
    expect(screen.getByLabelText(text('register.field.accountNumber'))).toHaveValue('300028493760');
  });

  it('a common password refused by the server goes back to the password with a clear message', async () => {
    const rendered = await renderRegister(fakeCalls({ register: vi.fn(() => refusal('PWD_COMMON')) }));
    await fillAccount(rendered);
    await rendered.user.click(continueButton());
    await screen.findByLabelText(text('register.field.userName'));
    await fillCredentials(rendered);
    await rendered.user.click(continueButton());
    await screen.findByLabelText(text('register.field.primaryEmail'));
    await fillContact(rendered);
    await rendered.user.click(continueButton());
    await rendered.user.click(await screen.findByRole('checkbox', { name: /terms/ }));
    await rendered.user.click(screen.getByRole('button', { name: text('register.submit') }));
    await waitFor(() =>
      expect(screen.getByLabelText(text('register.field.password'))).toHaveAccessibleDescription(text('register.code.PWD_COMMON')),
    );
  }, 30_000);
});

describe('/RegisterSuccess', () => {
  it('says where the activation link went', async () => {
    await renderPortal(<RegisterSuccessPage email="k***@example.com" />, { route: '/RegisterSuccess' });
    expect(screen.getByRole('heading', { level: 1, name: text('registerSuccess.title') })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(formatCatalogueText('registerSuccess.sentTo', { email: 'k***@example.com' }, 'EN_US'));
  });
});

let keys = 0;
const nextKey = () => `activation-key-${String(++keys).padStart(4, '0')}`;

describe('/UserAccountActivation', () => {
  it('activates once per key even when effects run twice, then offers Sign in', async () => {
    const activate = vi.fn(() => Promise.resolve<ActivationResult>({ status: 'active' }));
    const key = nextKey();
    await renderPortal(
      <StrictMode>
        <ActivationPage activationKey={key} activate={activate} />
      </StrictMode>,
      { route: '/UserAccountActivation' },
    );
    expect(await screen.findByText(text('activation.done'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('activation.signIn') })).toHaveAttribute('href', '/login');
    expect(activate).toHaveBeenCalledExactlyOnceWith(key);
  });

  it('an expired link says so and links to /Register', async () => {
    const activate = vi.fn(() => Promise.resolve<ActivationResult>({ status: 'failed', msgcode: 'ACT001', message: 'x' }));
    await renderPortal(<ActivationPage activationKey={nextKey()} activate={activate} />, { route: '/UserAccountActivation', language: 'FR' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('register.code.ACT001', 'FR'));
    expect(within(alert).getByRole('link', { name: text('activation.registerAgain', 'FR') })).toHaveAttribute('href', '/Register');
  });
});

describe('registration catalogues', () => {
  it.each(languages)('%s has a text for every code the pages can show', (language) => {
    const codes = ['VLD001', 'VA001', 'GEN014', 'GEN015', 'GEN500', 'REG001', 'REG_USERNAME_TAKEN', 'REG_TERMS_REQUIRED', 'ACT001', 'PWD_COMMON', 'PWD_MISMATCH', 'PWD_RULES'];
    for (const code of codes) expect(catalogueFor(language), code).toHaveProperty([`register.code.${code}`]);
  });
});
