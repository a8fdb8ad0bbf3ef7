import { bigint, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, userRef } from "./columns.js";
import { questions } from "./questions.js";

/** A stored file. On disk it is UPLOAD_DIR/<id>.<ext>; the URL is /uploads/<id>/<original name>. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey(),
    ownerId: userRef("owner_id"),
    kind: text("kind").notNull(),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    mime: text("mime").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId)],
);

/**
 * Which uploads a question carries (its files, its author's own pictures in its content, and the
 * files of its comments), recorded when they are posted. An upload linked only to private questions
 * is served with a signed URL only (modules/uploads/signed-urls.ts).
 */
export const questionUploads = pgTable(
  "question_uploads",
  {
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id),
    questionId: requiredRef("question_id", () => questions.id),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.questionId] })],
);
