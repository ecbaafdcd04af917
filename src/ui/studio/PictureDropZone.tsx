import type { ReactNode } from 'react';
import { Button, DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import * as styles from './Studio.css.ts';
import * as media from './StudioMedia.css.ts';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Props {
  /** The pictures dropped or chosen, in one go. */
  readonly onPictures: (files: File[]) => void;
  readonly children?: ReactNode;
}

/** Hands the files of a drop on once each has arrived (a drop gives them one promise each). */
function dropped(onPictures: Props['onPictures']) {
  return (event: { readonly items: readonly DropItem[] }) => {
    void Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())).then(onPictures);
  };
}

/** Pictures come by drag and drop or from the file picker; `children` says what happens to them next. */
export function PictureDropZone({ onPictures, children }: Props) {
  return (
    <DropZone className={media.dropZone} aria-label="Drop pictures here" onDrop={dropped(onPictures)}>
      <Text slot="label">Drop JPEG, PNG or WebP pictures here (up to 15 MB each), or</Text>
      <FileTrigger acceptedFileTypes={PICTURE_TYPES} allowsMultiple onSelect={(list) => onPictures(list ? Array.from(list) : [])}>
        <Button className={styles.button}>Choose pictures</Button>
      </FileTrigger>
      {children}
    </DropZone>
  );
}
