import type { ReactNode } from 'react';

/**
 * A landing section's heading: the eyebrow over the title, and the lead under it when the section
 * has one. The title's id is what the section is labelled by.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {lead === undefined ? null : <p className="lead">{lead}</p>}
    </>
  );
}
