import { createFileRoute } from '@tanstack/react-router';
import { TransferServiceSuccess } from '../../features/service/transferService/PreTransferService.tsx';

// The Success page of /TransferServicePrelogin: both references, each tracked without signing in.
export const Route = createFileRoute('/TransferServiceSuccessPre')({
  component: function TransferServiceSuccessPre() {
    return <TransferServiceSuccess />;
  },
});
