import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import {
  webhookEvents,
  webhookMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@screenspot/contracts/webhook';
import { useState } from 'react';
import { z } from 'zod';
import { ErrorText } from '../../../components/ui/error-text';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextField } from '../../../components/ui/text-field';
import {
  useCreateWebhook,
  useDeleteWebhook,
  usePingWebhook,
  useReplayDelivery,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks';
import { Choice, ChoiceFieldset } from './choice-fieldset';
import { ConfirmRemoval } from './confirm-removal';
import { SettingsForm } from './settings-form';
import { QueryPending } from './query-list';
import { SecretSection } from './secret-section';
import styles from './settings.module.css';

const moment: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};
const separator = ' · ';
const urlExample = 'https://example.com/hooks/screenspot';
const signatureHeader = 'ScreenSpot-Signature';

const webhookFormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, webhookMessages.urlRequired)
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, webhookMessages.urlInvalid),
  events: z.array(z.enum(webhookEvents)).min(1, webhookMessages.eventsRequired),
});

/** An event's name in the language in use; an event this version does not know, as it is. */
function useEventLabel() {
  const { t } = useTranslation('account');
  return (event: string) => t(`webhooks.events.${event}`, { defaultValue: event });
}

/**
 * Settings › Webhooks: register an endpoint for order events (its signing secret shown once), see
 * each endpoint's deliveries with their status codes, replay one, send a test event, delete.
 */
export function Webhooks() {
  const { t } = useTranslation('account');
  const eventLabel = useEventLabel();
  const endpoints = useWebhooks();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const form = useApiForm(webhookFormSchema, {
    defaultValues: { url: '', events: ['order.approved', 'order.rejected', 'order.paid'] },
    serverFields: ['url', 'events'],
    onSubmit: async (values) => {
      const { url, secret } = await create.mutateAsync(values);
      setCreated({ url, secret });
      form.reset();
    },
  });

  return (
    <SecretSection
      section="webhooks"
      made={
        created && {
          title: t('webhooks.added'),
          note: (
            <Trans
              t={t}
              i18nKey="webhooks.copySecret"
              values={{ url: created.url }}
              components={[<bdi key="url" dir="ltr" className={styles.breakAnywhere} />]}
            />
          ),
          value: created.secret,
          valueLabel: t('webhooks.secret'),
        }
      }
      onDone={() => setCreated(null)}
      form={
        <SettingsForm form={form} texts="webhooks">
          <TextField
            label={t('webhooks.url')}
            placeholder={urlExample}
            autoComplete="off"
            inputMode="url"
            {...form.field('url')}
          />
          <ChoiceFieldset legend={t('webhooks.eventsLegend')} error={form.errors.events?.message}>
            <div className={styles.eventGrid}>
              {webhookEvents.map((event) => (
                <Choice
                  key={event}
                  input={{ value: event, ...form.register('events') }}
                  name={<span className={styles.eventName}>{eventLabel(event)}</span>}
                  help={<code>{event}</code>}
                />
              ))}
            </div>
          </ChoiceFieldset>
        </SettingsForm>
      }
      query={endpoints}
      docs={
        <Trans
          t={t}
          i18nKey="webhooks.docs"
          values={{ header: signatureHeader }}
          components={[<code key="header" dir="ltr" />, <a key="docs" href="/api/docs/" />]}
        />
      }
    >
      {(endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} />}
    </SecretSection>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('account');
  const eventLabel = useEventLabel();
  const remove = useDeleteWebhook();
  const ping = usePingWebhook(endpoint.id);
  const [open, setOpen] = useState(false);
  const error = remove.error ?? ping.error;
  return (
    <li className={styles.webhookItem}>
      <div className={styles.webhookHead}>
        <div className={styles.tokenInfo}>
          <span className={`${styles.contactValue} ${styles.breakAnywhere}`}>{endpoint.url}</span>
          <span className={styles.deviceMeta}>
            {endpoint.events.map((event) => eventLabel(event)).join(separator)}
          </span>
          <ErrorText error={error} className="field-error" inline />
        </div>
        <ConfirmRemoval
          pending={remove.isPending}
          labels={{
            ask: t('webhooks.deleteShort'),
            askNamed: t('webhooks.deleteNamed', { url: endpoint.url }),
            confirm: t('webhooks.delete'),
            pending: t('webhooks.deleting'),
            keep: t('webhooks.keep'),
          }}
          onConfirm={() => remove.mutate(endpoint.id)}
        >
          {(askButton) => (
            <div className={styles.tokenConfirm}>
              <button
                type="button"
                className="btn btn-secondary"
                aria-expanded={open}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? t('webhooks.hideDeliveries') : t('webhooks.deliveries')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={ping.isPending}
                onClick={() => {
                  setOpen(true);
                  ping.mutate();
                }}
              >
                {t('webhooks.sendTest')}
              </button>
              {askButton}
            </div>
          )}
        </ConfirmRemoval>
      </div>
      {open ? <Deliveries endpointId={endpoint.id} /> : null}
    </li>
  );
}

function statusKey(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return 'webhooks.status.delivered';
  if (delivery.status === 'failed') return 'webhooks.status.failed';
  return delivery.attempts > 0 ? 'webhooks.status.retrying' : 'webhooks.status.sending';
}

function Deliveries({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const eventLabel = useEventLabel();
  const deliveries = useWebhookDeliveries(endpointId);
  const replay = useReplayDelivery(endpointId);
  if (deliveries.isPending || deliveries.error) {
    return <QueryPending query={deliveries} loadingText={t('webhooks.loadingDeliveries')} />;
  }
  if (deliveries.data.length === 0) {
    return <p className={styles.empty}>{t('webhooks.nothingSent')}</p>;
  }
  return (
    <ul className={styles.deliveryList} aria-label={t('webhooks.deliveries')}>
      {deliveries.data.map((delivery) => (
        <li key={delivery.id} className={styles.delivery}>
          <div className={styles.tokenInfo}>
            <span className={styles.deliveryEvent}>
              {eventLabel(delivery.event)}
              <span className={styles.deliveryStatus} data-status={delivery.status}>
                {t(statusKey(delivery))}
                {delivery.lastStatusCode !== null ? separator + delivery.lastStatusCode : ''}
              </span>
            </span>
            <span className={styles.deviceMeta}>
              {format.dubaiTime(delivery.createdAt, moment)}
              {separator}
              {t('webhooks.attempts', { count: delivery.attempts })}
              {delivery.status !== 'delivered' && delivery.lastError
                ? separator + delivery.lastError
                : ''}
            </span>
          </div>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={replay.isPending && replay.variables === delivery.id}
            aria-label={t('webhooks.replayNamed', { id: delivery.id })}
            onClick={() => replay.mutate(delivery.id)}
          >
            {t('webhooks.replay')}
          </button>
        </li>
      ))}
    </ul>
  );
}
