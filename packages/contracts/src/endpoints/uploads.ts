import { defineEndpoints, type EndpointSpec, type ErrorStatus } from "../endpoint.js";
import { uploadsRoutes } from "../routes/uploads.js";
import { UploadResponse } from "../uploads.js";

const errors: ErrorStatus[] = [400, 401, 406, 413, 415, 429];

/**
 * The body is multipart/form-data (spec 7: `files` or `images` parts plus a `type` field), read part
 * by part from the stream by the server; no JSON body schema describes it, `consumes` says so.
 */
const multipartUpload = (summary: string) =>
  ({
    access: "user",
    tags: ["uploads"],
    summary,
    consumes: ["multipart/form-data"],
    response: UploadResponse,
    errors,
  }) satisfies EndpointSpec;

export const uploadsEndpoints = defineEndpoints(uploadsRoutes, {
  file: multipartUpload("Upload attachments (jpg, png, pdf, Office, txt, zip, rar)"),
  image: multipartUpload("Upload images (JPEG or PNG)"),
});

declare module "../endpoint.js" {
  interface Endpoints {
    uploads: typeof uploadsEndpoints;
  }
}
