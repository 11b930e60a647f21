/**
 * The steps the service flows share (machines/service/serviceSteps.ts) as a user performs them on
 * a page and as the page shows them: the fields found by their labels, the appointment's day and
 * slot, the uploads, Next / Back / Try again / Submit, the calendar being read or failed, the
 * success page and the review's Submit. A view-path test names its own steps and fields and leaves
 * these to here.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ServiceStepEvent } from '../../../../machines/service/serviceSteps.ts';
import { formatClockTime } from '../../../../src/domain/format.ts';
import { appointmentSlots, type SlotNumber } from '../../../../src/domain/serviceRequests.ts';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import type { PortalRender } from '../../support/render.tsx';
import { text } from '../../support/render.tsx';

type User = PortalRender['user'];

/** The first bytes of a PDF: the upload component checks the type by content. */
const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46, 0x0a, 0x20]);

/** The input or select labelled with the catalogue's text `id`. */
export const serviceField = (id: string) => screen.getByLabelText(text(id), { selector: 'input, select' });

/** The heading of the step shown (or of the success page). */
export const stepHeading = () => document.querySelector('form h2, section h2');

const hours = (slot: SlotNumber) => {
  const s = appointmentSlots.find((entry) => entry.slot === slot)!;
  return { from: formatClockTime(s.from), to: formatClockTime(s.to) };
};

/** A time slot as a radio button names it (its label starts with the slot's time). */
export const slotText = (slot: SlotNumber) => (slot === 0 ? text('service.slot.allDay') : formatCatalogueText('service.slot.range', hours(slot)));

/** A time slot inside a sentence, after the day ("3 December 2026, all day (8:00 AM to 5:00 PM)"). */
export const slotInSentence = (slot: SlotNumber) => (slot === 0 ? text('service.slot.allDayInSentence') : formatCatalogueText('service.slot.rangeInSentence', hours(slot)));

/** A name that starts with `value` (as typed, not a pattern). */
export const startsWith = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Clears a field and types `value` into it; `paste` pastes it instead of typing key by key (for
 * paths that type a dozen fields: each keystroke is a render).
 */
export function retyper(user: User, { paste = false } = {}) {
  return async (element: HTMLElement, value: string) => {
    await user.clear(element);
    if (!paste) return user.type(element, value);
    await user.click(element);
    await user.paste(value);
  };
}

/**
 * Uploads a PDF named `name` with the file input `input`, then waits until `uploaded` holds (the
 * file's name shown, or the upload call made) and no progress bar is left.
 */
export async function uploadPdf(user: User, input: HTMLInputElement, name: string, uploaded: () => void = () => expect(screen.getByText(name)).toBeInTheDocument()) {
  await user.upload(input, new File([pdfBytes], name, { type: 'application/pdf' }));
  await waitFor(uploaded);
  await waitFor(() => expect(document.querySelector('progress')).toBeNull());
}

/** How a flow's page names what the shared events press or fill. */
export interface ServiceStepWords {
  /** The failure of the last call (the review's Submit then reads Try again). */
  failure: unknown;
  /** The text of Next on the step shown (`service.next` unless the step says otherwise). */
  next?: string;
  /** The review's Submit (`service.stop.submit` unless the flow names its own). */
  submit?: string;
  /** The appointment's day field. */
  dayField?: () => HTMLElement;
  /** How a field is typed into (`retyper`). */
  retype: (element: HTMLElement, value: string) => Promise<void>;
}

/** Performs a shared step's event (`ServiceStepEvent`) on the page as a user does. */
export async function performServiceStep(user: User, event: ServiceStepEvent, { failure, next = 'service.next', submit = 'service.stop.submit', dayField = () => serviceField('service.start.day'), retype }: ServiceStepWords): Promise<void> {
  switch (event.type) {
    case 'address.chooseType':
      return user.click(screen.getByRole('radio', { name: text(`service.address.type.${event.addressType}`) }));
    case 'address.change':
      return retype(serviceField(`service.address.${event.field}`), event.value);
    case 'appointment.chooseDay':
      return void (await user.selectOptions(dayField(), event.day));
    case 'appointment.chooseSlot':
      return user.click(screen.getByRole('radio', { name: startsWith(slotText(event.slot)) }));
    case 'step.next':
      return user.click(screen.getByRole('button', { name: text(next) }));
    case 'step.back':
      return user.click(screen.getByRole('button', { name: text('service.back') }));
    case 'step.retry':
      return user.click(screen.getByRole('button', { name: text('common.retry') }));
    case 'step.submit':
      return user.click(screen.getByRole('button', { name: text(failure ? 'common.retry' : submit) }));
  }
}

const stepEvents = new Set(['step.next', 'step.back', 'step.retry', 'step.submit', 'address.chooseType', 'address.change', 'appointment.chooseDay', 'appointment.chooseSlot']);

export function isServiceStepEvent(event: { type: string }): event is ServiceStepEvent {
  return stepEvents.has(event.type);
}

/** A snapshot as the shared expectations read it. */
interface Shown {
  matches(state: 'loadingCalendar' | 'calendarFailed' | 'done' | 'submitting'): boolean;
}

/**
 * The calendar being read (the loading text), failed (the alert) or the success page (its title
 * and `reference`): true when the page is one of these, so the flow has nothing more to check.
 */
export function expectCalendarOrDone(snapshot: Shown, reference: () => string): boolean {
  if (snapshot.matches('loadingCalendar')) {
    expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
    return true;
  }
  if (snapshot.matches('calendarFailed')) {
    expect(screen.getByRole('alert')).toBeInTheDocument();
    return true;
  }
  if (snapshot.matches('done')) {
    expect(stepHeading()).toHaveTextContent(text('service.stop.doneTitle'));
    expect(document.body).toHaveTextContent(reference());
    return true;
  }
  return false;
}

/** The appointment step of a flow with one message: the day chosen, and the message when the slot is not free. */
export function expectDay(day: string | null, dayError: string | null) {
  expect(serviceField('service.start.day')).toHaveValue(day ?? '');
  if (dayError) expect(document.body).toHaveTextContent(text('service.code.SRV_SLOT'));
}

/** A documents step: the name of each file uploaded, the terms box, and its message. */
export function expectUploads(documents: Partial<Record<string, { fileName: string }>>, terms: { label: string; checked: boolean; error: string | undefined }) {
  for (const document of Object.values(documents)) if (document) expect(screen.getByText(document.fileName)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: text(terms.label) })).toHaveProperty('checked', terms.checked);
  if (terms.error) expect(document.body).toHaveTextContent(text('service.code.SRV_TERMS'));
}

/** The review's Submit: Submitting and disabled while the request is sent, Try again after a failure. */
export function expectSubmit(snapshot: Shown, failure: unknown, submit = 'service.stop.submit') {
  const busy = snapshot.matches('submitting');
  const button = screen.getByRole('button', { name: text(busy ? 'service.submitting' : failure ? 'common.retry' : submit) });
  expect(button).toHaveProperty('disabled', busy);
}
