import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { signInPath } from '../../../lib/session';
import { useAcceptInvite, useInvitePreview } from '../api/organisation';
import styles from './team.module.css';

/**
 * /invite/:token: what the invite offers. A signed-in person joins with one button; anyone else
 * signs in, or signs up and comes back to the link (it works once, for 7 days).
 */
export function InvitePage({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const here = `/invite/${token}`;
  if (preview.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (preview.isError) {
    return (
      <section className={`card ${styles.card}`}>
        <h1>{t('join.unavailable')}</h1>
        <p role="alert">{preview.error.message}</p>
      </section>
    );
  }
  const invite = preview.data;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="invite-title">
      <h1 id="invite-title">{t('join.title', { name: invite.organisationName })}</h1>
      <p>{t('join.role', { role: t(`roles.${invite.role}`) })}</p>
      <p className={styles.hint}>
        {t('join.for', { email: invite.email })} ·{' '}
        {t('invite.expires', { time: format.deadline(invite.expiresAt) })}
      </p>
      {signedIn ? (
        <div className={styles.controls}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, { onSuccess: () => void navigate('/tab/team') })
            }
          >
            {t('join.accept')}
          </button>
        </div>
      ) : (
        <>
          <p>{t('join.signInFirst')}</p>
          <div className={styles.controls}>
            <Link to={signInPath({ returnTo: here })} className="btn btn-primary">
              {t('join.signIn')}
            </Link>
            <Link to="/signUp" className="btn btn-secondary">
              {t('join.signUp')}
            </Link>
          </div>
        </>
      )}
      {accept.error ? (
        <p role="alert" className="field-error">
          {accept.error.message}
        </p>
      ) : null}
    </section>
  );
}
