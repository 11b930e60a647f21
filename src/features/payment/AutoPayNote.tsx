import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { enrollAutoPayPath, type AutoPayBadge } from '../../domain/autoPay.ts';
import { formatDate } from '../../domain/format.ts';
import { useIsBuilt } from '../session/hooks.ts';

/**
 * What the dashboard and /ViewBill say of AutoPay (the server's AutoPayBadge): "Paid by AutoPay on
 * <date> from ****1234" when enrolled; otherwise an offer leading to /EnrollAutoPay, shown only
 * where the caller may open it (`mayEnrol`: the AutoPay menu rule) and the page is built. Nothing
 * when the server says nothing (agents, prepaid accounts, no AutoPay right).
 */
export function AutoPayNote({ badge, mayEnrol, className }: { badge: AutoPayBadge | null; mayEnrol: boolean; className?: string }) {
  const intl = useIntl();
  const isBuilt = useIsBuilt();
  if (!badge) return null;
  if (badge.enrolled) {
    const account = `****${badge.last4}`;
    return (
      <p className={className}>
        {badge.date
          ? intl.formatMessage({ id: 'payment.autoPay.note.enrolled' }, { date: formatDate(badge.date, intl.locale), account })
          : intl.formatMessage({ id: 'payment.autoPay.note.enrolledNoBill' }, { account })}
      </p>
    );
  }
  if (!mayEnrol || !isBuilt(enrollAutoPayPath)) return null;
  return (
    <p className={className}>
      {intl.formatMessage({ id: 'payment.autoPay.note.offer' })}{' '}
      <Link to={enrollAutoPayPath as never}>{intl.formatMessage({ id: 'payment.autoPay.note.offerLink' })}</Link>
    </p>
  );
}
