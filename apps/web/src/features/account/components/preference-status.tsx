import { ErrorText } from '../../../components/ui/error-text';
import styles from './settings.module.css';

/**
 * Under a preference: why the last change failed, or that it was saved, in a line that keeps its
 * place so the list does not jump.
 */
export function PreferenceStatus({
  error,
  saved,
}: {
  error: { message: string } | null;
  saved: string | null;
}) {
  return (
    <div className={styles.prefsStatus}>
      {error ? (
        <ErrorText error={error} />
      ) : saved ? (
        <p className="form-success" role="status">
          {saved}
        </p>
      ) : null}
    </div>
  );
}
