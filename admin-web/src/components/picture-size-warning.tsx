import { useEffect, useState } from 'react';
import { pictureSizeWarning, type PicturePlace } from '@bank/shared';

/** The chosen file of a file input, as react-hook-form holds it. */
const chosenFile = (files: unknown): File | null => (files instanceof FileList && files.length > 0 ? files[0] : null);

/**
 * Warns, as soon as a picture is chosen, that it is narrower than the place the public site fills
 * with it, and says the width needed. A warning only: saving stays possible. The live region is
 * always there so that a screen reader hears the warning when it appears.
 */
export function PictureSizeWarning({
  id,
  files,
  place,
}: {
  id: string;
  files: unknown;
  place: PicturePlace | undefined;
}) {
  const file = chosenFile(files);
  const [warning, setWarning] = useState<string>();

  useEffect(() => {
    setWarning(undefined);
    // createImageBitmap reads the file itself (no blob: URL for the page's image policy to refuse).
    if (!file || !place || !file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return;
    let current = true;
    createImageBitmap(file).then(
      (bitmap) => {
        if (current) setWarning(pictureSizeWarning(place, bitmap.width, bitmap.height));
        bitmap.close();
      },
      // A file that is no picture is the type check's to refuse, not this warning's.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file, place]);

  return (
    <p id={id} className="field__warning" role="status">
      {warning}
    </p>
  );
}
