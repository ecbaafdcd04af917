import type { components } from '../../src/api/schema.gen.ts';
import { bookingServiceProblems, trimmedBookingService, type BookingServiceInput } from '../../src/domain/booking-service-content.ts';
import type { BookingForms, BookingServiceId } from '../../src/domain/booking-forms.ts';
import { pictureSizeProblem } from '../../src/domain/product-media.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { makeRenditions, RENDITION_WIDTHS, type RenditionFormat } from '../media/picture-renditions.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from '../studio/audit-log.ts';

type BookingService = components['schemas']['BookingService'];
type StudioBookingService = components['schemas']['StudioBookingService'];

export const BOOKING_SERVICE_NOT_FOUND = 'Service not found';
const RENDITION_FORMATS: readonly RenditionFormat[] = ['webp', 'jpg'];
/** The width the cards and slides show. */
const SHOWN_WIDTH = 1200;

interface ServiceRow {
  id: BookingServiceId;
  title: string;
  description: string;
  button_text: string;
  image_jpeg: string;
  image_webp: string;
  picture_id: string | null;
  form_link: string | null;
  updated_at: Date | null;
}

/** Where an uploaded picture's rendition is served. */
export function bookingPictureUrl(pictureId: string, width: number, format: RenditionFormat): string {
  return `/media/bookings/${pictureId}-${width}.${format}`;
}

/** Where an uploaded picture's rendition is kept in storage. */
export function bookingPictureKey(pictureId: string, width: number, format: RenditionFormat): string {
  return `booking-pictures/${pictureId}-${width}.${format}`;
}

function renditionKeys(pictureId: string): string[] {
  return RENDITION_WIDTHS.flatMap((width) => RENDITION_FORMATS.map((format) => bookingPictureKey(pictureId, width, format)));
}

async function rows(db: Queryable): Promise<ServiceRow[]> {
  return db.query<ServiceRow>('select * from booking_services order by position, id');
}

async function findService(db: Queryable, id: string, lock = false): Promise<ServiceRow> {
  const [row] = await db.query<ServiceRow>(`select * from booking_services where id = $1${lock ? ' for update' : ''}`, [id]);
  if (!row) throw notFound(BOOKING_SERVICE_NOT_FOUND);
  return row;
}

function studioView(row: ServiceRow): StudioBookingService {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    buttonText: row.button_text,
    image: row.image_jpeg,
    imageWebp: row.image_webp,
    formLink: row.form_link,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

/** The services as the bookings page shows them: a service's own form, else the server's configured one, else none. */
export async function publicBookingServices(db: Queryable, configured: BookingForms): Promise<BookingService[]> {
  return (await rows(db)).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    buttonText: row.button_text,
    image: row.image_jpeg,
    imageWebp: row.image_webp,
    formLink: row.form_link ?? configured[row.id] ?? null,
  }));
}

export async function studioBookingServices(db: Queryable): Promise<StudioBookingService[]> {
  return (await rows(db)).map(studioView);
}

function contentOf(row: ServiceRow): Record<string, unknown> {
  return { title: row.title, description: row.description, buttonText: row.button_text, formLink: row.form_link };
}

/** Saves what staff wrote, checked by the rules the studio's form shows; the pages rendered with the old text are dropped. */
export async function updateBookingService(
  deps: AppDeps,
  actor: StudioActor,
  id: string,
  input: Omit<BookingServiceInput, 'formLink'> & { readonly formLink?: string | null },
): Promise<StudioBookingService> {
  const written = { ...input, formLink: input.formLink ?? '' };
  const problem = Object.values(bookingServiceProblems(written))[0];
  await findService(deps.db, id);
  if (problem) throw badRequest(problem);
  const service = trimmedBookingService(written);
  const saved = await deps.db.transaction(async (tx) => {
    const before = await findService(tx, id, true);
    const [after] = await tx.query<ServiceRow>(
      `update booking_services set title = $2, description = $3, button_text = $4, form_link = $5, updated_at = $6
        where id = $1 returning *`,
      [id, service.title, service.description, service.buttonText, service.formLink || null, deps.clock()],
    );
    if (!after) throw notFound(BOOKING_SERVICE_NOT_FOUND);
    await recordAudit(tx, {
      actor,
      action: 'booking-service.update',
      subject: before.title,
      before: contentOf(before),
      after: contentOf(after),
      at: deps.clock(),
    });
    return after;
  });
  deps.catalogueCache.clear();
  return studioView(saved);
}

/**
 * Checks the upload by its content, makes its renditions and points the service at them; the
 * previous uploaded picture's files are removed once nothing points at them. Files first, row
 * second: a failed update removes the files it wrote.
 */
export async function replaceBookingPicture(deps: AppDeps, actor: StudioActor, id: string, file: File): Promise<StudioBookingService> {
  await findService(deps.db, id);
  const tooLarge = pictureSizeProblem(file.size);
  if (tooLarge) throw new HttpError(413, tooLarge);
  const result = await makeRenditions(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) throw new HttpError(422, result.problem);
  const pictureId = newId('pic');
  const storage = mediaStorage(deps);
  let previous: string | null = null;
  let saved: ServiceRow;
  try {
    for (const rendition of result.renditions) {
      await storage.put(bookingPictureKey(pictureId, rendition.width, rendition.format), rendition.bytes);
    }
    saved = await deps.db.transaction(async (tx) => {
      const before = await findService(tx, id, true);
      previous = before.picture_id;
      const [after] = await tx.query<ServiceRow>(
        `update booking_services set image_jpeg = $2, image_webp = $3, picture_id = $4, updated_at = $5 where id = $1 returning *`,
        [id, bookingPictureUrl(pictureId, SHOWN_WIDTH, 'jpg'), bookingPictureUrl(pictureId, SHOWN_WIDTH, 'webp'), pictureId, deps.clock()],
      );
      if (!after) throw notFound(BOOKING_SERVICE_NOT_FOUND);
      await recordAudit(tx, {
        actor,
        action: 'booking-service.picture',
        subject: before.title,
        before: { image: before.image_jpeg },
        after: { image: after.image_jpeg, width: result.width, height: result.height },
        at: deps.clock(),
      });
      return after;
    });
  } catch (error) {
    await Promise.all(renditionKeys(pictureId).map((key) => storage.remove(key)));
    throw error;
  }
  const replaced: string | null = previous;
  if (replaced) await Promise.all(renditionKeys(replaced).map((key) => storage.remove(key)));
  deps.catalogueCache.clear();
  return studioView(saved);
}
