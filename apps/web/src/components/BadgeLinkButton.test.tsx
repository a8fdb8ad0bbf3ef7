import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { BadgeLinkButton } from "./BadgeLinkButton";

describe("BadgeLinkButton", () => {
  it("links with its label, carries the count and caps the badge at 99+", () => {
    renderWithApp(
      <BadgeLinkButton to="/messages" label="120 unread" count={120} color="error" testId="bell">
        <NotificationsOutlined />
      </BadgeLinkButton>,
    );
    const link = screen.getByRole("link", { name: "120 unread" });
    expect(link.getAttribute("href")).toBe("/messages");
    expect(link.getAttribute("data-count")).toBe("120");
    expect(screen.getByTestId("bell-count").textContent).toBe("99+");
  });
});
