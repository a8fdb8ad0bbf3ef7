import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { renderWithApp } from "../../test/render";
import { DetailLayout } from "./DetailLayout";
import { EmptyState } from "./EmptyState";
import { ErrorState } from "./ErrorState";
import { ListSkeleton } from "./ListSkeleton";
import { Section } from "./Section";
import { TitleText } from "./TitleText";

describe("EmptyState", () => {
  it("shows the title, the text and the action in a panel", () => {
    renderWithApp(
      <EmptyState
        icon={InboxOutlined}
        title="Nothing yet"
        text="Ask one"
        action={<button type="button">Go</button>}
        testId="e"
      />,
    );
    const box = screen.getByTestId("e");
    expect(box.textContent).toBe("Nothing yetAsk oneGo");
    expect(box.getAttribute("role")).toBeNull();
  });

  it("a page state has a heading at the level asked for and its links, the first the main one", () => {
    renderWithApp(
      <EmptyState
        variant="page"
        heading="h2"
        icon={InboxOutlined}
        title="Gone"
        links={[
          { to: "/questions", label: "Browse" },
          { to: "/home", label: "Home" },
        ]}
        testId="p"
      />,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Gone");
    const browse = screen.getByRole("link", { name: "Browse" });
    expect(browse.getAttribute("href")).toBe("/questions");
    expect(browse.className).toContain("MuiButton-contained");
    expect(screen.getByRole("link", { name: "Home" }).className).toContain("MuiButton-outlined");
  });

  it("announces itself when it is a status", () => {
    renderWithApp(<EmptyState icon={InboxOutlined} title="No hits" status testId="s" />);
    expect(screen.getByTestId("s").getAttribute("role")).toBe("status");
  });
});

describe("ErrorState", () => {
  it("puts the translated error into the caller's sentence and retries on click", async () => {
    const onRetry = vi.fn();
    const error = new ApiError(500, "boom", "server said boom");
    const { user } = renderWithApp(
      <ErrorState
        error={error}
        onRetry={onRetry}
        retryLabel="Again"
        message={(detail) => `Failed: ${detail}`}
        testId="err"
      />,
    );
    expect(screen.getByTestId("err").textContent).toContain("Failed: server said boom");
    await user.click(screen.getByRole("button", { name: "Again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe("ListSkeleton", () => {
  it("draws the number of rows asked for", () => {
    const { container } = renderWithApp(<ListSkeleton rows={3} height={50} />);
    expect(container.querySelectorAll(".MuiSkeleton-root")).toHaveLength(3);
  });
});

describe("Section", () => {
  it("titles its content with a heading at the level asked for", () => {
    renderWithApp(
      <Section title="Reward" heading="h3" testId="sec">
        <p>body</p>
      </Section>,
    );
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Reward");
    const section = screen.getByTestId("sec");
    expect(section.tagName).toBe("SECTION");
    expect(section.textContent).toBe("Rewardbody");
  });

  it("is an outlined card with its fields in a grid when asked", () => {
    renderWithApp(
      <Section title="Basics" outlined grid testId="card">
        <span>a</span>
        <span>b</span>
      </Section>,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Basics");
    const card = screen.getByTestId("card");
    expect(card.className).toContain("MuiPaper-outlined");
    expect(card.children).toHaveLength(2);
    expect(card.children[1]?.children).toHaveLength(2);
  });
});

describe("DetailLayout", () => {
  it("puts the poster's side after the header and before the content (the reading order on phones)", () => {
    renderWithApp(
      <DetailLayout
        gallery={<p>photos</p>}
        header={<h1>title</h1>}
        aside={<p>contact</p>}
        content={<p>description</p>}
        testId="layout"
      />,
    );
    expect(screen.getByTestId("layout").textContent).toBe("photostitlecontactdescription");
  });

  it("leaves out the parts not given", () => {
    renderWithApp(<DetailLayout aside={<p>contact</p>} content={<p>description</p>} testId="layout" />);
    expect(screen.getByTestId("layout").children).toHaveLength(2);
  });
});

describe("TitleText", () => {
  it("is an h1 in the text's own direction, or a paragraph where the page has its h1", () => {
    renderWithApp(
      <>
        <TitleText testId="t1">مرحبا</TitleText>
        <TitleText component="p" testId="t2">
          Li Lei
        </TitleText>
      </>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("مرحبا");
    expect(screen.getByTestId("t1").getAttribute("dir")).toBe("auto");
    expect(screen.getByTestId("t2").tagName).toBe("P");
  });
});
