import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { guestRegistrationMachine } from '../../../../machines/auth/guestRegistration/guestRegistration.machine.ts';
import type {
  GuestRegistrationContext,
  GuestRegistrationEvent,
  GuestRegistrationInput,
} from '../../../../machines/auth/guestRegistration/guestRegistration.types.ts';
import type { GuestInvitationData, GuestRegistrationBody, GuestRegistrationData } from '../../../../src/domain/registration.ts';
import { GuestRegistrationPage } from '../../../../src/features/auth/guestRegistration/GuestRegistrationPage.tsx';
import type { GuestRegistrationCalls } from '../../../../src/features/auth/guestRegistration/guestRegistrationCalls.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { guestCodeText } from '../support/recoveryText.ts';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { firstUnreachableStep } from '../support/replay.ts';
import { expectAlerts } from '../support/alerts.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const fieldLabels: Record<string, string> = {
  userName: 'guest.field.userName',
  password: 'guest.field.password',
  confirmPassword: 'guest.field.confirmPassword',
  primaryEmail: 'guest.field.primaryEmail',
  secondaryEmail: 'guest.field.secondaryEmail',
  primaryPhone: 'guest.field.primaryPhone',
  secondaryPhone: 'guest.field.secondaryPhone',
};

type Screen = 'loading' | 'unavailable' | 'invitation' | 'credentials' | 'contact' | 'terms';
const screenOfState: Record<string, Screen> = {
  checkingKey: 'loading',
  loadingInvitation: 'loading',
  invitationUnavailable: 'unavailable',
  invitation: 'invitation',
  credentials: 'credentials',
  checkingUserName: 'credentials',
  contact: 'contact',
  terms: 'terms',
  registering: 'terms',
};

const eventScreen: Record<string, Screen> = {
  'credentials.change': 'credentials',
  'contact.change': 'contact',
  'contact.changeType': 'contact',
  'terms.change': 'terms',
  'invitation.retry': 'unavailable',
  'step.next': 'credentials',
  'step.back': 'contact',
  'registration.submit': 'terms',
};

/** Why the user cannot send this event in this state (a control not on screen, a busy step), or null. */
function unreachable(before: AnyMachineSnapshot, event: GuestRegistrationEvent): string | null {
  if (before.status !== 'active') return 'the flow has ended';
  const screenNow = screenOfState[String(before.value)];
  if (before.hasTag('busy') && !isOutcome(event)) return `${event.type} while busy (the form is disabled)`;
  const wanted = eventScreen[event.type];
  if (!wanted) return null;
  if (event.type === 'step.next') return screenNow === 'credentials' || screenNow === 'contact' ? null : 'Continue is not on screen';
  if (event.type === 'step.back') return screenNow === 'contact' || screenNow === 'terms' ? null : 'Back is not on screen';
  return screenNow === wanted ? null : `${event.type} outside its screen`;
}

/** The text a field or failure code shows on the guest pages (guest area first, then registration). */
const codeText = guestCodeText;

/**
 * Guest registration paths on GuestRegistrationPage, opened on /GuestRegistration (the form) or
 * /GuestRegister (the invitation) as the scenario says: the user types the sample values, picks the
 * contact types, ticks the terms and presses Continue, Back, Register or Try again; the three calls
 * wait until the path settles them. The ends are the routes the page goes to.
 */
