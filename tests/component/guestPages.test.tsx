import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleInvitation } from '../../machines/auth/guestRegistration/guestRegistration.catalogue.ts';
import { sampleGuests } from '../../machines/account/guestUsers/guestUsers.catalogue.ts';
import { rights } from '../../src/domain/rights.ts';
import { GuestRegistrationPage } from '../../src/features/auth/guestRegistration/GuestRegistrationPage.tsx';
import type { GuestRegistrationCalls } from '../../src/features/auth/guestRegistration/guestRegistrationCalls.ts';
import { GuestInviteErrorPage, GuestRegistrationSuccessPage } from '../../src/features/auth/guestRegistration/GuestStatusPages.tsx';
import { GuestUserPage } from '../../src/features/account/guestUsers/GuestUserPage.tsx';
import type { GuestUserCalls } from '../../src/features/account/guestUsers/guestUsersCalls.ts';
import { catalogueFor, formatCatalogueText } from '../../stories/support/i18n.ts';
import { languages } from '../../src/domain/language.ts';
import { guestRegistrationSteps } from '../../machines/auth/guestRegistration/guestRegistration.machine.ts';
import { homeAccount } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import { renderPortal, text } from './support/render.tsx';

const key = 'demo-guest-register-molefe-home-2026';
const refusal = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));

function registrationCalls(overrides: Partial<GuestRegistrationCalls> = {}): GuestRegistrationCalls {
  return {
    loadInvitation: vi.fn(() => Promise.resolve(sampleInvitation)),
    checkUserName: vi.fn(() => Promise.resolve({ available: true })),
    registerGuest: vi.fn(() => Promise.resolve({ userName: 'tumelo.m', accountNumber: '********6371', accessUntil: sampleInvitation.accessUntil })),
    ...overrides,
  };
}

const label = (id: string) => screen.getByLabelText(text(id), { exact: true });

