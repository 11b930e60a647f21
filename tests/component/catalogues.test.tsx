import { customerTypes, depositOptions, localCustomerTypes, localDocumentKinds, missingDocuments, moveOutReasons, orderTypes, preStartDetailFields, priorityNames, statusNames } from '../../src/domain/serviceRequests.ts';
import { documentKinds } from '../../src/domain/documents.ts';
import { applicantTypes, identityTypes, industryTypes, kycApplicantFields, kycCompanyFields, kycDocumentKinds, kycTypes } from '../../src/domain/kyc.ts';
import { inspectionDocumentKinds, meterInspectionFields, meterInspectionStepFields } from '../../src/domain/meterInspection.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { faqTabCategories, preLoginFaqPageList, preLoginFaqPages } from '../../src/features/help/faqPages.ts';
import { languages } from '../../src/domain/language.ts';
import { socialLinks } from '../../src/ui/layout/socialLinks.ts';
import type { ToastKind } from '../../machines/common/toast/toast.types.ts';
import { rawCatalogues } from '../../stories/support/i18n.ts';
import { billingHistoryTabs } from '../../src/domain/billingHistory.ts';
import { guestRegistrationSteps } from '../../machines/auth/guestRegistration/guestRegistration.machine.ts';
import { rechargeSteps } from '../../machines/payment/recharge/recharge.machine.ts';
import { historyChannels } from '../../src/features/payment/prepaidHistory/TransactionHistoryPage.tsx';
import { inboxCategories } from '../../src/domain/inbox.ts';
import { premiseSizes, premiseTypes, usageDownloadFormats, usageServices, usageViews } from '../../src/domain/usage.ts';
import { navigationEntries } from '../../src/domain/navigation.ts';
import { relatedEntryIds } from '../../src/features/billing/overview/BillPaymentPage.tsx';
import { visitorPages } from '../../src/features/billing/overview/PreBillingPaymentPage.tsx';
import { visitorServicePages } from '../../src/features/service/overview/PreServicesPage.tsx';
import { tariffIds } from '../../src/features/service/preStartService/PreStartServiceView.tsx';
import { choiceFields, choiceOptions, ownerFields, siteFields } from '../../src/domain/newConnection.ts';
import { budgetBillingIneligibleReasons } from '../../src/domain/budgetBilling.ts';
import { installmentBalanceTypes, installmentIneligibleReasons, installmentTypes } from '../../src/domain/installmentPlan.ts';
import { paymentExtensionIneligibleReasons } from '../../src/domain/paymentArrangements.ts';

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '../../src');
const enUS = rawCatalogues.EN_US;

