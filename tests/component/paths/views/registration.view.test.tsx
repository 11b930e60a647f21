import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { registrationMachine } from '../../../../machines/auth/registration/registration.machine.ts';
import type { RegistrationContext, RegistrationEvent } from '../../../../machines/auth/registration/registration.types.ts';
import type { AccountValidationData, RegistrationBody, RegistrationData } from '../../../../src/domain/registration.ts';
import { RegisterPage } from '../../../../src/features/auth/registration/RegisterPage.tsx';
import type { RegistrationCalls } from '../../../../src/features/auth/registration/registrationCalls.ts';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { firstUnreachableStep } from '../support/replay.ts';
import { expectAlerts } from '../support/alerts.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

type Account = RegistrationContext['account'];

const fieldLabels: Record<string, string> = {
  accountNumber: 'register.field.accountNumber',
  dateOfBirth: 'register.field.dateOfBirth',
  firstName: 'register.field.firstName',
  lastName: 'register.field.lastName',
  idNumber: 'register.field.idNumber',
  orgName: 'register.field.orgName',
  postCode: 'register.field.postCode',
  userName: 'register.field.userName',
  password: 'register.field.password',
  confirmPassword: 'register.field.confirmPassword',
  middleName: 'register.field.middleName',
  primaryEmail: 'register.field.primaryEmail',
  primaryPhone: 'register.field.primaryPhone',
  emailNotification: 'register.field.emailNotification',
  textNotification: 'register.field.textNotification',
  enrollPaperlessBilling: 'register.field.paperless',
};

const stepOfState: Record<string, 'account' | 'credentials' | 'contact' | 'terms'> = {
  account: 'account',
  validatingAccount: 'account',
  credentials: 'credentials',
  checkingUserName: 'credentials',
  contact: 'contact',
  terms: 'terms',
  registering: 'terms',
};

const eventStep: Record<string, string> = {
  'account.change': 'account',
  'credentials.change': 'credentials',
  'contact.change': 'contact',
  'terms.change': 'terms',
};

/** Why the user cannot send this event in this state (a field not on screen, a busy step), or null. */
function unreachable(before: AnyMachineSnapshot, event: RegistrationEvent): string | null {
  const state = String(before.value);
  if (before.hasTag('busy') && !isOutcome(event)) return `${event.type} while busy (the form is disabled)`;
  const step = eventStep[event.type];
  if (step && stepOfState[state] !== step) return `${event.type} outside its step`;
  if (event.type === 'account.change' && event.field === 'orgName' && (before.context as RegistrationContext).account.registrationType !== 1) {
    return 'organisation name without registration type 1';
  }
  return null;
}

/**
 * The traversal keys a snapshot on the current step's valid-field count (machines/catalogue.ts), so
 * a path's model snapshot may carry values typed on another path with the same key. What the user
 * typed is therefore checked against what this path typed; the state, the failure, the user id and
 * password codes and the terms box (all in the key) against the model.
 *
 * Registration paths on RegisterPage: the user types the sample values, picks the type, ticks the
 * boxes and presses Continue, Back or Register; the three calls wait until the path settles them.
 * Paths that send a change for a field the current step does not show are skipped (the machine
 * accepts them in any state; a user cannot).
 */
