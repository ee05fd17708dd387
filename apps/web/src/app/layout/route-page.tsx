import type { ReactNode } from 'react';
import { PageMeta } from '../../components/ui/page-meta';

/** A route's page: its title and description for <head>, its content in the page container. */
export function RoutePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="page">
      <div className="container">
        <PageMeta title={title} description={description} />
        {children}
      </div>
    </section>
  );
}
