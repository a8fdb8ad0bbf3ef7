import { type Category, categoryQuestionsPath } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { groupCategories } from "./categories";

const cat = (id: number, parent_id: number | null): Category => ({
  id,
  parent_id,
  channel_id: 7,
  name: `c${id}`,
  i18n: {},
});

describe("category helpers", () => {
  it("groups children under their top-level category in order", () => {
    const groups = groupCategories([cat(1, null), cat(2, null), cat(3, 1), cat(4, 2), cat(5, 1)]);
    expect(groups.map((g) => [g.top.id, g.children.map((c) => c.id)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  // The chips' links (categoryQuestionsPath, shared with the server's page content, issue 19).
  it("links a child chip with its parent as category_top", () => {
    expect(categoryQuestionsPath(cat(3, 1))).toBe("/questions?channel=7&category_top=1&category=3");
  });

  it("uses the category itself as category_top when it has no parent", () => {
    expect(categoryQuestionsPath(cat(1, null))).toBe("/questions?channel=7&category_top=1&category=1");
  });
});
