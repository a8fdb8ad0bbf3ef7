import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { ApiClient } from "./http.js";
import type { TestUser } from "./user-factories.js";

/** Questions and answers for API tests, posted through the API. */

export interface CategoryPath {
  channel: number;
  category_top: number;
  category: number;
}

const pathCache = new Map<string, CategoryPath>();

/** A channel with one of its top-level categories and a child of it, from the seeded catalogue. */
export async function categoryPath(api: ApiClient, icon = "finance"): Promise<CategoryPath> {
  const cached = pathCache.get(icon);
  if (cached) return cached;
  const channels = await api("GET", "/api/channels");
  const channel = channels.body.find((c: { icon: string }) => c.icon === icon);
  const cats = await api("GET", `/api/categories?channel_id=${channel.id}`);
  const child = cats.body.find((c: { parent_id: number | null }) => c.parent_id !== null);
  const path = { channel: channel.id, category_top: child.parent_id, category: child.id };
  pathCache.set(icon, path);
  return path;
}

export const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

/** Publishes a question through the API and returns its id. */
export async function createQuestion(
  api: ApiClient,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await api("POST", "/api/questions", {
    token: user.token,
    json: {
      ...(await categoryPath(api)),
      content: `<p>How should I plan my retirement savings? ${randomBytes(3).toString("hex")}</p>`,
      deadline: inDays(7),
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

export async function createComment(
  api: ApiClient,
  user: TestUser,
  questionId: number,
  content = "A helpful answer",
) {
  const res = await api("POST", "/api/questions/comments", {
    token: user.token,
    json: { question_id: questionId, content },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
