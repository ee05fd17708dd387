import type { Transmission, TransmissionStatus } from '@screenspot/contracts/pint-ae';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

// Under the orders key: a live order event (an invoice issued or paid) refreshes this list too.
const einvoicesKey = [...adminKeys.orders, 'einvoices'] as const;

export function getTransmissions(status: TransmissionStatus | undefined): Promise<Transmission[]> {
  return api.get<Transmission[]>(withQuery('/api/admin/einvoices', { status }));
}

export const transmissionsQuery = (status: TransmissionStatus | undefined) =>
  queryOptions({
    queryKey: [...einvoicesKey, status ?? 'all'],
    queryFn: () => getTransmissions(status),
    // Sending runs in the background: the list follows it while the page is open.
    refetchInterval: 15_000,
  });

export function useTransmissions(status: TransmissionStatus | undefined) {
  return useQuery(transmissionsQuery(status));
}
