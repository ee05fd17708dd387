import { messages } from '@screenspot/contracts/messages';
import { Link } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';

export function Component() {
  return (
    <section className="page container" style={{ textAlign: 'center', padding: '6rem 1rem' }}>
      <PageMeta title="Page not found" description="The page you are looking for does not exist." />
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundText}</p>
      <Link to="/" className="btn btn-primary">
        Go Home page
      </Link>
    </section>
  );
}
