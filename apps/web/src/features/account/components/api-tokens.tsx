import { Trans, useTranslation } from 'react-i18next';
import { dayInDubai, useFormat } from '../../../i18n/format';
import { apiTokenMessages, type ApiToken } from '@screenspot/contracts/api-token';
import { useState } from 'react';
import { z } from 'zod';
import { ErrorText } from '../../../components/ui/error-text';
import { SelectField } from '../../../components/ui/select-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { Choice, ChoiceFieldset } from './choice-fieldset';
import { ConfirmRemoval } from './confirm-removal';
import { SettingsForm } from './settings-form';
import { SecretSection } from './secret-section';
import styles from './settings.module.css';

const lifetimes = ['30', '90', '365', 'never'] as const;

const tokenFormSchema = z
  .object({
    name: z.string().trim().min(1, apiTokenMessages.nameRequired).max(100),
    read: z.boolean(),
    book: z.boolean(),
    lifetime: z.enum(['30', '90', '365', 'never']),
  })
  .refine((values) => values.read || values.book, {
    message: apiTokenMessages.scopesRequired,
    path: ['read'],
  });

const separator = ' · ';
const bearerHeader = 'Authorization: Bearer <token>';

/** Settings › API tokens: make a token for a system (shown once), see tokens, revoke one. */
export function ApiTokens() {
  const { t } = useTranslation('account');
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const form = useApiForm(tokenFormSchema, {
    defaultValues: { name: '', read: true, book: false, lifetime: '90' },
    serverFields: ['name'],
    onSubmit: async (values) => {
      const scopes = (['read', 'book'] as const).filter((scope) => values[scope]);
      const expiresAt =
        values.lifetime === 'never'
          ? undefined
          : new Date(Date.now() + Number(values.lifetime) * 86_400_000).toISOString();
      const { token } = await create.mutateAsync({ name: values.name, scopes, expiresAt });
      setCreated({ name: values.name.trim(), token });
      form.reset();
    },
  });

  return (
    <SecretSection
      section="tokens"
      made={
        created && {
          title: t('tokens.created', { name: created.name }),
          note: (
            <Trans
              t={t}
              i18nKey="tokens.copyNow"
              values={{ header: bearerHeader }}
              components={[<code key="header" dir="ltr" />]}
            />
          ),
          value: created.token,
          valueLabel: t('tokens.newValue'),
        }
      }
      onDone={() => setCreated(null)}
      form={
        <SettingsForm form={form} texts="tokens">
          <TextField
            label={t('tokens.name')}
            placeholder={t('tokens.namePlaceholder')}
            autoComplete="off"
            {...form.field('name')}
          />
          <ChoiceFieldset legend={t('tokens.scopes')} error={form.errors.read?.message}>
            {(['read', 'book'] as const).map((scope) => (
              <Choice
                key={scope}
                input={form.register(scope)}
                name={
                  <bdi dir="ltr" className={styles.scopeName}>
                    {scope}
                  </bdi>
                }
                help={t(`tokens.scopeHelp.${scope}`)}
              />
            ))}
          </ChoiceFieldset>
          <SelectField
            id="token-lifetime"
            label={t('tokens.expiresAfter')}
            {...form.register('lifetime')}
          >
            {lifetimes.map((lifetime) => (
              <option key={lifetime} value={lifetime}>
                {t(`tokens.lifetimes.${lifetime}`)}
              </option>
            ))}
          </SelectField>
        </SettingsForm>
      }
      query={tokens}
      docs={<Trans t={t} i18nKey="tokens.docs" components={[<a key="docs" href="/api/docs/" />]} />}
    >
      {(token) => <TokenRow key={token.id} token={token} />}
    </SecretSection>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const revoke = useRevokeApiToken();
  const revokeNamed = t('tokens.revokeNamed', { name: token.name });
  return (
    <li className={styles.contactItem}>
      <div className={styles.tokenInfo}>
        <span className={styles.contactValue}>
          {token.name}
          {token.scopes.map((scope) => (
            <span key={scope} className={styles.deviceCurrent}>
              {scope}
            </span>
          ))}
          {token.expired ? <span className={styles.afterName}>{t('tokens.expired')}</span> : null}
        </span>
        <span className={styles.deviceMeta}>
          <code dir="ltr">{token.prefix}…</code>
          {separator}
          {t('tokens.createdOn', { date: format.date(token.createdAt, dayInDubai) })}
          {separator}
          {token.expiresAt
            ? t(token.expired ? 'tokens.expiredOn' : 'tokens.expiresOn', {
                date: format.date(token.expiresAt, dayInDubai),
              })
            : t('tokens.noExpiry')}
        </span>
        <span className={styles.deviceMeta}>
          {token.lastUsedAt
            ? t('tokens.lastUsed', {
                moment: format.dubaiTime(token.lastUsedAt),
              })
            : t('tokens.neverUsed')}
        </span>
        <ErrorText error={revoke.error} className="field-error" inline />
      </div>
      <ConfirmRemoval
        pending={revoke.isPending}
        labels={{
          ask: t('tokens.revoke'),
          askNamed: revokeNamed,
          confirm: revokeNamed,
          pending: t('tokens.revoking'),
          keep: t('tokens.keep'),
        }}
        onConfirm={() => revoke.mutate(token.id)}
      />
    </li>
  );
}
