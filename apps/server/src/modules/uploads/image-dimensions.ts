import { imageSize } from "image-size";
import type { FileStore } from "./file-store.js";

/**
 * Width and height of a stored PNG or JPEG, read from its header by `image-size` (no decoding).
 * The object is read whole, so callers bound its size first (`maxBytes`: a longer object is refused
 * without reading on). Null when the object is missing, longer than `maxBytes` or not a readable image.
 */
export async function storedImageSize(
  store: FileStore,
  key: string,
  maxBytes: number,
): Promise<{ width: number; height: number } | null> {
  const object = await store.get(key);
  if (!object) return null;
  if (object.length > maxBytes) {
    object.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of object.stream) {
    read += (chunk as Buffer).length;
    if (read > maxBytes) {
      object.stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  try {
    const { width, height } = imageSize(Buffer.concat(chunks));
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
