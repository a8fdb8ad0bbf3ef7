import {
  uploadsEndpoints as api,
  UPLOAD_LIMITS,
  type UploadedFile,
  UploadFileParams,
  UploadFileQuery,
} from "@ask/contracts";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../lib/app-error.js";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import type { UploadKind } from "./file-checks.js";
import { fileStoreFor } from "./file-store.js";
import { validUploadSignature } from "./signed-urls.js";
import { findUpload, isPrivateOnly, storeUpload } from "./uploads.service.js";

/** POST /api/upload/file and /api/upload/image (multipart, spec 7). */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // We check truncation ourselves, after the stream has been drained, so the reply is a clean 413.
    throwFileSizeLimit: false,
    limits: {
      fileSize: app.config.uploadMaxBytes,
      files: UPLOAD_LIMITS.maxFilesPerRequest,
      fields: 10,
      fieldSize: 1024,
      parts: UPLOAD_LIMITS.maxFilesPerRequest + 10,
    },
  });

  const store = fileStoreFor(app.config);
  const handle = (kind: UploadKind) => async (request: FastifyRequest) => {
    const ownerId = currentUserId(request);
    const stored: UploadedFile[] = [];
    let tooLarge: string | null = null;
    let refused: AppError | null = null;
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (tooLarge || refused) {
        part.file.resume();
        continue;
      }
      try {
        const result = await storeUpload(app.db, app.config.uploadDir, store, ownerId, kind, {
          filename: part.filename,
          stream: part.file,
        });
        if (result) stored.push(result);
        else tooLarge = part.filename;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        refused = err;
      }
    }
    if (tooLarge) {
      const mb = Math.round(app.config.uploadMaxBytes / 1024 / 1024);
      throw new AppError(413, "file_too_large", `${tooLarge} is larger than ${mb} MB`);
    }
    if (refused) throw refused;
    if (!stored.length) throw new AppError(400, "bad_request", "No file was sent");
    return { url: stored[0]?.url ?? "", urls: stored.map((f) => f.url), files: stored };
  };

  // Per user and route (the hook runs after authenticate), counted on the shared store.
  const uploadLimit = {
    rateLimit: app.routeRateLimit({
      max: app.config.uploadRateLimitPerMinute,
      per: "user",
      message: "Too many uploads; try again later",
    }),
  };

  route(app, api.file, handle("file"), { config: uploadLimit });
  route(app, api.image, handle("image"), { config: uploadLimit });
};

/** GET /uploads/<id>/<name>: the stored file with headers that stop browsers from running it. */
export const uploadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read through the server even from S3: the headers below stay ours and private buckets work.
  const store = fileStoreFor(app.config);
  app.addHook("onClose", () => store.close());
  app.get(
    // The name is a wildcard: a `:name` parameter is cut at the router's 100 characters (414), which is
    // shorter than the names an upload keeps (100 characters before the extension, percent-encoded).
    "/uploads/:id/*",
    {
      schema: {
        tags: ["uploads"],
        summary: "Download an uploaded file",
        params: UploadFileParams,
        querystring: UploadFileQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const upload = await findUpload(app.db, id);
      if (!upload) throw notFound("File");
      // An attachment of private questions only: the signed URL their readers were given, or nothing
      // (404, as for the question itself). Never kept by any cache.
      const restricted = await isPrivateOnly(app.db, id);
      if (restricted && !validUploadSignature(id, request.query.exp, request.query.sig))
        throw notFound("File");
      const object = await store.get(upload.storedName);
      if (!object) throw notFound("File");
      const isImage = upload.mime.startsWith("image/");
      const encoded = encodeURIComponent(upload.originalName);
      return (
        reply
          .header("Content-Type", upload.mime)
          .header("Content-Length", object.length)
          .header("X-Content-Type-Options", "nosniff")
          .header("Content-Security-Policy", "default-src 'none'; sandbox")
          .header("Content-Disposition", `${isImage ? "inline" : "attachment"}; filename*=UTF-8''${encoded}`)
          // Anything else (public questions' files, avatars, listings' pictures) may stay in the browser;
          // shared caches (proxies, CDNs) still must not keep it.
          .header("Cache-Control", restricted ? "private, no-store" : "private, max-age=31536000, immutable")
          .send(object.stream)
      );
    },
  );
};
