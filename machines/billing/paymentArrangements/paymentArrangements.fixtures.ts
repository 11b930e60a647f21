/** Sample payment arrangements shared by the catalogue, the tests and the stories. */
import type { PaymentArrangements, PaymentExtensionStatus } from '../../../src/domain/paymentArrangements.ts';
import { enrolledStatus as budgetEnrolled, offerStatus as budgetOffer } from '../budgetBilling/budgetBilling.fixtures.ts';
import { eligibleStatus as installmentEligible, enrolledStatus as installmentEnrolled } from '../installmentPlan/installmentPlan.fixtures.ts';

export const sampleArrangementsAccount = '300041526371';

/** A bill due on 19 Dec 2026 that may move up to 30 days later. */
export const extensionOffer: PaymentExtensionStatus = { extension: null, eligible: true, reason: null, dueDate: '2026-12-19', latestDate: '2027-01-18', amountDue: 1000 };

/** The extension granted: due on 5 Jan 2027 instead. */
export const extensionGranted: PaymentExtensionStatus = {
  extension: { originalDueDate: '2026-12-19', newDueDate: '2027-01-05', requestedOn: '2026-11-28' },
  eligible: false,
  reason: null,
  dueDate: '2027-01-05',
  latestDate: null,
  amountDue: 1000,
};

/** Nothing arranged yet: each may be asked for. */
export const openArrangements: PaymentArrangements = { accountNumber: sampleArrangementsAccount, extension: extensionOffer, installmentPlan: installmentEligible, budgetBilling: budgetOffer };

/** All three in force. */
export const allArrangements: PaymentArrangements = { accountNumber: sampleArrangementsAccount, extension: extensionGranted, installmentPlan: installmentEnrolled, budgetBilling: budgetEnrolled };

/** An installment plan in force: no extension can be asked for. */
export const planArrangements: PaymentArrangements = {
  ...openArrangements,
  extension: { ...extensionOffer, eligible: false, reason: 'EXT_INSTALLMENT_PLAN', latestDate: null },
  installmentPlan: installmentEnrolled,
};

/** Dates typed: one within the limit, one past it, one not a day. */
export const allowedDate = '05/01/2027';
export const tooLateDate = '30/01/2027';
export const notADate = '31/02/2027';
