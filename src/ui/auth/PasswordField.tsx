import { useId, useState } from 'react';
import * as styles from './AuthCard.css.ts';
import { visuallyHidden } from '../widgets/visually-hidden.css.ts';

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
  const action = visible ? 'Hide' : 'Show';
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
        {/* Named by its text ('Show password' / 'Hide password'), not by aria-label: a label lookup
            for the field ('Password') must find the input alone, not this button too. */}
        <button type="button" className={styles.toggle} onClick={() => setVisible(!visible)}>
          <span aria-hidden="true">{action}</span>
          <span className={visuallyHidden}>{`${action} ${label.toLowerCase()}`}</span>
        </button>
      </div>
    </div>
  );
}
