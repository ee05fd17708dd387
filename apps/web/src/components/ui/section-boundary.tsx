import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { children: ReactNode; className?: string };
type State = { failed: boolean };

function SectionFailed({ className, onRetry }: { className?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={className} role="alert">
      <p>{t('routeError.section')}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('routeError.retry')}
      </button>
    </section>
  );
}

/**
 * One section of a page that may fail on its own: the rest of the page stays, and this section
 * says so with a retry that renders it again.
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
