import {
  inviteRoles,
  type InviteRole,
  type Organisation,
  type OrganisationMember,
} from '@screenspot/contracts/organisation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { ApiRequestError } from '../../../lib/api-client';
import {
  useChangeRole,
  useInvite,
  useLeave,
  useOrganisation,
  useRemoveMember,
  useSetApprovalLimit,
  useWithdrawInvite,
} from '../api/organisation';
import { ClientsSection } from './clients-section';
import { InvoiceAddresseeSetting } from './invoice-addressee';
import { ErrorText } from '../../../components/ui/error-text';
import styles from './team.module.css';
import { MutationButton } from '../../../components/ui/mutation-button';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * The account's Team tab: members and their roles, invites by email, the approval limit, the
 * organisation's clients and whom its tax invoices are addressed to.
 */
export function TeamTab({ customerId, onLeft }: { customerId: number; onLeft: () => void }) {
  const { t } = useTranslation('team');
  const organisation = useOrganisation();
  if (organisation.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (organisation.isError) return <p role="alert">{organisation.error.message}</p>;
  const data = organisation.data;
  const owner = data.role === 'owner';
  return (
    <div className={styles.team}>
      <section className={`card ${styles.card}`} aria-labelledby="team-members">
        <h2 id="team-members">{t('members.title', { name: data.name })}</h2>
        <p className={styles.hint}>{t(`roleHelp.${data.role}`)}</p>
        <ul className={styles.members}>
          {data.members.map((member) => (
            <MemberRow
              key={member.customerId}
              member={member}
              manage={owner && member.role !== 'owner'}
              self={member.customerId === customerId}
            />
          ))}
        </ul>
        {!owner ? <LeaveButton onLeft={onLeft} /> : null}
      </section>
      {owner ? <InviteForm organisation={data} /> : null}
      <ApprovalLimit organisation={data} editable={owner} />
      <ClientsSection manage={owner || data.role === 'planner'} />
      <InvoiceAddresseeSetting organisation={data} editable={owner} />
    </div>
  );
}

function MemberRow({
  member,
  manage,
  self,
}: {
  member: OrganisationMember;
  manage: boolean;
  self: boolean;
}) {
  const { t } = useTranslation('team');
  const change = useChangeRole();
  const remove = useRemoveMember();
  const failure = errorText(change.error) ?? errorText(remove.error);
  return (
    <li className={styles.member} data-testid={`member-${member.email}`}>
      <div className={styles.who}>
        <strong>
          <bdi>{member.name}</bdi>
          {self ? <span className={styles.badge}>{t('members.you')}</span> : null}
        </strong>
        <bdi dir="ltr" className={styles.email}>
          {member.email}
        </bdi>
      </div>
      {manage ? (
        <div className={styles.controls}>
          <SelectField
            label={t('members.role')}
            value={member.role}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate({
                customerId: member.customerId,
                role: event.target.value as InviteRole,
              })
            }
          >
            {inviteRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <MutationButton mutation={remove} input={member.customerId}>
            {t('members.remove')}
          </MutationButton>
        </div>
      ) : (
        <span className={styles.role}>{t(`roles.${member.role}`)}</span>
      )}
      <ErrorText error={failure} className="field-error" />
    </li>
  );
}

function LeaveButton({ onLeft }: { onLeft: () => void }) {
  const { t } = useTranslation('team');
  const leave = useLeave();
  return (
    <div className={styles.leave}>
      <MutationButton mutation={leave} input={undefined} options={{ onSuccess: onLeft }}>
        {t('members.leave')}
      </MutationButton>
      {leave.error ? <p role="alert">{leave.error.message}</p> : null}
    </div>
  );
}

function InviteForm({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const invite = useInvite();
  const withdraw = useWithdrawInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('planner');
  const [sent, setSent] = useState<string | null>(null);
  const fieldError =
    invite.error instanceof ApiRequestError ? invite.error.errors?.email : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setSent(email.trim().toLowerCase());
          setEmail('');
        },
      },
    );
  };
  return (
    <section className={`card ${styles.card}`} aria-labelledby="team-invite">
      <h2 id="team-invite">{t('invite.title')}</h2>
      <p className={styles.hint}>{t('invite.hint')}</p>
      <form className={styles.inviteForm} onSubmit={submit} noValidate>
        <TextField
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          dir="ltr"
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t('invite.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as InviteRole)}
        >
          {inviteRoles.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
          {t('invite.send')}
        </button>
      </form>
      {invite.error && !fieldError ? (
        <p role="alert" className="field-error">
          {invite.error.message}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className={styles.sent}>
          {t('invite.sent', { email: sent })}
        </p>
      ) : null}
      {organisation.invites.length > 0 ? (
        <>
          <h3 className={styles.subhead}>{t('invite.open')}</h3>
          <ul className={styles.members}>
            {organisation.invites.map((open) => (
              <li key={open.id} className={styles.member}>
                <div className={styles.who}>
                  <bdi dir="ltr" className={styles.email}>
                    {open.email}
                  </bdi>
                  <span className={styles.hint}>
                    {t(`roles.${open.role}`)} ·{' '}
                    {t('invite.expires', { time: format.deadline(open.expiresAt) })}
                  </span>
                </div>
                <MutationButton mutation={withdraw} input={open.id}>
                  {t('invite.withdraw')}
                </MutationButton>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function ApprovalLimit({
  organisation,
  editable,
}: {
  organisation: Organisation;
  editable: boolean;
}) {
  const { t } = useTranslation('team');
  const set = useSetApprovalLimit();
  const current = organisation.approvalLimitCents;
  const [text, setText] = useState(current === null ? '' : String(current / 100));
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const value = text.trim();
    const cents = value === '' ? null : Math.round(Number(value) * 100);
    set.mutate(Number.isNaN(cents) ? -1 : cents, { onSuccess: () => setSaved(true) });
  };
  return (
    <section className={`card ${styles.card}`} aria-labelledby="team-limit">
      <h2 id="team-limit">{t('limit.title')}</h2>
      <p className={styles.hint}>{t('limit.hint')}</p>
      {editable ? (
        <form className={styles.limitForm} onSubmit={submit} noValidate>
          <TextField
            label={t('limit.amount')}
            inputMode="decimal"
            dir="ltr"
            value={text}
            placeholder={t('limit.none')}
            error={set.error?.message}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={set.isPending}>
            {t('limit.save')}
          </button>
        </form>
      ) : (
        <p className={styles.limitValue}>
          {current === null
            ? t('limit.off')
            : t('limit.value', { amount: (current / 100).toFixed(2) })}
        </p>
      )}
      {saved ? (
        <p role="status" className={styles.sent}>
          {t('limit.saved')}
        </p>
      ) : null}
    </section>
  );
}
