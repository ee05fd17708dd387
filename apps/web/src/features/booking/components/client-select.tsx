import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { ApiRequestError } from '../../../lib/api-client';
import { clientDisplayName, useOrganisationClients } from '../../../lib/organisation-clients';

/** The server's message for one field of a refused request, if it names that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.errors[field] : undefined;
}

/**
 * The client a campaign or a proposal is for (decision 0060): one of the organisation's active
 * clients, or none. Shown only when the organisation keeps clients.
 */
export function ClientSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (clientId: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const clients = useOrganisationClients();
  const active = (clients.data?.clients ?? []).filter((client) => client.archivedAt === null);
  if (active.length === 0) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <SelectField
      label={t('campaign.client')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('campaign.noClient')}</option>
      {active.map((client) => (
        <option key={client.id} value={String(client.id)}>
          {clientDisplayName(client, language)}
        </option>
      ))}
    </SelectField>
  );
}
