import { useId, useState } from 'react';
import * as styles from './AuthCard.css.ts';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly onChange: (value: string) => void;
}

/** A password input with a show/hide toggle (whether it shows is presentation, so it is local). */
export function PasswordField({ label, value, autoComplete, onChange }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          className={styles.input}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className={styles.toggle} aria-pressed={visible} aria-label={`Show ${label.toLowerCase()}`} onClick={() => setVisible(!visible)}>
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