describe('guest registration pages', () => {
  it('every step label of the guest registration machine has a text in every language', () => {
    for (const language of languages) {
      for (const step of guestRegistrationSteps) expect(catalogueFor(language), `${language} ${step.labelId}`).toHaveProperty([step.labelId]);
    }
  });

  it('/GuestRegister shows the invitation with a link to the form carrying the key', async () => {
    const calls = registrationCalls();
    await renderPortal(<GuestRegistrationPage invitationKey={key} entry="invitation" calls={calls} />, { route: `/GuestRegister?key=${key}` });
    expect(await screen.findByRole('heading', { level: 1, name: text('guest.invitation.title') })).toBeInTheDocument();
    expect(screen.getByText(formatCatalogueText('guest.invitation.lead', { inviterName: 'Kagiso Thabo Molefe', accountNumber: '********6371' }, 'EN_US'))).toBeInTheDocument();
    expect(screen.getByText(text('guest.role.guest'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('guest.invitation.start') })).toHaveAttribute('href', `/GuestRegistration?key=${key}`);
    expect(calls.loadInvitation).toHaveBeenCalledWith(key);
  });

  it('a used invitation goes to /GuestInviteError with the reason', async () => {
    const { router } = await renderPortal(
      <GuestRegistrationPage invitationKey={key} entry="form" calls={registrationCalls({ loadInvitation: () => refusal('GINV001') })} />,
      { route: `/GuestRegistration?key=${key}` },
    );
    await waitFor(() => expect(router?.state.location.pathname).toBe('/GuestInviteError'));
    expect(router?.state.location.search).toEqual({ reason: 'GINV001' });
  });

  it('walks the steps: rules live, contact type decides the phone rule, terms; then /GuestRegistrationSuccess', async () => {
    const calls = registrationCalls();
    const { user, router } = await renderPortal(<GuestRegistrationPage invitationKey={key} entry="form" calls={calls} />, { route: `/GuestRegistration?key=${key}` });
    await screen.findByRole('heading', { level: 2, name: text('guest.register.step.credentials') });
    await user.type(label('guest.field.userName'), 'tumelo.m');
    await user.type(label('guest.field.password'), 'Kgale#Hill2031');
    expect(screen.getByRole('listitem', { name: formatCatalogueText('register.rules.met', { rule: text('register.rules.special') }, 'EN_US') })).toBeInTheDocument();
    await user.type(label('guest.field.confirmPassword'), 'Kgale#Hill2031');
    await user.click(screen.getByRole('button', { name: text('guest.continue') }));

    const contactHeading = await screen.findByRole('heading', { level: 2, name: text('guest.register.step.contact') });
    await waitFor(() => expect(contactHeading).toHaveFocus());
    expect(label('guest.field.primaryEmail')).toHaveValue('tumelo.masire@example.com');
    await user.type(label('guest.field.primaryPhone'), '3951234');
    await user.click(screen.getByRole('button', { name: text('guest.continue') }));
    expect(label('guest.field.primaryPhone')).toHaveAccessibleDescription(text('register.code.REG_PHONE_LENGTH'));
    await user.click(within(screen.getByRole('group', { name: text('guest.field.primaryPhoneType') })).getByRole('radio', { name: text('guest.contactType.landline') }));
    expect(label('guest.field.primaryPhone')).not.toHaveAccessibleDescription(text('register.code.REG_PHONE_LENGTH'));
    await user.click(screen.getByRole('button', { name: text('guest.continue') }));

    await screen.findByRole('heading', { level: 2, name: text('guest.register.step.terms') });
    await user.click(screen.getByRole('checkbox', { name: new RegExp(text('guest.terms.link')) }));
    await user.click(screen.getByRole('button', { name: text('guest.submit') }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/GuestRegistrationSuccess'));
    expect(calls.registerGuest).toHaveBeenCalledWith(
      expect.objectContaining({ userName: 'tumelo.m', primaryPhone: '3951234', primaryPhoneType: 2, primaryEmail: 'tumelo.masire@example.com', validationKey: key, isAggree: true }),
    );
  });

  it('the status pages say what happened and lead to sign-in', async () => {
    await renderPortal(<GuestRegistrationSuccessPage userName="tumelo.m" />, { route: '/GuestRegistrationSuccess' });
    expect(screen.getByRole('status')).toHaveTextContent(formatCatalogueText('guest.success.text', { userName: 'tumelo.m' }, 'EN_US'));
    expect(screen.getByRole('link', { name: text('guest.signIn') })).toHaveAttribute('href', '/login');
  });

  it('/GuestInviteError explains a used invitation in Spanish', async () => {
    await renderPortal(<GuestInviteErrorPage reason="GINV001" />, { route: '/GuestInviteError', language: 'ES' });
    expect(screen.getByRole('alert')).toHaveTextContent(text('guest.code.GINV001', 'ES'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('guest.inviteError.title', 'ES'));
  });
});

function guestUserCalls(overrides: Partial<GuestUserCalls> = {}): GuestUserCalls {
  return {
    loadGuests: vi.fn(() => Promise.resolve({ accountNumber: '******4567', guests: sampleGuests })),
    inviteGuest: vi.fn((body) => Promise.resolve({ email: body.email, accountNumber: '******4567', accessUntil: `${body.accessUntil}T23:59:59.999Z` })),
    resendInvitation: vi.fn(() => Promise.resolve({ id: 2, email: 'tumelo.masire@example.com', accessUntil: '' })),
    removeGuest: vi.fn(() => Promise.resolve({ id: 1, removed: 'guest' as const })),
    updateAccess: vi.fn((body) => Promise.resolve({ id: body.id, email: 'neo.seretse@example.com', accessUntil: `${body.accessUntil}T23:59:59.999Z` })),
    ...overrides,
  };
}

describe('Guest User page', () => {
  it('lists the guests of the selected account and invites one with the typed values', async () => {
    const calls = guestUserCalls();
    const { user } = await renderSignedIn(<GuestUserPage calls={calls} today={new Date('2026-11-22T10:00:00Z')} />, { route: '/GuestUser' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Neo Seretse/ })).toHaveTextContent(text('guest.status.active'));
    expect(within(table).getByRole('row', { name: /Tumelo Masire/ })).toHaveTextContent(text('guest.status.pending'));
    expect(calls.loadGuests).toHaveBeenCalledWith(homeAccount.accountNumber);

    await user.type(label('guest.invite.firstName'), 'Lorato');
    await user.type(label('guest.invite.lastName'), 'Friend');
    await user.type(label('guest.invite.email'), 'lorato.friend@example.com');
    await user.type(label('guest.invite.accessUntil'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: text('guest.invite.submit') }));
    expect(await screen.findByText(formatCatalogueText('guest.notice.invited', { email: 'lorato.friend@example.com' }, 'EN_US'))).toBeInTheDocument();
    expect(calls.inviteGuest).toHaveBeenCalledWith({ accountNumber: homeAccount.accountNumber, firstName: 'Lorato', lastName: 'Friend', email: 'lorato.friend@example.com', accessUntil: '2026-12-31' });
    expect(calls.loadGuests).toHaveBeenCalledTimes(2);
  });

  it('removal asks first (Escape cancels), then removes', async () => {
    const calls = guestUserCalls();
    const { user } = await renderSignedIn(<GuestUserPage calls={calls} />, { route: '/GuestUser' });
    const remove = await screen.findByRole('button', { name: formatCatalogueText('guest.users.removeLabel', { name: 'Neo Seretse' }, 'EN_US') });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: text('guest.remove.title') });
    expect(dialog).toHaveTextContent('neo.seretse@example.com');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.removeGuest).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: formatCatalogueText('guest.users.removeLabel', { name: 'Neo Seretse' }, 'EN_US') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text('guest.remove.confirm') }));
    expect(await screen.findByText(formatCatalogueText('guest.notice.removedGuest', { email: 'neo.seretse@example.com' }, 'EN_US'))).toBeInTheDocument();
    expect(calls.removeGuest).toHaveBeenCalledWith({ accountNumber: homeAccount.accountNumber, id: 1 });
  });

  it('changes the last day of access in a dialog: a past date is refused beside it, a later one saved', async () => {
    const calls = guestUserCalls();
    const { user } = await renderSignedIn(<GuestUserPage calls={calls} today={new Date('2026-11-22T10:00:00Z')} />, { route: '/GuestUser' });
    await user.click(await screen.findByRole('button', { name: formatCatalogueText('guest.users.editAccessLabel', { name: 'Neo Seretse' }, 'EN_US') }));
    const dialog = screen.getByRole('dialog', { name: text('guest.access.title') });
    const date = within(dialog).getByLabelText(text('guest.access.field'), { exact: true });
    expect(date).toHaveValue('2027-02-08');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: text('guest.access.save') }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(text('guest.code.REG_ACCESS_UNTIL_PAST')));
    expect(calls.updateAccess).not.toHaveBeenCalled();
    await user.clear(date);
    await user.type(date, '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: text('guest.access.save') }));
    expect(await screen.findByText(formatCatalogueText('guest.notice.updated', { email: 'neo.seretse@example.com', date: 'Mar 31, 2027' }, 'EN_US'))).toBeInTheDocument();
    expect(calls.updateAccess).toHaveBeenCalledWith({ accountNumber: homeAccount.accountNumber, id: 1, accessUntil: '2027-03-31' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only what the rights allow: without ManageUsersAdd / Delete / Resend there is no form and no buttons', async () => {
    await renderSignedIn(<GuestUserPage calls={guestUserCalls()} />, { route: '/GuestUser', session: { rights: [rights.viewManageUsers] } });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: text('guest.invite.submit') })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(text('guest.users.remove')) })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(text('guest.users.resend')) })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(text('guest.users.editAccess')) })).toBeNull();
  });

  it('a failed list offers Try again', async () => {
    let attempts = 0;
    const calls = guestUserCalls({ loadGuests: vi.fn(() => (++attempts === 1 ? refusal('NETWORK') : Promise.resolve({ accountNumber: 'x', guests: [] }))) });
    const { user } = await renderSignedIn(<GuestUserPage calls={calls} />, { route: '/GuestUser' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('register.code.NETWORK'));
    await user.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(await screen.findByText(text('guest.users.empty'))).toBeInTheDocument();
  });

  it('without a selected account it says so and calls nothing', async () => {
    const calls = guestUserCalls();
    await renderSignedIn(<GuestUserPage calls={calls} />, { route: '/GuestUser', session: { accountNumber: null, accounts: [] } });
    expect(await screen.findByText(text('guest.users.noAccount'))).toBeInTheDocument();
    expect(calls.loadGuests).not.toHaveBeenCalled();
  });
});
