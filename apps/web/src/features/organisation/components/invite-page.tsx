import type { InvitePreview } from '@screenspot/contracts/organisation';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { signInPath } from '../../../lib/session';
import { useAcceptInvite, useInvitePreview } from '../api/organisation';
import styles from './team.module.css';
import { ErrorText } from '../../../components/ui/error-text';

/** What the sign-up form at the link is told: when it has begun, and when its account is in. */
export type InviteSignUpHooks = {
  onStarted: () => void;
  onSignedIn: () => Promise<unknown>;
};

type Props = {
  token: string;
  signedIn: boolean;
  /** The sign-up form for a new person (the auth feature's, composed by the route). */
  signUp?: (invite: InvitePreview, hooks: InviteSignUpHooks) => ReactNode;
};

/**
 * /invite/:token: what the invite offers. A signed-in person joins with one button; anyone else
 * signs in and comes back, or signs up right here and joins once the account is confirmed (the
 * link works once, for 7 days).
 */
export function InvitePage({ token, signedIn, signUp }: Props) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  // Once a sign-up has begun here, its form stays until it has joined (signing in would hide it).
  const [signingUp, setSigningUp] = useState(false);
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
  const join = () => accept.mutateAsync(undefined).then(() => navigate('/tab/team'));
  const offerSignUp = Boolean(signUp) && (!signedIn || signingUp);
  return (
    <>
      <section className={styles.invite} aria-labelledby="invite-title">
        <h1 id="invite-title">{t('join.title', { name: invite.organisationName })}</h1>
        <p>{t('join.role', { role: t(`roles.${invite.role}`) })}</p>
        <p className={styles.hint}>
          {t('join.for', { email: format.ltr(invite.email) })} ·{' '}
          {t('invite.expires', { time: format.deadline(invite.expiresAt) })}
        </p>
        {signedIn && !signingUp ? (
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
        ) : offerSignUp ? null : (
          <div className={styles.controls}>
            <Link to={signInPath({ returnTo: here })} className="btn btn-primary">
              {t('join.signIn')}
            </Link>
          </div>
        )}
        {offerSignUp && !signingUp ? (
          <p className={styles.haveAccount}>
            {t('join.haveAccount')}{' '}
            <Link to={signInPath({ returnTo: here })}>{t('join.signIn')}</Link>
          </p>
        ) : null}
        <ErrorText error={accept.error} className="field-error" />
      </section>
      {offerSignUp ? (
        <section className={styles.inviteSignUp} aria-labelledby="invite-sign-up">
          <h2 id="invite-sign-up">{t('join.newHere')}</h2>
          <p className={styles.hint}>
            {t('join.newHereHint', {
              email: format.ltr(invite.email),
              name: invite.organisationName,
            })}
          </p>
          {signUp!(invite, { onStarted: () => setSigningUp(true), onSignedIn: join })}
        </section>
      ) : null}
    </>
  );
}
