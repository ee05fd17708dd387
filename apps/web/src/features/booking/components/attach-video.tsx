import { useId, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';

/** POST /api/order with orderId: the video for one booked screen; it then goes to review. */
export function AttachVideo({ orderId, screenName }: { orderId: number; screenName: string }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setState('sending');
    setError(null);
    const form = new FormData();
    form.append('orderId', String(orderId));
    form.append('video', file, file.name);
    try {
      const res = await fetch('/api/order', { method: 'POST', body: form, credentials: 'include' });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new ApiRequestError(res.status, body.message ?? `The upload failed (${res.status}).`);
      }
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(caught instanceof Error ? caught.message : 'The upload failed.');
    }
  };

  if (state === 'sent') return <span role="status">Video sent for review</span>;
  return (
    <div>
      <label htmlFor={id} className="btn btn-secondary">
        {state === 'sending' ? 'Uploading...' : 'Upload video'}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="video/*"
        aria-label={`Video for ${screenName}`}
        disabled={state === 'sending'}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
