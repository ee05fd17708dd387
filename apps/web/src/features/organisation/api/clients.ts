import type { Organisation } from '@screenspot/contracts/organisation';
import type {
  ClientInput,
  InvoiceAddressee,
  OrganisationClient,
} from '@screenspot/contracts/organisation-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationClientsKey } from '../../../lib/organisation-clients';
import { organisationKey } from './organisation';

/** A change to the clients: the list is read again afterwards. */
function useClientChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationClientsKey }),
  });
}

/** POST /api/organisation/clients */
export const useAddClient = () =>
  useClientChange((input: ClientInput) =>
    api.post<OrganisationClient>('/api/organisation/clients', input),
  );

/** PUT /api/organisation/clients/:id: the whole client. */
export const useEditClient = () =>
  useClientChange(({ id, ...input }: ClientInput & { id: number }) =>
    api.put<OrganisationClient>(`/api/organisation/clients/${id}`, input),
  );

/** DELETE /api/organisation/clients/:id: deleted, or archived when a campaign names it. */
export const useRemoveClient = () =>
  useClientChange((id: number) =>
    api.delete<{ outcome: 'deleted' | 'archived' }>(`/api/organisation/clients/${id}`),
  );

/** PUT /api/organisation/invoice-addressee (owner). */
export function useSetInvoiceAddressee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceAddressee: InvoiceAddressee) =>
      api.put<Organisation>('/api/organisation/invoice-addressee', { invoiceAddressee }),
    onSuccess: (organisation) => queryClient.setQueryData(organisationKey, organisation),
  });
}
