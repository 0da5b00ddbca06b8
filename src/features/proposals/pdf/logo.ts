// The uploaded logo goes into the PDF as raw bytes; react-pdf needs to be told PNG or JPEG, so the
// format is read from the file's signature (a name or MIME type could lie).

export type PdfImageSource = { data: Buffer; format: 'png' | 'jpg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** The logo as an image source, or null when there is none or it is neither PNG nor JPEG. */
export function logoSource(bytes: Buffer | null): PdfImageSource | null {
  if (!bytes) return null;
  if (startsWith(bytes, PNG_SIGNATURE)) return { data: bytes, format: 'png' };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { data: bytes, format: 'jpg' };
  return null;
}
