import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import { displayPhone } from '../../domain/phone.ts';
import { replyLink } from '../../domain/studio-inbox.ts';
import type { studioMessageMachine } from './studio-message.machine.ts';

export function studioMessageView(snapshot: SnapshotFrom<typeof studioMessageMachine>) {
  const { context } = snapshot;
  const message = context.message;
  const saving = snapshot.matches({ ready: 'saving' });
  const handledAt = message?.handledAt ?? null;
  const handled = handledAt !== null;
  return {
    title: message ? message.subject : `Message ${context.referenceId}`,
    referenceId: context.referenceId,
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    details: message
      ? [
          { term: 'Reference', value: message.referenceId },
          { term: 'Received', value: formatDateTime(message.receivedAt) },
          { term: 'Name', value: message.name },
          { term: 'Email', value: message.email },
          { term: 'Phone', value: displayPhone(message.phone) },
          { term: 'Subject', value: message.subject },
          {
            term: 'State',
            value: handledAt !== null ? `Handled by ${message.handledBy ?? 'someone'} on ${formatDateTime(handledAt)}` : 'Not handled',
          },
        ]
      : [],
    body: message?.message ?? '',
    replyHref: message ? replyLink(message.email, message.referenceId, message.subject) : '',
    shown: message !== null,
    handled,
    saving,
    toggleLabel: saving ? 'Saving…' : handled ? 'Mark not handled' : 'Mark handled',
  };
}

export type StudioMessageView = ReturnType<typeof studioMessageView>;
