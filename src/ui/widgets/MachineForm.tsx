import type { FormHTMLAttributes, ReactNode } from 'react';

interface MachineFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Sends the screen machine its submit event; the machine's rules decide what happens. */
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/**
 * A form whose submit goes to a machine: the page does not reload, and the browser's own checks
 * stay quiet (noValidate) so that the spec's messages, which the machine gives, are the ones shown.
 * Other form attributes (aria-labelledby, aria-busy, ...) pass through.
 */
export function MachineForm({ onSubmit, children, ...form }: MachineFormProps) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
