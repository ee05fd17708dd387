import { useQueryClient } from '@tanstack/react-query';
import { Component, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { children: ReactNode; className?: string };
type State = { failed: boolean };

function SectionFailed({ className, onRetry }: { className?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  // The data it failed on is read again first: showing the same answer would fail the same way.
  const retry = () => {
    setRetrying(true);
    void queryClient
      .refetchQueries({ type: 'all' })
      .catch(() => undefined)
      .finally(onRetry);
  };
  return (
    <section className={className} role="alert">
      <p>{t('routeError.section')}</p>
      <button type="button" className="btn btn-secondary" onClick={retry} disabled={retrying}>
        {t('routeError.retry')}
      </button>
    </section>
  );
}

/**
 * One section of a page that may fail on its own: the rest of the page stays, and this section
 * says so with a retry that reads its data again and renders it anew.
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <SectionFailed
          className={this.props.className}
          onRetry={() => this.setState({ failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
