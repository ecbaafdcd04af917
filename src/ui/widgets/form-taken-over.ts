import { useEffect, type RefObject } from 'react';

declare global {
  interface Window {
    /** The form a visitor sent before the app took over the server's page (index.html keeps it). */
    formSentBeforeApp?: HTMLFormElement;
  }
}

/**
 * What a visitor typed into the server's page before the script arrived is kept: React takes the
 * page over with the values it rendered, so each field the visitor changed is told its new value
 * as if typed now. React notices a change only against the value it last saw, hence the two steps.
 */
export function keepWhatWasTyped(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A form sent before the app took over (held back by index.html, not sent to the address bar) is
 * sent now: in the next task, once React has rendered the values keepWhatWasTyped gave it.
 */
export function sendIfSentBeforeApp(form: HTMLFormElement): void {
  if (window.formSentBeforeApp !== form) return;
  window.formSentBeforeApp = undefined;
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit();
  }, 0);
}

/** Once the app has the form: the visitor's early typing is kept, and an early send is honoured. */
export function useFormTakenOver(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (!ref.current) return;
    keepWhatWasTyped(ref.current);
    sendIfSentBeforeApp(ref.current);
  }, [ref]);
}
