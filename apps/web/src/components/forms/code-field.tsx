import { limits } from '@screenspot/contracts/limits';
import type { ComponentProps } from 'react';
import { TextField } from '../ui/text-field';
import styles from './fields.module.css';

/** A one-time code: 6 characters, numeric keyboard, filled from an SMS where supported. */
export function CodeField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={limits.codeLength}
      className={`input ${styles.codeInput}`}
      {...props}
    />
  );
}
