import { createFileRoute } from '@tanstack/react-router';
import { TransferServiceSuccess, transferDoneOf, transferSuccessSearch } from '../../features/service/transferService/PreTransferService.tsx';

// The Success page of /TransferServicePrelogin: both references, each tracked without signing in.
// The transfer travels in the address (each tab its own; a reload keeps it).
export const Route = createFileRoute('/TransferServiceSuccessPre')({
  validateSearch: transferSuccessSearch,
  component: function TransferServiceSuccessPre() {
    return <TransferServiceSuccess receipt={transferDoneOf(Route.useSearch())} />;
  },
});
