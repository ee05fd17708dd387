import { limits } from '@screenspot/contracts/limits';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';
import styles from './settings.module.css';

/** A one-time code: 6 characters, numeric keyboard. */
export function CodeInput(props: ComponentProps<typeof TextField>) {
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
