/**
 * The recovery pages as a user sees them in jsdom: the sign-in card's links, forgot user id and
 * forgot password (Enter sends, errors beside the fields, the page each answer leads to, a refusal
 * keeping what was typed), the reset link (plain, used, migrated with its tracker and focus, the
 * error page of each path), problem sign-in, the status pages in every language.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../src/domain/language.ts';
import { languages } from '../../src/domain/language.ts';
import { ProblemSignInPage } from '../../src/features/auth/problemSignIn/ProblemSignInPage.tsx';
import type { SendProblemSignIn } from '../../src/features/auth/problemSignIn/problemSignInCalls.ts';
import { RecoveryRequestPage } from '../../src/features/auth/recoveryRequest/RecoveryRequestPage.tsx';
import type { SendRecoveryRequest } from '../../src/features/auth/recoveryRequest/recoveryRequestCalls.ts';
import { RecoveryStatusPage, type RecoveryStatus } from '../../src/features/auth/RecoveryStatusPage.tsx';
import { ResetPasswordPage } from '../../src/features/auth/passwordReset/ResetPasswordPage.tsx';
import type { PasswordResetCalls } from '../../src/features/auth/passwordReset/passwordResetCalls.ts';
import { LoginForm } from '../../src/features/auth/LoginForm.tsx';
import { preLoginSessions, sessionViewModel } from '../../stories/support/sessionFixtures.tsx';
import { formatCatalogueText } from '../../stories/support/i18n.ts';
import { asMatched, renderPortal, text } from './support/render.tsx';

const refusal = (msgcode: string, message = '') => Promise.reject(Object.assign(new Error(message), { msgcode, message }));
const key = 'k3Yq8tH2fP0sW9vX1zL4mN6bR7cD5eG-A_uJ0iO2aS4';

describe('sign-in card', () => {
  it('links to forgot user id, forgot password and problem sign-in', async () => {
    const session = sessionViewModel(preLoginSessions.signedOut());
    await renderPortal(<LoginForm session={session} />, { route: '/login' });
    const help = screen.getByRole('navigation', { name: text('recovery.links.label') });
    expect(help).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('recovery.link.forgotUserId') })).toHaveAttribute('href', '/ForgotUserID');
    expect(screen.getByRole('link', { name: text('recovery.link.forgotPassword') })).toHaveAttribute('href', '/ForgotPassword');
    expect(screen.getByRole('link', { name: text('recovery.link.problemSignIn') })).toHaveAttribute('href', '/ProblemSignIn');
    expect(screen.queryByRole('link', { name: text('recovery.backToLogin') })).toBeNull();
  });
});

describe('/ForgotUserID and /ForgotPassword', () => {
  it('forgot user id: a bad address beside the field; Enter sends the address and the success page follows', async () => {
    const send = vi.fn<SendRecoveryRequest>(() => Promise.resolve({ multiple: false }));
    const { user, router } = await renderPortal(<RecoveryRequestPage kind="userId" send={send} />, { route: '/ForgotUserID' });
    expect(screen.getByRole('heading', { level: 1, name: text('recovery.forgotUserId.title') })).toBeInTheDocument();
    const email = screen.getByLabelText(text('recovery.field.email'));
    await user.type(email, 'kagiso@{Enter}');
    expect(email).toHaveAccessibleDescription(text('register.code.REG_EMAIL_FORMAT'));
    expect(send).not.toHaveBeenCalled();
    await user.type(email, 'example.com{Enter}');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/ForgotUserIDSuccess'));
    expect(send).toHaveBeenCalledWith('userId', { email: 'kagiso@example.com' });
  });

  it('forgot user id by account: VLD001 for both fields, then the MultipleAccount page when several users hold it', async () => {
    const send = vi.fn<SendRecoveryRequest>(() => Promise.resolve({ multiple: true }));
    const { user, router } = await renderPortal(<RecoveryRequestPage kind="userId" send={send} />, { route: '/ForgotUserID' });
    await user.click(screen.getByRole('radio', { name: text('recovery.method.account') }));
    await user.click(screen.getByRole('button', { name: text('recovery.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(text('recovery.code.VLD001'));
    await user.type(screen.getByLabelText(text('recovery.field.accountNumber')), '300041526389');
    await user.type(screen.getByLabelText(text('recovery.field.dateOfBirth')), '1984-07-21');
    await user.click(screen.getByRole('button', { name: text('recovery.submit') }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/ForgotUserIDMultipleAccount'));
    expect(send).toHaveBeenCalledWith('userId', { accountNumber: '300041526389', dateOfBirth: '19840721' });
  });

  it('forgot password: a refusal (GEN015) shows its message, keeps the user id, and a second try goes through', async () => {
    const send = vi.fn<SendRecoveryRequest>().mockImplementationOnce(() => refusal('GEN015')).mockImplementation(() => Promise.resolve({ multiple: false }));
    const { user, router } = await renderPortal(<RecoveryRequestPage kind="password" send={send} />, { route: '/ForgotPassword' });
    expect(screen.getByRole('radio', { name: text('recovery.method.userName') })).toBeChecked();
    await user.type(screen.getByLabelText(text('recovery.field.userName')), 'demo.customer{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('recovery.code.GEN015'));
    expect(screen.getByLabelText(text('recovery.field.userName'))).toHaveValue('demo.customer');
    await user.click(screen.getByRole('button', { name: text('recovery.submit') }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/ForgotPasswordSuccess'));
    expect(send).toHaveBeenLastCalledWith('password', { userName: 'demo.customer' });
  });

  it('forgot password by account with several users: the MultipleAccount page offers to ask again with the user id', async () => {
    const send = vi.fn<SendRecoveryRequest>(() => Promise.resolve({ multiple: true }));
    const { user, router } = await renderPortal(<RecoveryRequestPage kind="password" send={send} />, { route: '/ForgotPassword' });
    await user.click(screen.getByRole('radio', { name: text('recovery.method.account') }));
    await user.type(screen.getByLabelText(text('recovery.field.accountNumber')), '300041526389');
    await user.type(screen.getByLabelText(text('recovery.field.dateOfBirth')), '1984-07-21');
    await user.click(screen.getByRole('button', { name: text('recovery.submit') }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/ForgotPasswordMultipleAccount'));
  });
});

function resetCalls(overrides: Partial<PasswordResetCalls> = {}): PasswordResetCalls {
  return {
    validateKey: vi.fn(() => Promise.resolve({ valid: true as const, userName: 'demo.customer', migrated: false })),
    updateUser: vi.fn((body) => Promise.resolve({ updated: true as const, userName: body.userName ?? 'demo.migrated' })),
    resetPassword: vi.fn(() => Promise.resolve({ reset: true as const, userName: 'demo.customer' })),
    ...overrides,
  };
}

describe('/ResetPasswordForm and /UpdateUser', () => {
  it('plain reset: no tracker, live rules, mismatch beside the confirmation, Enter sends, then the success page', async () => {
    const calls = resetCalls();
    const { user, router } = await renderPortal(<ResetPasswordPage resetKey={key} entry="reset" calls={calls} />, { route: '/ResetPasswordForm' });
    expect(await screen.findByRole('heading', { level: 2, name: text('recovery.reset.step.password') })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: text('steps.label') })).toBeNull();
    expect(screen.getByText(formatCatalogueText('recovery.reset.forUser', { user: 'demo.customer' }, 'EN_US'))).toBeInTheDocument();
    const password = screen.getByLabelText(text('recovery.field.password'));
    await user.type(password, 'serowe');
    expect(screen.getByRole('listitem', { name: formatCatalogueText('register.rules.notMet', { rule: text('register.rules.upper') }, 'EN_US') })).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Serowe#Khama1875');
    const confirm = screen.getByLabelText(text('recovery.field.confirmPassword'));
    await user.type(confirm, 'Serowe#Khama1876{Enter}');
    expect(confirm).toHaveAccessibleDescription(text('recovery.code.PWD_MISMATCH'));
    await user.clear(confirm);
    await user.type(confirm, 'Serowe#Khama1875{Enter}');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/ResetPasswordFormSuccess'));
    expect(router?.state.location.search).toEqual({ user: 'demo.customer' });
    expect(calls.resetPassword).toHaveBeenCalledWith({ key, password: 'Serowe#Khama1875', confirmPassword: 'Serowe#Khama1875' });
  });

  it('a used or expired link goes to /ResetError; on /UpdateUser to /ResetUsernameError', async () => {
    const used = resetCalls({ validateKey: vi.fn(() => refusal('RST001')) });
    const first = await renderPortal(<ResetPasswordPage resetKey={key} entry="reset" calls={used} />, { route: '/ResetPasswordForm' });
    await waitFor(() => expect(first.router?.state.location.pathname).toBe('/ResetError'));
    first.unmount();
    const second = await renderPortal(<ResetPasswordPage resetKey={null} entry="update" calls={resetCalls()} />, { route: '/UpdateUser' });
    await waitFor(() => expect(second.router?.state.location.pathname).toBe('/ResetUsernameError'));
  });

  it('a check that fails offers Try again', async () => {
    const validateKey = vi.fn<PasswordResetCalls['validateKey']>()
      .mockImplementationOnce(() => refusal('NETWORK'))
      .mockImplementation(() => Promise.resolve({ valid: true, userName: 'demo.customer', migrated: false }));
    const { user } = await renderPortal(<ResetPasswordPage resetKey={key} entry="reset" calls={resetCalls({ validateKey })} />, { route: '/ResetPasswordForm' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text('recovery.code.NETWORK'));
    await user.click(screen.getByRole('button', { name: text('common.retry') }));
    expect(await screen.findByRole('heading', { level: 2, name: text('recovery.reset.step.password') })).toBeInTheDocument();
  });

  it('migrated user: details with a two-step tracker, focus on the new step, the password, Back keeps the details', async () => {
    const calls = resetCalls({ validateKey: vi.fn(() => Promise.resolve({ valid: true as const, userName: 'demo.migrated', migrated: true })) });
    const { user, router } = await renderPortal(<ResetPasswordPage resetKey={key} entry="reset" calls={calls} />, { route: '/ResetPasswordForm' });
    expect(await screen.findByRole('heading', { level: 2, name: text('recovery.reset.step.details') })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text('steps.label') })).toBeInTheDocument();
    expect(screen.getByLabelText(text('recovery.field.userName'))).toHaveValue('demo.migrated');
    await user.type(screen.getByLabelText(text('recovery.field.email')), 'mpho.ntsima@example.org');
    await user.type(screen.getByLabelText(text('recovery.field.phone')), '76000111{Enter}');
    // A stepper form: Enter does not move on.
    expect(calls.updateUser).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text('recovery.reset.continue') }));
    const passwordHeading = await screen.findByRole('heading', { level: 2, name: text('recovery.reset.step.password') });
    expect(passwordHeading).toHaveFocus();
    expect(calls.updateUser).toHaveBeenCalledWith({ key, userName: 'demo.migrated', email: 'mpho.ntsima@example.org', phone: '76000111' });
    await user.click(screen.getByRole('button', { name: text('recovery.reset.back') }));
    expect(screen.getByLabelText(text('recovery.field.email'))).toHaveValue('mpho.ntsima@example.org');
    await user.click(screen.getByRole('button', { name: text('recovery.reset.continue') }));
    await screen.findByRole('heading', { level: 2, name: text('recovery.reset.step.password') });
    await user.type(screen.getByLabelText(text('recovery.field.password')), 'Serowe#Khama1875');
    await user.type(screen.getByLabelText(text('recovery.field.confirmPassword')), 'Serowe#Khama1875');
    await user.click(screen.getByRole('button', { name: text('recovery.reset.submit') }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/ResetPasswordFormSuccess'));
  });
});

describe('/ProblemSignIn', () => {
  it('VLD001, then the request with its reference, focus on the confirmation', async () => {
    const send = vi.fn<SendProblemSignIn>(() => Promise.resolve({ reference: 'PSI-000042' }));
    const { user } = await renderPortal(<ProblemSignInPage send={send} />, { route: '/ProblemSignIn' });
    await user.click(screen.getByRole('button', { name: text('recovery.problem.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(text('recovery.code.VLD001'));
    await user.type(screen.getByLabelText(text('recovery.field.userName')), 'demo.tfa');
    await user.selectOptions(screen.getByLabelText(text('recovery.problem.issue')), 'locked');
    await user.type(screen.getByLabelText(text('recovery.problem.message')), 'Locked after a trip.');
    await user.click(screen.getByRole('button', { name: text('recovery.problem.submit') }));
    expect(await screen.findByRole('heading', { level: 2, name: text('recovery.problem.sent.title') })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(formatCatalogueText('recovery.problem.sent.body', { reference: 'PSI-000042' }, 'EN_US'));
    expect(send).toHaveBeenCalledWith({ userName: 'demo.tfa', issue: 'locked', message: 'Locked after a trip.' });
  });
});

describe('status pages', () => {
  const pages: [RecoveryStatus, string, string][] = [
    ['forgotUserIdSuccess', 'recovery.forgotUserIdSuccess.title', 'recovery.forgotUserIdSuccess.body'],
    ['forgotUserIdMultiple', 'recovery.multiple.title', 'recovery.forgotUserIdMultiple.body'],
    ['forgotPasswordMultiple', 'recovery.multiple.title', 'recovery.forgotPasswordMultiple.body'],
    ['resetSuccess', 'recovery.resetSuccess.title', 'recovery.resetSuccess.body'],
    ['resetError', 'recovery.resetError.title', 'recovery.resetError.body'],
    ['resetUsernameError', 'recovery.resetError.title', 'recovery.resetUsernameError.body'],
  ];
  it.each(languages.flatMap((language) => pages.map((page) => [language, ...page] as [Language, RecoveryStatus, string, string])))(
    '%s %s',
    async (language, status, title, body) => {
      await renderPortal(<RecoveryStatusPage status={status} userName="demo.customer" />, { route: '/ResetError', language });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(asMatched(text(title, language)));
      expect(screen.getByText(asMatched(text(body, language)))).toBeInTheDocument();
    },
  );

  it('a dead link offers a new one', async () => {
    await renderPortal(<RecoveryStatusPage status="resetError" />, { route: '/ResetError' });
    expect(screen.getByRole('alert')).toHaveTextContent(text('recovery.resetError.body'));
    expect(screen.getByRole('link', { name: text('recovery.resetError.again') })).toHaveAttribute('href', '/ForgotPassword');
  });
});
