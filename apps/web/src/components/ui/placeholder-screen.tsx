import { PageMeta } from './page-meta';

/** A route whose screen is still being built: its heading and a short line. */
export function PlaceholderScreen({
  heading,
  description,
}: {
  heading: string;
  description: string;
}) {
  return (
    <section className="page container">
      <PageMeta title={heading} description={description} />
      <h1>{heading}</h1>
      <p>{description}</p>
    </section>
  );
}