/** Every TypeScript source under src/ (the generated route tree aside). */
const sources = (readdirSync(srcRoot, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts'))
  .map((file) => ({ file: relative(srcRoot, join(srcRoot, file)), code: readFileSync(join(srcRoot, file), 'utf8') }));

const toastKinds: ToastKind[] = ['success', 'warning', 'error'];

/**
 * Ids built at run time, keyed by the template literal as written in the source, with every value
 * the template can take. A new template literal id fails the test until it is listed here.
 */
const dynamicIds: Record<string, string[]> = {
  'toast.kind.${toast.kind}': toastKinds.map((kind) => `toast.kind.${kind}`),
  'layout.social.${network}': socialLinks.map(({ network }) => `layout.social.${network}`),
  'faq.page.${page}': preLoginFaqPageList.map((page) => `faq.page.${page}`),
  'faq.category.${tab}': faqTabCategories.map((tab) => `faq.category.${tab}`),
  'faq.category.${category}': [...new Set([...faqTabCategories, ...Object.values(preLoginFaqPages)])].map(
    (category) => `faq.category.${category}`,
  ),
  '${prefix}.title': ['errorPage.title', 'notFoundPage.title'],
  '${prefix}.body': ['errorPage.body', 'notFoundPage.body'],
  'login.validation.${errors.userName}': ['LOG_USERID_REQUIRED', 'LOG_USERID_LENGTH', 'LOG_USERID_CHARACTERS', 'LOG_USERID_ZEROS'].map(
    (code) => `login.validation.${code}`,
  ),
  'login.validation.${errors.password}': ['login.validation.LOG_PASSWORD_REQUIRED'],
  'tfa.channel.${option.channel}': ['tfa.channel.email', 'tfa.channel.sms'],
  'steps.status.${step.status}': ['steps.status.done', 'steps.status.doing', 'steps.status.todo'],
  'service.reason.${reason}': moveOutReasons.map((reason) => `service.reason.${reason}`),
  // The service tracker: request types, statuses (of the request and of each timeline entry), priorities, document kinds.
  'service.tracker.type.${request.orderType}': orderTypes.map((type) => `service.tracker.type.${type}`),
  'service.tracker.status.${status}': Object.values(statusNames).map((name) => `service.tracker.status.${name}`),
  'service.tracker.status.${statusNames[event.status]}': Object.values(statusNames).map((name) => `service.tracker.status.${name}`),
  'service.tracker.priority.${priorityNames[request.priority]}': Object.values(priorityNames).map((name) => `service.tracker.priority.${name}`),
  // Start service: customer types and deposit options.
  'service.start.customerType.${type}': customerTypes.map((type) => `service.start.customerType.${type}`),
  'service.start.deposit.${option}': depositOptions.map((option) => `service.start.deposit.${option}`),
  'service.start.deposit.${view.depositOption}': depositOptions.map((option) => `service.start.deposit.${option}`),
  // The notice after a cancel, an edit, a document sent, or a request no longer open; the document a request waits for.
  'service.tracker.${view.notice.kind}': ['cancelled', 'edited', 'supplied', 'gone'].map((kind) => `service.tracker.${kind}`),
  'service.tracker.missingDocument.${request.missingDocument}': missingDocuments.map((document) => `service.tracker.missingDocument.${document}`),
  'service.tracker.documentType.${kindOf(document.contentType)}': documentKinds.map((kind) => `service.tracker.documentType.${kind}`),
  // Billing & Payment History: tab names, bill and payment statuses (others read "Unknown"), and
  // the catalogue message of a failed cancellation when there is one (else billing.scheduled.cancelFailed).
  'billing.tab.${tab}': billingHistoryTabs.map((tab) => `billing.tab.${tab}`),
  'billing.status.${item.type}.${item.status}': [
    ...['due', 'paid', 'partial', 'overdue'].map((status) => `billing.status.bill.${status}`),
    ...['completed', 'scheduled', 'cancelled', 'failed'].map((status) => `billing.status.payment.${status}`),
  ],
  // The billing overviews: each entry's sentence (the Billing menu and Payment Information), each visitor page's card.
  'billPayment.about.${entry.id}': navigationEntries
    .filter((entry) => entry.group === 'billing' || relatedEntryIds.includes(entry.id))
    .map((entry) => `billPayment.about.${entry.id}`),
  'preBillingPayment.${page.id}.title': visitorPages.map((page) => `preBillingPayment.${page.id}.title`),
  'preBillingPayment.${page.id}.body': visitorPages.map((page) => `preBillingPayment.${page.id}.body`),
  // The services overview for visitors, and the local-market start service's fields, customer types, tariffs and documents.
  'service.preServices.${page.id}.title': visitorServicePages.map((page) => `service.preServices.${page.id}.title`),
  'service.preServices.${page.id}.body': visitorServicePages.map((page) => `service.preServices.${page.id}.body`),
  'service.preStart.field.${name}': preStartDetailFields.map((field) => `service.preStart.field.${field}`),
  'service.preStart.customerType.${type}': localCustomerTypes.map((type) => `service.preStart.customerType.${type}`),
  'service.preStart.tariff.${tariffIds[tariff]}': Object.values(tariffIds).map((id) => `service.preStart.tariff.${id}`),
  'service.preStart.document.${kind}': localDocumentKinds.map((kind) => `service.preStart.document.${kind}`),
  // The KYC request: its fields, choices (in the form and on the review) and documents.
  'service.kyc.field.${name}': [...kycApplicantFields, ...kycCompanyFields].map((field) => `service.kyc.field.${field}`),
  'service.kyc.kycType.${type}': kycTypes.map((type) => `service.kyc.kycType.${type}`),
  'service.kyc.kycType.${view.form.kycType}': kycTypes.map((type) => `service.kyc.kycType.${type}`),
  'service.kyc.applicantType.${type}': applicantTypes.map((type) => `service.kyc.applicantType.${type}`),
  'service.kyc.applicantType.${view.form.applicantType}': applicantTypes.map((type) => `service.kyc.applicantType.${type}`),
  'service.kyc.identityType.${type}': identityTypes.map((type) => `service.kyc.identityType.${type}`),
  'service.kyc.identityType.${view.form.identityType}': identityTypes.map((type) => `service.kyc.identityType.${type}`),
  'service.kyc.industry.${type}': industryTypes.map((type) => `service.kyc.industry.${type}`),
  'service.kyc.industry.${view.form.industryType}': industryTypes.map((type) => `service.kyc.industry.${type}`),
  'service.kyc.document.${kind}': kycDocumentKinds.map((kind) => `service.kyc.document.${kind}`),
  // New connection: each field's label, each choice's options (amps are numbers, one text), the quotation's lines.
  'service.newConnection.field.${field}': [...choiceFields, ...ownerFields, ...siteFields, 'meterNumber'].map((field) => `service.newConnection.field.${field}`),
  'service.newConnection.option.${field}.${value}': choiceFields.filter((field) => field !== 'amps').flatMap((field) => choiceOptions(field, { capacity: 'SinglePhase' }).map((value) => `service.newConnection.option.${field}.${value}`)),
  'service.newConnection.line.${line.code}': ['connectionFee', 'serviceLine', 'vat'].map((code) => `service.newConnection.line.${code}`),
  'service.meterInspection.field.${name}': meterInspectionFields.map((field) => `service.meterInspection.field.${field}`),
  'service.meterInspection.step.${step}': Object.keys(meterInspectionStepFields).map((step) => `service.meterInspection.step.${step}`),
  'service.meterInspection.document.${kind}': inspectionDocumentKinds.map((kind) => `service.meterInspection.document.${kind}`),
  // Budget billing: what just happened, and why an account cannot join.
  'billing.budgetBilling.notice.${view.notice}': ['enrolled', 'unenrolled', 'offerChanged'].map((notice) => `billing.budgetBilling.notice.${notice}`),
  // Paperless billing and bill format: what the last change did.
  'account.paperless.notice.${view.notice}': ['paperlessOn', 'paperlessOff', 'formatSaved'].map((notice) => `account.paperless.notice.${notice}`),
  'billing.budgetBilling.reason.${status.reason}': budgetBillingIneligibleReasons.map((reason) => `billing.budgetBilling.reason.${reason}`),
  'billing.budgetBilling.reason.${budget.reason}': budgetBillingIneligibleReasons.map((reason) => `billing.budgetBilling.reason.${reason}`),
  // Installment plan (/CreatePaymentPlan): why no plan, the balance and how often, an installment's status.
  ...Object.fromEntries(['status', 'installment'].map((holder) => [`billing.installmentPlan.reason.\${${holder}.reason}`, installmentIneligibleReasons.map((reason) => `billing.installmentPlan.reason.${reason}`)])),
  ...Object.fromEntries(['value', 'view.balanceType', 'plan.balanceType'].map((holder) => [`billing.installmentPlan.balance.\${${holder}}`, installmentBalanceTypes.map((type) => `billing.installmentPlan.balance.${type}`)])),
  ...Object.fromEntries(['value', 'view.installmentType', 'plan.installmentType'].map((holder) => [`billing.installmentPlan.type.\${${holder}}`, installmentTypes.map((type) => `billing.installmentPlan.type.${type}`)])),
  'billing.installmentPlan.schedule.${item.status}': ['due', 'paid'].map((status) => `billing.installmentPlan.schedule.${status}`),
  // Payment arrangements: why no extension, what just happened.
  'billing.paymentArrangements.extension.reason.${extension.reason}': paymentExtensionIneligibleReasons.map((reason) => `billing.paymentArrangements.extension.reason.${reason}`),
  'billing.paymentArrangements.notice.${view.notice}': ['billing.paymentArrangements.notice.extended'],
  // The credentials step of registration and guest registration (src/features/auth/CredentialsStep.tsx).
  '${prefix}.field.${field}': ['register', 'guest'].flatMap((prefix) => ['userName', 'password', 'confirmPassword'].map((field) => `${prefix}.field.${field}`)),
  // The frame and the terms of the two sign-up flows (src/features/auth/SignUpForm.tsx).
  '${prefix}.back': ['register', 'guest'].map((prefix) => `${prefix}.back`),
  '${prefix}.busy': ['register', 'guest'].map((prefix) => `${prefix}.busy`),
  '${prefix}.submit': ['register', 'guest'].map((prefix) => `${prefix}.submit`),
  '${prefix}.continue': ['register', 'guest'].map((prefix) => `${prefix}.continue`),
  '${prefix}.haveAccount': ['register', 'guest'].map((prefix) => `${prefix}.haveAccount`),
  '${prefix}.terms.before': ['register', 'guest'].map((prefix) => `${prefix}.terms.before`),
  '${prefix}.terms.link': ['register', 'guest'].map((prefix) => `${prefix}.terms.link`),
  'guest.register.step.${view.screen}': guestRegistrationSteps.map((step) => `guest.register.step.${step.id}`),
  'recharge.step.${view.step}': rechargeSteps.map((step) => step.labelId),
  'history.channel.${channelOf(item.channel)}': historyChannels.map((channel) => `history.channel.${channel}`),
  'inbox.category.${categoryName(message.category)}': [...Object.keys(inboxCategories), 'other'].map((name) => `inbox.category.${name}`),
  // Usage: service tabs, the periodicity switch and its step buttons.
  'usage.service.${service}': usageServices.map((service) => `usage.service.${service}`),
  'usage.view.${v}': usageViews.map((view) => `usage.view.${view}`),
  'usage.previous.${view.view}': usageViews.map((view) => `usage.previous.${view}`),
  'usage.next.${view.view}': usageViews.map((view) => `usage.next.${view}`),
  'usage.download.${format}': usageDownloadFormats.map((format) => `usage.download.${format}`),
  'usage.compare.kind.${n.premiseType}.${n.premiseSize}': premiseTypes.flatMap((type) => premiseSizes.map((size) => `usage.compare.kind.${type}.${size}`)),
};

/**
 * Ids passed through a variable; where their values come from is scanned separately
 * (titleId="..." on FaqPage, toast requests `{ kind, message: '...' }`); step labels come from each
 * flow's defineSteps list (`stepLabelId` too: a saved form's title), whose ids its own tests check against the catalogues; the failure
 * texts' fallbacks (src/ui/failureText.ts) are checked by tests/component/failureText.test.ts.
 */
const indirectIds = new Set(['titleId', 'toast.message', 'step.labelId', 'current.labelId', 'stepLabelId', 'texts.fallback']);

/** The expression starting at `start`, up to the `,` or `}` that ends it (template literals and nesting skipped). */
function expressionAt(code: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (quote === '`' && char === '$' && code[index + 1] === '{') {
        // ${...} inside a template: skip to its closing brace.
        const end = code.indexOf('}', index);
        index = end;
      } else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || (char === '}' && depth > 0)) depth -= 1;
    else if (depth === 0 && (char === '}' || char === ',')) return code.slice(start, index).trim();
  }
  return code.slice(start).trim();
}

