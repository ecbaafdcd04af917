import type { Database, Queryable } from '../db/database.ts';
import { demoArtwork, type DemoArtwork } from '../seed/demo-gallery.ts';
import { artworkFileKeys, fullKeyBase, renderArtwork, renditionBase, type Rendition } from './gallery-artwork.ts';

/**
 * A seeded picture's files are drawn the first time one of them is asked for, and kept in the
 * database from then on, like the files of a picture seeded whole. Drawing all of them at seed
 * time made every fresh start draw and store some 300 files that most runs never show.
 */

// One drawing per picture at a time in this process: the cards of a list ask for both widths at once.
const drawing = new Map<string, Promise<readonly Rendition[]>>();

function drawOnce(base: string, demo: DemoArtwork): Promise<readonly Rendition[]> {
  let files = drawing.get(base);
  if (!files) {
    files = renderArtwork(base, demo.artwork, { main: demo.main }).finally(() => drawing.delete(base));
    drawing.set(base, files);
  }
  return files;
}

async function isSeededPicture(db: Queryable, id: string, lock: '' | 'for share' = ''): Promise<boolean> {
  return (await db.query(`select 1 from gallery_images where id = $1 and not uploaded ${lock}`, [id])).length > 0;
}

/**
 * The file under `key` of a seeded picture that is still there, drawn and stored now; null when the
 * key names no seeded file or its picture was deleted. The picture's row is locked while the files
 * go in, so a deletion running at the same time either comes first (nothing is stored) or takes
 * these files with it.
 */
export async function drawDemoPictureFile(db: Database, key: string): Promise<Rendition | null> {
  const base = renditionBase(key) ?? fullKeyBase(key);
  const demo = base === null ? null : demoArtwork(base);
  if (base === null || demo === null || !artworkFileKeys(base, demo).includes(key)) return null;
  // Asked first, so that a deleted picture's addresses cost a query each, never a drawing.
  if (!(await isSeededPicture(db, demo.owner))) return null;
  const files = await drawOnce(base, demo);
  const file = files.find((candidate) => candidate.key === key);
  if (!file) return null;
  const stored = await db.transaction(async (tx) => {
    if (!(await isSeededPicture(tx, demo.owner, 'for share'))) return false;
    for (const { key: fileKey, contentType, isPublic, data } of files) {
      await tx.query(
        'insert into gallery_media (key, content_type, is_public, data) values ($1, $2, $3, $4) on conflict (key) do nothing',
        [fileKey, contentType, isPublic, data],
      );
    }
    return true;
  });
  return stored ? file : null;
}
