import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { SearchHitCard } from "./SearchHitCard";

describe("SearchHitCard", () => {
  it("marks the searched words in the place too (issue 18: a city match showed nothing marked)", () => {
    renderWithApp(
      <ul>
        <SearchHitCard
          hit={{
            kind: "jobs",
            id: 3,
            title: "前端工程师",
            snippet: "负责 React 应用开发",
            created_at: "2026-11-01T08:00:00Z",
            price: null,
            place: "杭州 西湖区",
          }}
          terms={["杭州"]}
        />
      </ul>,
    );
    const marks = [...screen.getByTestId("search-hit-place").querySelectorAll("mark")];
    expect(marks.map((m) => m.textContent)).toEqual(["杭州"]);
  });
});
