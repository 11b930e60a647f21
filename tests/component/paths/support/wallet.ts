import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';

/** The wallet's window after Continue: the user approves the payment there (the step then ends). */
export async function approveInWallet(user: UserEvent, wallet: string): Promise<void> {
  const window = await screen.findByRole('dialog', { name: formatCatalogueText('payment.method.wallet.window.title', { wallet }, 'EN_US') });
  await user.click(within(window).getByRole('button', { name: formatCatalogueText('payment.method.wallet.approve', {}, 'EN_US') }));
}