const adapter = defineViewAdapter(registrationMachine, {
  machine: 'registration',
  skip: (path) => firstUnreachableStep<RegistrationEvent>(path, unreachable),
  async render() {
    const validate = pendingCalls<[Account], AccountValidationData>();
    const userNames = pendingCalls<[string], { available: boolean }>();
    const registrations = pendingCalls<[RegistrationBody], RegistrationData>();
    const calls: RegistrationCalls = { validateAccount: validate.fn, checkUserName: userNames.fn, register: registrations.fn };
    const { user, router } = await renderPortal(<RegisterPage calls={calls} />, { route: '/Register' });
    const queues = { validateAccount: validate, checkUserName: userNames, register: registrations } as const;
    const field = (name: string) => screen.getByLabelText(text(fieldLabels[name] ?? name));
    const button = (id: string) => screen.getByRole('button', { name: text(id) });

    async function typeInto(name: string, value: string) {
      const input = field(name) as HTMLInputElement;
      if (name === 'dateOfBirth') {
        fireEvent.change(input, { target: { value: `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` } });
        return;
      }
      await user.clear(input);
      if (value) {
        input.focus();
        await user.paste(value);
      }
    }

    const typed: Record<string, string | number | boolean> = {
      registrationType: 0,
      emailNotification: true,
      textNotification: false,
      enrollPaperlessBilling: true,
    };
    const typedText = (name: string) => {
      const value = typed[name];
      return typeof value === 'string' ? value : '';
    };

    async function setBox(input: HTMLElement, checked: boolean) {
      if ((input as HTMLInputElement).checked !== checked) await user.click(input);
    }

    return {
      async perform({ event: raw }) {
        const event = raw as RegistrationEvent;
        if (event.type === 'account.change' || event.type === 'credentials.change' || event.type === 'contact.change') typed[event.field] = event.value;
        if (isOutcome(raw)) {
          await settle(queues[invokeIdOf(raw) as keyof typeof queues], raw);
        } else if (event.type === 'account.change' && event.field === 'registrationType') {
          await user.click(screen.getByRole('radio', { name: text(event.value === 1 ? 'register.type.other' : 'register.type.residential') }));
        } else if (event.type === 'account.change' || event.type === 'credentials.change') {
          await typeInto(event.field, String(event.value));
        } else if (event.type === 'contact.change') {
          if (typeof event.value === 'boolean') await setBox(field(event.field), event.value);
          else await typeInto(event.field, event.value);
        } else if (event.type === 'terms.change') {
          await setBox(screen.getByRole('checkbox', { name: new RegExp(text('register.terms.link')) }), event.agreed);
        } else if (event.type === 'step.next') {
          await user.click(button('register.continue'));
        } else if (event.type === 'step.back') {
          await user.click(button('register.back'));
        } else if (event.type === 'registration.submit') {
          await user.click(button('register.submit'));
        } else {
          throw new Error(`registration adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(snapshot) {
        const context = snapshot.context;
        if (snapshot.status === 'done') {
          await waitFor(() => expect(router?.state.location.pathname).toBe('/RegisterSuccess'));
          expect(router?.state.location.search).toEqual({ email: context.sentTo });
          return;
        }
        const step = stepOfState[String(snapshot.value)] ?? 'account';
        expect(screen.getByRole('heading', { level: 2, name: text(`register.step.${step}`) })).toBeInTheDocument();
        const busy = snapshot.hasTag('busy');
        expect(screen.getByRole('button', { name: busy ? text('register.busy') : text(step === 'terms' ? 'register.submit' : 'register.continue') })).toHaveProperty(
          'disabled',
          busy,
        );
        // What the user typed stays on screen.
        if (step === 'account') {
          expect(field('accountNumber')).toHaveValue(typedText('accountNumber'));
          expect(field('firstName')).toHaveValue(typedText('firstName'));
          const dob = typedText('dateOfBirth');
          expect(field('dateOfBirth')).toHaveValue(dob ? `${dob.slice(0, 4)}-${dob.slice(4, 6)}-${dob.slice(6, 8)}` : '');
          expect(screen.queryByLabelText(text('register.field.orgName')) !== null).toBe(typed.registrationType === 1);
        } else if (step === 'credentials') {
          expect(field('userName')).toHaveValue(typedText('userName'));
          expect(field('password')).toHaveValue(typedText('password'));
          expect(field('confirmPassword')).toHaveValue(typedText('confirmPassword'));
          if (context.errors.userName) expect(field('userName')).toHaveAccessibleDescription(text(`register.code.${context.errors.userName}`));
          if (context.errors.password) expect(field('password')).toHaveAccessibleDescription(text(`register.code.${context.errors.password}`));
        } else if (step === 'contact') {
          expect(field('primaryEmail')).toHaveValue(typedText('primaryEmail'));
          expect(field('primaryPhone')).toHaveValue(typedText('primaryPhone'));
          expect(field('textNotification')).toHaveProperty('checked', typed.textNotification);
        } else {
          expect(screen.getByRole('checkbox', { name: new RegExp(text('register.terms.link')) })).toHaveProperty('checked', context.agreed);
        }
        // VLD001 (several fields missing) and a failed call show as alerts, nothing else.
        expectAlerts([context.formError && text('register.code.VLD001'), context.failure && formatCatalogueText(`register.code.${context.failure.msgcode}`, {}, 'EN_US')]);
        expect(validate.waiting.length).toBe(snapshot.matches('validatingAccount') ? 1 : 0);
        expect(userNames.waiting.length).toBe(snapshot.matches('checkingUserName') ? 1 : 0);
        expect(registrations.waiting.length).toBe(snapshot.matches('registering') ? 1 : 0);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
