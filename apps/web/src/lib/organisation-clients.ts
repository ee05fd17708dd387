// The organisation's clients (decision 0060): kept in the Team tab, offered when booking and
// proposing. Shared here because both the organisation and the booking features read them.
import type { ClientName, OrganisationClients } from '@screenspot/contracts/organisation-client';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const organisationClientsKey = ['organisation', 'clients'] as const;

/** GET /api/organisation/clients: the active clients by name, then the archived ones. */
export function useOrganisationClients(enabled = true) {
  return useQuery({
    queryKey: organisationClientsKey,
    queryFn: () => api.get<OrganisationClients>('/api/organisation/clients'),
    enabled,
  });
}

/** A client's name in the reader's language: the Arabic one when there is one. */
export function clientDisplayName(
  client: Pick<ClientName, 'name' | 'nameAr'>,
  language: string,
): string {
  return (language === 'ar' && client.nameAr) || client.name;
}
