import { useId } from 'react';
import * as styles from './AuthCard.css.ts';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly type?: 'text' | 'email';
  readonly autoComplete?: string;
  readonly onChange: (value: string) => void;
}

export function TextField({ label, value, type = 'text', autoComplete, onChange }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
