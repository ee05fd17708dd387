import type { ComponentProps } from 'react';
import admin from './console.module.css';
import { Panel } from './panel';

/** A console panel whose body is padded: a form, facts or text rather than a table to the edge. */
export function BodyPanel({ children, ...panel }: ComponentProps<typeof Panel>) {
  return (
    <Panel {...panel}>
      <div className={admin.panelBody}>{children}</div>
    </Panel>
  );
}
