import {
  clientInputSchema,
  type ClientInput,
  type OrganisationClient,
} from '@screenspot/contracts/organisation-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useOrganisationClients } from '../../../lib/organisation-clients';
import { useAddClient, useEditClient, useRemoveClient } from '../api/clients';
import styles from './team.module.css';
import { ErrorText } from '../../../components/ui/error-text';
import { MutationButton } from '../../../components/ui/mutation-button';

const blank: ClientInput = {
  name: '',
  nameAr: '',
  billingAddress: '',
  trn: '',
  contactEmail: '',
};

const inputOf = (client: OrganisationClient): ClientInput => ({
  name: client.name,
  nameAr: client.nameAr ?? '',
  billingAddress: client.billingAddress,
  trn: client.trn ?? '',
  contactEmail: client.contactEmail,
});

/**
 * The Team tab's clients (decision 0060): the advertisers the organisation books and proposes for.
 * Owners and planners add, change and remove them; a client a campaign names is archived instead.
 */
export function ClientsSection({ manage }: { manage: boolean }) {
  const { t } = useTranslation('team');
  const clients = useOrganisationClients();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = clients.data?.clients ?? [];
  return (
    <section className={`card ${styles.card}`} aria-labelledby="team-clients">
      <h2 id="team-clients">{t('clients.title')}</h2>
      <p className={styles.hint}>{t('clients.hint')}</p>
      {clients.isError ? <p role="alert">{clients.error.message}</p> : null}
      {clients.isSuccess && list.length === 0 ? (
        <p className={styles.hint}>{t('clients.none')}</p>
      ) : null}
      {notice ? (
        <p role="status" className={styles.sent}>
          {notice}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.members} data-testid="client-list">
          {list.map((client) =>
            editing === client.id ? (
              <li key={client.id} className={styles.clientForm}>
                <ClientForm
                  client={client}
                  onDone={(saved) => {
                    setEditing(null);
                    if (saved) setNotice(t('clients.saved', { name: saved }));
                  }}
                />
              </li>
            ) : (
              <ClientRow
                key={client.id}
                client={client}
                manage={manage}
                onEdit={() => {
                  setNotice(null);
                  setEditing(client.id);
                }}
                onRemoved={(text) => setNotice(text)}
              />
            ),
          )}
        </ul>
      ) : null}
      {manage ? (
        adding ? (
          <div className={styles.clientForm}>
            <h3 className={styles.subhead}>{t('clients.addTitle')}</h3>
            <ClientForm
              onDone={(saved) => {
                setAdding(false);
                if (saved) setNotice(t('clients.added', { name: saved }));
              }}
            />
          </div>
        ) : (
          <button
            type="button"
            className={`btn btn-secondary ${styles.addButton}`}
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('clients.add')}
          </button>
        )
      ) : null}
    </section>
  );
}

function ClientRow({
  client,
  manage,
  onEdit,
  onRemoved,
}: {
  client: OrganisationClient;
  manage: boolean;
  onEdit: () => void;
  onRemoved: (text: string) => void;
}) {
  const { t } = useTranslation('team');
  const remove = useRemoveClient();
  const archived = client.archivedAt !== null;
  return (
    <li className={styles.member} data-testid={`client-${client.name}`}>
      <div className={styles.who}>
        <strong>
          <bdi>{client.name}</bdi>
          {client.nameAr ? (
            <>
              {' · '}
              <bdi lang="ar" dir="rtl">
                {client.nameAr}
              </bdi>
            </>
          ) : null}
          {archived ? <span className={styles.badge}>{t('clients.archived')}</span> : null}
        </strong>
        <span className={`${styles.email} ${styles.address}`}>
          <bdi>{client.billingAddress}</bdi>
        </span>
        <span className={styles.email}>
          {client.trn ? (
            <>
              {t('clients.trn')} <bdi dir="ltr">{client.trn}</bdi>
            </>
          ) : (
            t('clients.noTrn')
          )}
          {' · '}
          <bdi dir="ltr">{client.contactEmail}</bdi>
        </span>
      </div>
      {manage && !archived ? (
        <div className={styles.controls}>
          <button type="button" className="btn btn-secondary" onClick={onEdit}>
            {t('clients.edit')}
          </button>
          <MutationButton
            mutation={remove}
            input={client.id}
            options={{
              onSuccess: ({ outcome }) =>
                onRemoved(t(`clients.outcome.${outcome}`, { name: client.name })),
            }}
          >
            {t('clients.remove')}
          </MutationButton>
        </div>
      ) : null}
      <ErrorText error={remove.error} className="field-error" />
    </li>
  );
}

/** Adds a client, or changes one; `onDone` gets the saved name, or null when cancelled. */
function ClientForm({
  client,
  onDone,
}: {
  client?: OrganisationClient;
  onDone: (savedName: string | null) => void;
}) {
  const { t } = useTranslation('team');
  const add = useAddClient();
  const edit = useEditClient();
  const form = useApiForm(clientInputSchema, {
    defaultValues: client ? inputOf(client) : blank,
    serverFields: ['name', 'nameAr', 'billingAddress', 'trn', 'contactEmail'],
    onSubmit: async (values) => {
      const saved = client
        ? await edit.mutateAsync({ id: client.id, ...values })
        : await add.mutateAsync(values);
      onDone(saved.name);
    },
  });
  /** A one-line field of the client, labelled by its name, that the browser does not fill in. */
  const lineField = (name: 'name' | 'nameAr' | 'trn' | 'contactEmail') => ({
    label: t(`clients.fields.${name}`),
    autoComplete: 'off',
    ...form.field(name),
  });
  return (
    <form className={styles.clientFields} onSubmit={form.submit} noValidate>
      {form.outcome ? (
        <div className={styles.wide}>
          <FormOutcome outcome={form.outcome} />
        </div>
      ) : null}
      <TextField {...lineField('name')} />
      <TextField {...lineField('nameAr')} dir="rtl" lang="ar" />
      <TextAreaField
        label={t('clients.fields.billingAddress')}
        rows={3}
        maxLength={500}
        frameClassName={styles.wide}
        {...form.field('billingAddress')}
      />
      <TextField
        {...lineField('trn')}
        inputMode="numeric"
        dir="ltr"
        placeholder={t('clients.fields.trnPlaceholder')}
      />
      <TextField {...lineField('contactEmail')} type="email" dir="ltr" />
      <div className={`${styles.formActions} ${styles.wide}`}>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)}>
          {t('clients.cancel')}
        </button>
        <SubmitButton pending={form.pending} pendingLabel={t('clients.saving')}>
          {t(client ? 'clients.save' : 'clients.addSubmit')}
        </SubmitButton>
      </div>
    </form>
  );
}