const adapter = defineViewAdapter(guestRegistrationMachine, {
  machine: 'guestRegistration',
  skip: (path) => firstUnreachableStep<GuestRegistrationEvent>(path, unreachable),
  async render(path) {
    const input = path.input as GuestRegistrationInput;
    const invitations = pendingCalls<[string], GuestInvitationData>();
    const userNames = pendingCalls<[string], { available: boolean }>();
    const registrations = pendingCalls<[GuestRegistrationBody], GuestRegistrationData>();
    const calls: GuestRegistrationCalls = { loadInvitation: invitations.fn, checkUserName: userNames.fn, registerGuest: registrations.fn };
    const route = `${input.entry === 'form' ? '/GuestRegistration' : '/GuestRegister'}?key=${encodeURIComponent(input.key)}`;
    const { user, router } = await renderPortal(<GuestRegistrationPage invitationKey={input.key} entry={input.entry} calls={calls} />, { route });
    const queues = { loadInvitation: invitations, checkUserName: userNames, registerGuest: registrations } as const;
    const field = (name: string) => screen.getByLabelText(text(fieldLabels[name] ?? name), { exact: true });
    const button = (id: string) => screen.getByRole('button', { name: text(id) });
    const typed: Record<string, string | number> = { primaryPhoneType: 1, secondaryPhoneType: 2 };

    // The value arrives as one change (a paste), which keeps long paths quick on a loaded machine.
    async function typeInto(name: string, value: string) {
      const inputElement = field(name) as HTMLInputElement;
      await act(async () => {
        inputElement.focus();
        fireEvent.change(inputElement, { target: { value } });
      });
    }

    return {
      async perform({ event: raw }) {
        const event = raw as GuestRegistrationEvent;
        if (isOutcome(raw)) {
          await settle(queues[invokeIdOf(raw) as keyof typeof queues], raw);
        } else if (event.type === 'credentials.change' || event.type === 'contact.change') {
          typed[event.field] = event.value;
          await typeInto(event.field, event.value);
        } else if (event.type === 'contact.changeType') {
          typed[event.field] = event.value;
          const group = screen.getByRole('group', { name: text(`guest.field.${event.field}`) });
          await user.click(within(group).getByRole('radio', { name: text(event.value === 2 ? 'guest.contactType.landline' : 'guest.contactType.mobile') }));
        } else if (event.type === 'terms.change') {
          const box = screen.getByRole('checkbox', { name: new RegExp(text('guest.terms.link')) });
          if ((box as HTMLInputElement).checked !== event.agreed) await user.click(box);
        } else if (event.type === 'invitation.retry') {
          await user.click(button('common.retry'));
        } else if (event.type === 'step.next') {
          await user.click(button('guest.continue'));
        } else if (event.type === 'step.back') {
          await user.click(button('guest.back'));
        } else if (event.type === 'registration.submit') {
          await user.click(button('guest.submit'));
        } else {
          throw new Error(`guestRegistration adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(snapshot) {
        const context = snapshot.context as GuestRegistrationContext;
        if (snapshot.status === 'done') {
          if (snapshot.matches('registered')) {
            await waitFor(() => expect(router?.state.location.pathname).toBe('/GuestRegistrationSuccess'));
            expect(router?.state.location.search).toEqual({ userName: context.userName });
          } else {
            await waitFor(() => expect(router?.state.location.pathname).toBe('/GuestInviteError'));
            expect(router?.state.location.search).toEqual({ reason: context.refusal });
          }
          return;
        }
        const screenNow = screenOfState[String(snapshot.value)];
        expect(invitations.waiting.length).toBe(snapshot.matches('loadingInvitation') ? 1 : 0);
        expect(userNames.waiting.length).toBe(snapshot.matches('checkingUserName') ? 1 : 0);
        expect(registrations.waiting.length).toBe(snapshot.matches('registering') ? 1 : 0);
        if (screenNow === 'loading') {
          expect(screen.getByRole('status')).toHaveTextContent(text('guest.register.loading'));
          return;
        }
        if (screenNow === 'unavailable') {
          const alert = screen.getByRole('alert');
          expect(alert).toHaveTextContent(text('guest.register.unavailable'));
          expect(within(alert).getByRole('button', { name: text('common.retry') })).toBeEnabled();
          return;
        }
        if (screenNow === 'invitation') {
          expect(screen.getByRole('heading', { level: 1, name: text('guest.invitation.title') })).toBeInTheDocument();
          expect(screen.getByText(context.invitation!.inviterName, { exact: false })).toBeInTheDocument();
          expect(screen.getByRole('link', { name: text('guest.invitation.start') }).getAttribute('href')).toContain(`/GuestRegistration?key=${input.key}`);
          return;
        }
        expect(screen.getByRole('heading', { level: 2, name: text(`guest.register.step.${screenNow}`) })).toBeInTheDocument();
        const busy = snapshot.hasTag('busy');
        const mainButton = busy ? text('guest.busy') : text(screenNow === 'terms' ? 'guest.submit' : 'guest.continue');
        expect(screen.getByRole('button', { name: mainButton })).toHaveProperty('disabled', busy);
        const typedText = (name: string) => (typeof typed[name] === 'string' ? (typed[name] as string) : '');
        if (screenNow === 'credentials') {
          expect(field('userName')).toHaveValue(typedText('userName'));
          expect(field('password')).toHaveValue(typedText('password'));
          if (context.errors.userName) expect(field('userName')).toHaveAccessibleDescription(codeText(context.errors.userName));
          if (context.errors.password) expect(field('password')).toHaveAccessibleDescription(codeText(context.errors.password));
        } else if (screenNow === 'contact') {
          // The invited address is filled in until the user changes it.
          expect(field('primaryEmail')).toHaveValue(typed.primaryEmail !== undefined ? typedText('primaryEmail') : (context.invitation?.email ?? ''));
          expect(field('primaryPhone')).toHaveValue(typedText('primaryPhone'));
          expect(field('secondaryPhone')).toHaveValue(typedText('secondaryPhone'));
          const group = screen.getByRole('group', { name: text('guest.field.primaryPhoneType') });
          expect(within(group).getByRole('radio', { name: text(typed.primaryPhoneType === 2 ? 'guest.contactType.landline' : 'guest.contactType.mobile') })).toBeChecked();
          if (context.errors.primaryEmail) expect(field('primaryEmail')).toHaveAccessibleDescription(expect.stringContaining(codeText(context.errors.primaryEmail)));
        } else {
          expect(screen.getByRole('checkbox', { name: new RegExp(text('guest.terms.link')) })).toHaveProperty('checked', context.agreed);
        }
        expectAlerts([context.formError && codeText(context.formError), context.failure && codeText(context.failure.msgcode)]);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
