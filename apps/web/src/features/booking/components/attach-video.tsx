import i18next from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';

export type VideoTarget = { orderId: number; screenName: string };

async function attach(orderId: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('video', file, file.name);
  const res = await fetch('/api/order', {
    method: 'POST',
    body: form,
    credentials: 'include',
    // Server messages come in the page's language.
    headers: { 'Accept-Language': i18next.resolvedLanguage ?? i18next.language ?? 'en' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(
      res.status,
      body.message ?? i18next.t('attach.failedStatus', { ns: 'booking', status: res.status }),
    );
  }
}

/**
 * POST /api/order with orderId: one video for one booked screen, or the same video for several
 * screens of one size (sent to each order in turn); each then goes to review.
 */
export function AttachVideo({
  targets,
  label,
  buttonText,
  onSent,
}: {
  targets: VideoTarget[];
  /** The file input's accessible name. */
  label: string;
  buttonText?: string;
  onSent: (orderIds: number[]) => void;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const send = async (file: File) => {
    setSending(true);
    setErrors([]);
    const sent: number[] = [];
    const failed: string[] = [];
    for (const target of targets) {
      try {
        await attach(target.orderId, file);
        sent.push(target.orderId);
      } catch (caught) {
        const message = caught instanceof Error ? caught.message : t('attach.failed');
        failed.push(
          targets.length > 1
            ? t('attach.screenError', { name: target.screenName, message })
            : message,
        );
      }
    }
    setSending(false);
    setErrors(failed);
    if (sent.length > 0) onSent(sent);
  };

  return (
    <div>
      <label htmlFor={id} className="btn btn-secondary">
        {sending ? t('attach.uploading') : (buttonText ?? t('attach.upload'))}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="video/*"
        aria-label={label}
        disabled={sending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      {errors.map((error) => (
        <p key={error} className="form-error" role="alert">
          {error}
        </p>
      ))}
    </div>
  );
}
