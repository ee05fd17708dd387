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

/** A section's heading in the page's section-head block, centred above a grid when asked. */
export function SectionHead({
  centred = false,
  ...heading
}: Parameters<typeof SectionHeading>[0] & { centred?: boolean }) {
  return (
    <div className={centred ? 'section-head section-head-center' : 'section-head'}>
      <SectionHeading {...heading} />
    </div>
  );
}
