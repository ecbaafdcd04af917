import { Button, FileTrigger } from 'react-aria-components';
import type { StudioBookingsEvent } from '../../machines/studio/studio-bookings.machine.ts';
import type { StudioBookingsView } from '../../machines/studio/studio-bookings.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import * as bookings from './StudioBookings.css.ts';
import * as media from './StudioMedia.css.ts';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Props {
  readonly view: StudioBookingsView;
  readonly send: (event: StudioBookingsEvent) => void;
}

type ServiceView = StudioBookingsView['services'][number];

function ServiceForm({ service, send }: { readonly service: ServiceView; readonly send: Props['send'] }) {
  const headingId = `booking-${service.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {service.heading}
      </h2>
      <p className={styles.muted}>{service.updated}</p>
      <img className={bookings.preview} src={service.image} alt={`The picture of ${service.heading}`} />
      <p>
        <FileTrigger
          acceptedFileTypes={PICTURE_TYPES}
          onSelect={(list) => list?.[0] && send({ type: 'picture.choose', serviceId: service.id, file: list[0] })}
        >
          <Button className={styles.secondaryButton} isDisabled={service.disabled} aria-label={`Replace picture for ${service.heading}`}>
            Replace picture
          </Button>
        </FileTrigger>
      </p>
      {service.uploading && (
        <progress className={media.progress} max={100} value={service.progress} aria-label={`Uploading the picture of ${service.heading}`}>
          {service.progress}%
        </progress>
      )}
      <MachineForm onSubmit={() => !service.disabled && send({ type: 'service.save', serviceId: service.id })}>
        {service.fields.map((field) => {
          const problemId = `${headingId}-${field.field}-problem`;
          const hintId = `${headingId}-${field.field}-hint`;
          const describedBy = [field.problem ? problemId : '', field.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
          const change = (value: string) => send({ type: 'field.change', serviceId: service.id, field: field.field, value });
          return (
            <label key={field.field} className={styles.field}>
              {field.label}
              {field.multiline ? (
                <textarea
                  className={styles.textarea}
                  maxLength={field.maxLength}
                  value={field.value}
                  aria-invalid={field.problem ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => change(event.target.value)}
                />
              ) : (
                <input
                  className={styles.input}
                  maxLength={field.maxLength}
                  value={field.value}
                  type={field.field === 'formLink' ? 'url' : 'text'}
                  autoComplete="off"
                  aria-invalid={field.problem ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => change(event.target.value)}
                />
              )}
              {field.hint && (
                <span id={hintId} className={styles.muted}>
                  {field.hint}
                </span>
              )}
              {field.problem && (
                <span id={problemId} className={styles.problem}>
                  {field.problem}
                </span>
              )}
            </label>
          );
        })}
        {service.failure && (
          <p role="alert" className={styles.problem}>
            {service.failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} aria-disabled={service.disabled || undefined}>
            {service.saveLabel}
          </button>
        </div>
      </MachineForm>
    </section>
  );
}

/** The bookings page's services: each one's text, button, form link and picture. */
export function StudioBookingsPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Bookings page</h1>
      <p className={styles.muted}>
        The three services the bookings page shows in its slideshow and cards.{' '}
        <a className={styles.link} href="/bookings">
          See the bookings page
        </a>
      </p>
      <StudioLoadState view={view} loadingText="Loading the services…" onRetry={() => send({ type: 'list.retry' })} />
      {view.services.map((service) => (
        <ServiceForm key={service.id} service={service} send={send} />
      ))}
    </>
  );
}
