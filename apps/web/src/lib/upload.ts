import { type EndpointOf, type ErrorBody, type ResponseOf, uploadsRoutes } from "@ask/contracts";
import { ApiError } from "./api-client";
import { storedToken } from "./storage";

export type UploadKind = keyof typeof uploadsRoutes;
type UploadResponse = ResponseOf<EndpointOf<(typeof uploadsRoutes)[UploadKind]>>;

/**
 * Uploads files with multipart/form-data, reporting progress (0..1). XMLHttpRequest because fetch
 * cannot report upload progress (so the route from uploadsRoutes is called here, not by callEndpoint).
 * Field names follow spec 7: files + type=file, images + type=avatar.
 */
export function uploadFiles(
  kind: UploadKind,
  files: File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  const form = new FormData();
  form.append("type", kind === "file" ? "file" : "avatar");
  for (const file of files) form.append(kind === "file" ? "files" : "images", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const route = uploadsRoutes[kind];
    xhr.open(route.method, `/api${route.path}`);
    const token = storedToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.response as UploadResponse);
      } else {
        const body = xhr.response as Partial<ErrorBody> | null;
        reject(new ApiError(xhr.status, body?.code ?? "unknown_error", body?.detail ?? xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "upload failed"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
