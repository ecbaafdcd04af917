import type { DetailsField, PasswordField, ProfileEvent } from '../../machines/profile/profile.machine.ts';
import type { ProfileView } from '../../machines/profile/profile.view.ts';
import { BIO_MAX_LENGTH, MORE_DETAILS_MAX_LENGTH } from '../../domain/validation/profile.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './ProfilePage.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface Props {
  readonly view: ProfileView;
  readonly send: (event: ProfileEvent) => void;
}

const TEXT_FIELDS: readonly { field: DetailsField; label: string; type: string; autoComplete: string; required?: boolean }[] = [
  { field: 'name', label: 'Full name', type: 'text', autoComplete: 'name', required: true },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { field: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
  { field: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
];

const PASSWORD_FIELDS: readonly { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

function DetailsForm({ view, send }: Props) {
  const change = (field: DetailsField) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: event.target.value });
  return (
    // The machine checks the form and says what is wrong, not the browser's bubble.
    <MachineForm className={styles.section} aria-labelledby="details-title" onSubmit={() => send({ type: 'details.save' })}>
      <h2 id="details-title" className={styles.sectionTitle}>
        Personal information
      </h2>
      <fieldset disabled={view.saving} className={styles.grid} style={{ border: 'none', padding: 0, margin: 0 }}>
        {TEXT_FIELDS.map(({ field, label, type, autoComplete, required }) => (
          <label key={field} className={styles.field}>
            {label}
            {required && ' (required)'}
            <input
              className={styles.input}
              type={type}
              autoComplete={autoComplete}
              value={view.form[field]}
              required={required}
              onChange={change(field)}
            />
          </label>
        ))}
        <label className={styles.field}>
          Email (cannot be changed)
          <input className={styles.input} type="email" value={view.header?.email ?? ''} readOnly aria-readonly="true" />
        </label>
        <label className={styles.field}>
          Gender
          <select className={styles.input} value={view.form.gender} onChange={change('gender')}>
            <option value="">Not set</option>
            {view.genders.map((gender) => (
              <option key={gender.value} value={gender.value}>
                {gender.label}
              </option>
            ))}
          </select>
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          Bio
          <textarea className={styles.textarea} rows={4} maxLength={BIO_MAX_LENGTH} value={view.form.bio} onChange={change('bio')} />
          <span className={styles.count}>{view.bioCount}</span>
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          More details (details for admin)
          <textarea
            className={styles.textarea}
            rows={3}
            maxLength={MORE_DETAILS_MAX_LENGTH}
            value={view.form.moreDetails}
            onChange={change('moreDetails')}
          />
          <span className={styles.count}>{view.moreDetailsCount}</span>
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={primaryButton} disabled={view.saving}>
          {view.saveLabel}
        </button>
      </div>
    </MachineForm>
  );
}

function PictureSection({ view, send }: Props) {
  return (
    <section className={styles.section} aria-labelledby="picture-title">
      <h2 id="picture-title" className={styles.sectionTitle}>
        Profile picture
      </h2>
      <p className={styles.muted}>JPEG, JPG, PNG, GIF, WEBP or BMP, under 5 MB; 200x200 pixels or larger is best.</p>
      <div className={styles.actions}>
        <label className={`${secondaryButton} ${styles.uploadButton}`}>
          {view.uploadLabel}
          <input
            className={styles.visuallyHiddenInput}
            type="file"
            accept="image/*"
            disabled={view.imageBusy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) send({ type: 'image.choose', image: { file, type: file.type, size: file.size } });
            }}
          />
        </label>
        {view.canRemoveImage && (
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'image.remove' })}>
            Remove Photo
          </button>
        )}
      </div>
      {view.imageError !== null && (
        <p className={styles.error} role="alert">
          {view.imageError}
        </p>
      )}
      {view.imageWarning !== null && (
        <p className={styles.warning} role="status">
          {view.imageWarning}
        </p>
      )}
    </section>
  );
}

function PreferencesSection({ view, send }: Props) {
  return (
    <section className={styles.section} aria-labelledby="preferences-title">
      <h2 id="preferences-title" className={styles.sectionTitle}>
        Preferences
      </h2>
      {view.preferences.map((preference) => (
        <label key={preference.key} className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={preference.on}
            disabled={view.savingPreferences}
            onChange={() => send({ type: 'preference.toggle', key: preference.key })}
          />
          {preference.label}
        </label>
      ))}
    </section>
  );
}

function PasswordSection({ view, send }: Props) {
  return (
    <MachineForm className={styles.section} aria-labelledby="password-title" onSubmit={() => send({ type: 'password.submit' })}>
      <h2 id="password-title" className={styles.sectionTitle}>
        Change password
      </h2>
      <fieldset disabled={view.changingPassword} className={styles.grid} style={{ border: 'none', padding: 0, margin: 0 }}>
        {PASSWORD_FIELDS.map(({ field, label, autoComplete }) => (
          <label key={field} className={styles.field}>
            {label}
            <input
              className={styles.input}
              type="password"
              autoComplete={autoComplete}
              value={view.passwords[field]}
              onChange={(event) => send({ type: 'password.change', field, value: event.target.value })}
            />
          </label>
        ))}
      </fieldset>
      <ul className={styles.checklist} aria-label="Password strength">
        {view.strength.map((check) => (
          <li key={check.id} className={check.met ? styles.met : styles.unmet}>
            {check.met ? '✓' : '○'} {check.label}
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {check.met ? ' (met)' : ' (not met)'}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="submit" className={primaryButton} disabled={view.changingPassword}>
          {view.passwordLabel}
        </button>
      </div>
    </MachineForm>
  );
}

/** The Profile Details tab: details, picture, preferences and password, each saved on its own. */
export function ProfileDetails({ view, send }: Props) {
  return (
    <>
      <DetailsForm view={view} send={send} />
      <PictureSection view={view} send={send} />
      <PreferencesSection view={view} send={send} />
      <PasswordSection view={view} send={send} />
    </>
  );
}