interface Usage {
  id: string;
  file: string;
}

function scan() {
  const literal: Usage[] = [];
  const templates: Usage[] = [];
  const indirect: Usage[] = [];
  const addExpression = (whole: string, file: string) => {
    // In `cond ? 'a.id' : 'b.id'` only the branches are ids, not what the condition compares with.
    const conditional = whole.indexOf('?');
    const expression = conditional >= 0 && !whole.trimStart().startsWith('`') ? whole.slice(conditional + 1) : whole;
    const quoted = [...expression.matchAll(/'([^']+)'|"([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? '');
    const template = [...expression.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    quoted.forEach((id) => literal.push({ id, file }));
    template.forEach((id) => templates.push({ id, file }));
    if (quoted.length === 0 && template.length === 0) indirect.push({ id: expression.trim(), file });
  };
  for (const { file, code } of sources) {
    // intl.formatMessage({ id: <expression> }, ...)
    for (const match of code.matchAll(/formatMessage\(\s*\{\s*id:\s*/g)) {
      addExpression(expressionAt(code, (match.index ?? 0) + match[0].length), file);
    }
    // local shorthands: t('id'), t(`id.${x}`, values)
    for (const match of code.matchAll(/\bt\(\s*('[^']+'|"[^"]+"|`[^`]+`)/g)) addExpression(match[1] ?? '', file);
    // <FaqPage titleId="..." />
    for (const match of code.matchAll(/titleId[=:]\s*("[^"]+"|'[^']+')/g)) addExpression(match[1] ?? '', file);
    // toast requests: { kind: 'error', message: 'language.loadFailed' } (raw server texts aside)
    for (const match of code.matchAll(/\{\s*kind:\s*'(?:success|warning|error)',\s*message:\s*'([^']+)'(?![^}]*raw:\s*true)/g)) {
      literal.push({ id: match[1] ?? '', file });
    }
  }
  return { literal, templates, indirect };
}

const usages = scan();

describe('message catalogues', () => {
  it.each(languages.filter((language) => language !== 'EN_US'))('%s has exactly the keys of EN_US', (language) => {
    const keys = Object.keys(rawCatalogues[language]).sort();
    const reference = Object.keys(enUS).sort();
    expect(keys.filter((key) => !(key in enUS)), `keys only in ${language}`).toEqual([]);
    expect(reference.filter((key) => !(key in rawCatalogues[language])), `keys missing from ${language}`).toEqual([]);
    expect(keys).toEqual(reference);
  });

  it.each(languages)('%s has no empty texts', (language) => {
    const empty = Object.entries(rawCatalogues[language]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(languages.filter((language) => language !== 'EN_US'))(
    '%s uses the same {placeholders} as EN_US in every text',
    (language) => {
      const placeholders = (value: string) => [...value.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
      const mismatched = Object.entries(enUS)
        .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(rawCatalogues[language][key] ?? '')))
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    },
  );
});

describe('message ids used in src/', () => {
  it('the scan finds the ids (sanity check of the patterns)', () => {
    const ids = new Set(usages.literal.map((usage) => usage.id));
    for (const id of ['toast.ok', 'footer.copyright', 'faq.title', 'language.loadFailed', 'terms.title', 'privacy.title']) {
      expect(ids, id).toContain(id);
    }
    expect(usages.literal.length).toBeGreaterThan(80);
    // Every listed template and indirect id is still in use (no stale entries hiding a rename).
    expect(new Set(usages.templates.map((usage) => usage.id))).toEqual(new Set(Object.keys(dynamicIds)));
    expect(new Set(usages.indirect.map((usage) => usage.id))).toEqual(indirectIds);
  });

  it('every literal id exists in EN_US', () => {
    const missing = usages.literal.filter((usage) => !(usage.id in enUS)).map((usage) => `${usage.file}: ${usage.id}`);
    expect(missing).toEqual([]);
  });

  it('every template literal id is known, and every value it can take exists in EN_US', () => {
    const unknown = usages.templates
      .filter((usage) => !(usage.id in dynamicIds))
      .map((usage) => `${usage.file}: \`${usage.id}\` (add its values to dynamicIds)`);
    expect(unknown).toEqual([]);
    const missing = Object.values(dynamicIds)
      .flat()
      .filter((id) => !(id in enUS));
    expect(missing).toEqual([]);
  });

  it('ids passed through variables are the known ones', () => {
    const unknown = usages.indirect
      .filter((usage) => !indirectIds.has(usage.id))
      .map((usage) => `${usage.file}: ${usage.id}`);
    expect(unknown).toEqual([]);
  });

  it('every message code of the server error catalogue shown by CallFailure has a text', () => {
    const codes = Object.keys(enUS).filter((key) => key.startsWith('error.'));
    expect(codes).toContain('error.loadFailed');
    for (const language of languages) {
      for (const code of codes) expect(rawCatalogues[language], `${language} ${code}`).toHaveProperty([code]);
    }
  });
});
