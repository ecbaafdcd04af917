import type { ReactNode } from 'react';

interface MachineFormProps {
  readonly className?: string;
  /** Sends the screen machine its submit event; the machine's rules decide what happens. */
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/**
 * A form whose submit goes to a machine: the page does not reload, and the browser's own checks
 * stay quiet (noValidate) so that the spec's messages, which the machine gives, are the ones shown.
 */
export function MachineForm({ className, onSubmit, children }: MachineFormProps) {
  return (
    <form
      className={className}
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
