import type { ProposalConflict } from '@screenspot/contracts/proposal';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { ErrorText } from '../../../components/ui/error-text';
import { ApiRequestError } from '../../../lib/api-client';
import { useAnswerProposal, useRequestApprovalCode } from '../api/proposals';
import styles from './proposal-page.module.css';

/** The cells an approval found taken meanwhile (a 409's lists), and those offered instead. */
function conflictOf(error: unknown): Pick<ProposalConflict, 'cells' | 'alternatives'> {
  const none = { cells: [], alternatives: [] };
  if (!(error instanceof ApiRequestError) || error.status !== 409) return none;
  const body = error.body as Partial<ProposalConflict> | undefined;
  return {
    cells: Array.isArray(body?.cells) ? body.cells : [],
    alternatives: Array.isArray(body?.alternatives) ? body.alternatives : [],
  };
}

function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.errors[field] : undefined;
}

/**
 * The client's answer on the link: name and email, then either a decline, or a code mailed to that
 * email and the approval with it (the code step). A plan whose spots were taken meanwhile lists them.
 */
export function ProposalAnswerForm({
  token,
  screenName,
}: {
  token: string;
  /** A screen of the plan by its id, named in the page's language. */
  screenName: (ledId: number) => string;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const sendCode = useRequestApprovalCode(token);
  const approve = useAnswerProposal(token, 'approve');
  const decline = useAnswerProposal(token, 'decline');
  const codeSent = sendCode.isSuccess;
  const error = approve.error ?? sendCode.error ?? decline.error;
  const conflict = conflictOf(approve.error);
  const busy = sendCode.isPending || approve.isPending || decline.isPending;

  // Where a cell is: its screen, day and daypart, in the page's words.
  const where = (cell: Cell) => ({
    screen: screenName(cell.ledId),
    date: format.day(cell.date),
    daypart: t(`daypartNames.${cell.daypart}`),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codeSent) approve.mutate({ name, email, code });
    else sendCode.mutate({ name, email });
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-answer`}>
      <h2 id={`${id}-answer`}>{t('proposal.answer.title')}</h2>
      <p className={styles.note}>{t('proposal.answer.intro')}</p>
      <p className={styles.note}>
        <Trans
          t={t}
          i18nKey="proposal.answer.terms"
          components={{ terms: <Link to="/termsconditions" /> }}
        />
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AnswerField
          id={id}
          field="name"
          error={error}
          autoComplete="name"
          maxLength={100}
          value={name}
          disabled={codeSent}
          onChange={setName}
        />
        <AnswerField
          id={id}
          field="email"
          error={error}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          disabled={codeSent}
          onChange={setEmail}
        />
        {codeSent ? (
          <>
            <p className={styles.note} role="status">
              {t('proposal.answer.codeSent', { email })}
            </p>
            <label htmlFor={`${id}-code`}>{t('proposal.answer.code')}</label>
            <input
              id={`${id}-code`}
              className={`input ${styles.code}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </>
        ) : null}
        {error ? (
          <div className="form-error" role="alert">
            <p>{error.message}</p>
            {conflict.cells.length > 0 ? (
              <CellList
                testId="proposal-taken"
                cells={conflict.cells}
                line={(cell) =>
                  t('proposal.answer.taken', {
                    ...where(cell),
                    free: format.number(cell.free),
                    count: cell.free,
                  })
                }
              />
            ) : null}
            {conflict.alternatives.length > 0 ? (
              <>
                <p>{t('proposal.answer.alternatives')}</p>
                <CellList
                  testId="proposal-alternatives"
                  cells={conflict.alternatives}
                  line={(cell) => t('proposal.answer.alternative', where(cell))}
                />
              </>
            ) : null}
          </div>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {codeSent ? t('proposal.answer.confirm') : t('proposal.answer.approve')}
          </button>
          {/* Once a code is on its way, the second button sends another; before, it declines. */}
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => (codeSent ? sendCode : decline).mutate({ name, email })}
          >
            {codeSent ? t('proposal.answer.resend') : t('proposal.answer.decline')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Who answers (their name or email), labelled, with the server's word on it underneath. */
function AnswerField({
  id,
  field,
  error,
  onChange,
  ...input
}: {
  /** The form's id; the field's own is made from it. */
  id: string;
  field: 'name' | 'email';
  error: unknown;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'>) {
  const { t } = useTranslation('booking');
  const inputId = `${id}-${field}`;
  const message = fieldError(error, field);
  return (
    <>
      <label htmlFor={inputId}>{t(`proposal.answer.${field}`)}</label>
      <input
        id={inputId}
        className="input"
        required
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${inputId}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      <ErrorText id={`${inputId}-error`} error={message} />
    </>
  );
}

/** One cell of the plan: a screen's daypart on a day, with the spots still free in it. */
type Cell = ProposalConflict['alternatives'][number];

/** Cells of the plan, a line each. */
function CellList<T extends Cell>({
  cells,
  testId,
  line,
}: {
  cells: readonly T[];
  testId: string;
  line: (cell: T) => string;
}) {
  return (
    <ul data-testid={testId}>
      {cells.map((cell) => (
        <li key={`${cell.ledId}/${cell.date}/${cell.daypart}`}>{line(cell)}</li>
      ))}
    </ul>
  );
}
