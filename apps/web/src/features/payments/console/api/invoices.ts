import type { AdminInvoice, InvoiceStatus, TransferRequest } from '@screenspot/contracts/payment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

// Under the orders key: a live order event (an invoice paid elsewhere) refreshes this list too.
const invoicesKey = [...adminKeys.orders, 'invoices'] as const;

export function getInvoices(status: InvoiceStatus | undefined): Promise<AdminInvoice[]> {
  return api.get<AdminInvoice[]>(withQuery('/api/admin/invoices', { status }));
}

export const invoicesQuery = (status: InvoiceStatus | undefined) =>
  queryOptions({ queryKey: [...invoicesKey, status ?? 'all'], queryFn: () => getInvoices(status) });

export function useInvoices(status: InvoiceStatus | undefined) {
  return useQuery(invoicesQuery(status));
}

export function recordTransfer(invoiceNumber: string, transfer: TransferRequest) {
  return api.post<AdminInvoice>(`/api/admin/invoices/${invoiceNumber}/transfers`, transfer);
}

export function useRecordTransfer(invoiceNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transfer: TransferRequest) => recordTransfer(invoiceNumber, transfer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
