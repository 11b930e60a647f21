import { createFileRoute } from '@tanstack/react-router';
import { TransferServiceSuccess } from '../../features/service/transferService/PreTransferService.tsx';
import { transferDoneOf, transferSuccessSearch } from '../../features/service/transferService/transferSuccessSearch.ts';

// The Success page of /TransferServicePrelogin: both references, each tracked without signing in.
// The transfer travels in the address (each tab its own; a reload keeps it).
export const Route = createFileRoute('/TransferServiceSuccessPre')({
  validateSearch: transferSuccessSearch,
  component: function TransferServiceSuccessPre() {
    return <TransferServiceSuccess receipt={transferDoneOf(Route.useSearch())} />;
  },
});
