import { useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { useFormTakenOver } from './form-taken-over.ts';

interface MachineFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Sends the screen machine its submit event (given the form, to read an uncontrolled field); the machine's rules decide what happens. */
  readonly onSubmit: (form: HTMLFormElement) => void;
  readonly children: ReactNode;
}

/**
 * A form whose submit goes to a machine: the page does not reload, and the browser's own checks
 * stay quiet (noValidate) so that the spec's messages, which the machine gives, are the ones shown.
 * Other form attributes (aria-labelledby, aria-busy, ...) pass through. On a page the server
 * rendered, what was typed or sent before the app took over is kept.
 */
export function MachineForm({ onSubmit, children, ...form }: MachineFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFormTakenOver(ref);
  return (
    <form
      {...form}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
