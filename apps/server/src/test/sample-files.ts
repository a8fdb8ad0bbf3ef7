/** Small files for upload tests (what file-type recognizes, and an executable it must refuse), and an image upload. */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A tiny PDF. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A Windows executable's header (MZ … PE). */
export const EXE = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(62),
  Buffer.from("PE\0\0"),
  Buffer.alloc(200),
]);

/** Uploads a picture as the user's avatar image, as the browser's form does; the raw response. */
export function postAvatarImage(
  baseUrl: string,
  token: string,
  data = PNG,
  name = "dot.png",
): Promise<Response> {
  const form = new FormData();
  form.append("type", "avatar");
  form.append("images", new Blob([new Uint8Array(data)]), name);
  return fetch(`${baseUrl}/api/upload/image`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}
