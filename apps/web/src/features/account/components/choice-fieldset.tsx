import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field-frame';
import styles from './settings.module.css';

/** A group of checkboxes in a settings form, with its legend and the group's error below. */
export function ChoiceFieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.scopes}>
      <legend className="field-label">{legend}</legend>
      {children}
      <FieldError error={error} />
    </fieldset>
  );
}

/** One checkbox of a `ChoiceFieldset`: its name, then a line that says what it allows. */
export function Choice({
  input,
  name,
  help,
}: {
  /** The checkbox's own attributes: its registration in the form, and a value where it has one. */
  input: ComponentPropsWithRef<'input'>;
  name: ReactNode;
  help: ReactNode;
}) {
  return (
    <label className={styles.scope}>
      <input type="checkbox" {...input} />
      <span>
        {name}
        <span className={styles.scopeHelp}>{help}</span>
      </span>
    </label>
  );
}
