import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayOpenPaperless } from '../../../features/account/access.ts';
import { PaperlessPage } from '../../../features/account/paperless/PaperlessPage.tsx';

// Account Information (document 1 section 2; the logged screen of paperless enrol and unenrol): for
// now its paperless billing and bill format. A postpaid account and the paperless right; others go to /.
export const Route = createFileRoute('/_signedIn/AccountInformation')({
  beforeLoad: requireRight(mayOpenPaperless),
  component: function AccountInformation() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    return <PaperlessPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
