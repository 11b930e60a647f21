import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LinkCards } from '../../../ui/LinkCards.tsx';
import { useNavigationSections } from '../../session/navigation.ts';

/** Entries of other menus that belong with billing and payments (document 1 section 2: Payment Information sits under Account). */
export const relatedEntryIds = ['paymentMethod'];

/**
 * /BillPayment: the billing and payment overview for a signed-in customer (document 1 section 2).
 * The cards are the Billing menu's entries this user may open now (rights, role, agent, prepaid,
 * status 2, built pages: the same rules as the menu, src/domain/navigation.ts), each with what it does.
 */
export function BillPaymentPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sections = useNavigationSections();
  const entries = [
    ...(sections.find((section) => section.group === 'billing')?.entries ?? []),
    ...sections.flatMap((section) => section.entries.filter((entry) => relatedEntryIds.includes(entry.id))),
  ];
  return (
    <div className="container page">
      <h1 tabIndex={-1} id="bill-payment-title">
        {t('billPayment.title')}
      </h1>
      <p className="lead">{t('billPayment.intro')}</p>
      {entries.length ? (
        <LinkCards
          labelledBy="bill-payment-title"
          cards={entries.map((entry) => ({ id: entry.id, to: entry.path, title: t(entry.labelId), body: t(`billPayment.about.${entry.id}`) }))}
        />
      ) : (
        <p role="status">
          {t('billPayment.none')} <Link to="/dashboard">{t('nav.home')}</Link>
        </p>
      )}
    </div>
  );
}
