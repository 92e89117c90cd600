import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '~/features/checkout/upload-images';
import { LIMITS } from '~/domain/constants';

/** What the file input offers (SPEC §5 "Image upload accepts .jpg, .jpeg, .png, .bmp"). */
export const ID_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';

const ACCEPTED_TYPES = /^image\/(jpeg|png|bmp)$/;

/**
 * The image a canvas makes of `file` with neither side over `maxPx` (SPEC §5 "resized to max 1000 px side
 * before upload"), or null when it may go as it is. PNG stays PNG unless that is over the size limit; JPEG
 * and BMP (a canvas makes no BMP) become JPEG.
 */
async function shrink(file: File, maxPx: number): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null; // not an image the browser reads: the platform says so
  }
  const scale = Math.min(1, maxPx / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.type !== 'image/bmp' && file.size <= LIMITS.uploadMaxBytes) {
    bitmap.close();
    return null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const encode = (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, type === 'image/jpeg' ? 0.85 : undefined));
  let blob = file.type === 'image/png' ? await encode('image/png') : null;
  if (!blob || blob.size > LIMITS.uploadMaxBytes) blob = await encode('image/jpeg');
  if (!blob) return null;
  const base = file.name.replace(/\.[^.]*$/, '') || 'id';
  return new File([blob], `${base}.${blob.type === 'image/png' ? 'png' : 'jpg'}`, { type: blob.type });
}

/**
 * An ID image field (SPEC §5 "Age-restricted items need consent, plus ID front and back"): a native file
 * input that posts with a plain multipart form (`encType="multipart/form-data"`) without JavaScript. With
 * it, a chosen image is shrunk in the browser to at most LIMITS.imageMaxPx per side and put back into the
 * input before the form is sent (the form cannot be sent while that runs), and a preview is shown.
 * `uploadedUrl` shows the image already uploaded (its signed_url, served to its owner by /uploads/{id}).
 */
export function IdUpload({
  name,
  side,
  error,
  uploadedUrl,
  required,
  label,
}: {
  name: string;
  side: 'front' | 'back';
  /** the field's label when it is not an ID's side (a senior citizen / PWD card's) */
  label?: string;
  /** the server's refusal, worded (upload.errors.*) */
  error?: string | null;
  uploadedUrl?: string | null;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `id-upload-${name}`;
  const shown = problem ?? error ?? null;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    const file = field.files?.[0];
    setPreview(null);
    setProblem(null);
    field.setCustomValidity('');
    if (!file) return;
    if (!ACCEPTED_TYPES.test(file.type)) {
      const message = t('upload.errors.type');
      setProblem(message);
      field.setCustomValidity(message);
      return;
    }
    setBusy(true);
    // the form is not sent until the smaller image is in place
    field.setCustomValidity(t('upload.resizing'));
    try {
      const smaller = await shrink(file, LIMITS.imageMaxPx);
      const chosen = smaller ?? file;
      if (smaller && typeof DataTransfer !== 'undefined') {
        const transfer = new DataTransfer();
        transfer.items.add(smaller);
        field.files = transfer.files;
      }
      if (chosen.size > LIMITS.uploadMaxBytes) {
        const message = t('upload.errors.size', { mb: LIMITS.uploadMaxBytes / (1024 * 1024) });
        setProblem(message);
        field.setCustomValidity(message);
        return;
      }
      field.setCustomValidity('');
      setPreview(URL.createObjectURL(chosen));
    } catch {
      field.setCustomValidity(''); // the image goes as chosen; the platform checks it
    } finally {
      setBusy(false);
    }
  }

  const thumbnail = preview ?? (uploadedUrl ? thumbnailUrl(uploadedUrl) : null);
  return (
    <div className="field id-upload">
      <label htmlFor={id}>{label ?? t(side === 'front' ? 'upload.idFront' : 'upload.idBack')}</label>
      {thumbnail ? (
        <img className="id-upload__preview" src={thumbnail} alt={t('upload.preview')} width={120} height={80} />
      ) : null}
      <input
        id={id}
        type="file"
        name={name}
        accept={ID_IMAGE_ACCEPT}
        required={required && !uploadedUrl}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-busy={busy || undefined}
        onChange={onChange}
      />
      <p id={`${id}-hint`} className="field-hint">
        {busy
          ? t('upload.resizing')
          : uploadedUrl && !preview
            ? t('upload.replace')
            : t('upload.hint', { mb: LIMITS.uploadMaxBytes / (1024 * 1024) })}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
