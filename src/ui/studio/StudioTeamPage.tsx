import type { StudioTeamEvent } from '../../machines/studio/studio-team.machine.ts';
import type { StudioTeamView } from '../../machines/studio/studio-team.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';

interface Props {
  readonly view: StudioTeamView;
  readonly send: (event: StudioTeamEvent) => void;
}

/** The owner's team page: who can use the studio, an invitation by email, a revocation. */
export function StudioTeamPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Team</h1>
      <StudioLoadState
        view={{ loading: view.loading && view.members.length === 0, problem: view.problem, canRetry: view.canRetry }}
        loadingText="Loading the team…"
        onRetry={() => send({ type: 'list.retry' })}
      />
      {view.members.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>Everyone who can use the studio</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Since</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className={styles.muted}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.members.map((member) => (
                <tr key={member.id}>
                  <td>
                    {member.name}
                    <br />
                    <span className={styles.muted}>{member.email}</span>
                  </td>
                  <td>{member.role}</td>
                  <td>{member.joined}</td>
                  <td>{member.state}</td>
                  <td>
                    {member.revocable && (
                      <button
                        type="button"
                        className={styles.secondaryButton}
                        aria-label={`Revoke ${member.name}`}
                        aria-disabled={view.busy}
                        onClick={() => !view.busy && send({ type: 'member.revoke', id: member.id })}
                      >
                        {member.revoking ? 'Revoking…' : 'Revoke'}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!view.problem && (
        <section className={styles.card} aria-labelledby="invite-title">
          <h2 id="invite-title" className={styles.subtitle}>
            Invite a staff member
          </h2>
          <p className={styles.muted}>They get a mail with a one-time link to set their password (valid 72 hours).</p>
          <MachineForm onSubmit={() => send({ type: 'invite.submit' })} className={styles.toolbar}>
            <label className={styles.field}>
              Name
              <input
                className={styles.input}
                value={view.name}
                onChange={(event) => send({ type: 'invite.name', value: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              Email
              <input
                className={styles.input}
                type="email"
                value={view.email}
                onChange={(event) => send({ type: 'invite.email', value: event.target.value })}
              />
            </label>
            <button type="submit" className={styles.button} aria-disabled={view.busy}>
              {view.inviting ? 'Inviting…' : 'Send invitation'}
            </button>
          </MachineForm>
          {view.inviteError && (
            <p role="alert" className={styles.problem}>
              {view.inviteError}
            </p>
          )}
        </section>
      )}
    </>
  );
}
