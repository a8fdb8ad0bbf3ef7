import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { RichTextEditor } from "./RichTextEditor";

/** The editor as a form uses it: controlled, every change reported. */
function Harness({
  initial = "",
  onChange,
  disabled,
}: {
  initial?: string;
  onChange(html: string): void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Content</span>
      <RichTextEditor
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        labelledBy="label"
        placeholder="Describe your question"
        disabled={disabled}
        data-testid="content-editor"
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const setup = (props: { initial?: string; disabled?: boolean } = {}) => {
  const onChange = vi.fn<(html: string) => void>();
  const rendered = renderWithApp(<Harness {...props} onChange={onChange} />);
  return { ...rendered, onChange, textbox: () => screen.getByTestId("content-editor") };
};

/** Pastes `html` (and its plain text) into the editor, as a browser's clipboard would hand it over. */
function paste(target: HTMLElement, html: string) {
  const data: Record<string, string> = { "text/html": html, "text/plain": html.replace(/<[^>]*>/g, "") };
  fireEvent.paste(target, {
    clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? "", files: [] },
  });
}

describe("RichTextEditor", () => {
  it("is a labelled textbox with a placeholder and a translated toolbar", async () => {
    const { textbox } = setup();
    await waitFor(() => expect(textbox().getAttribute("contenteditable")).toBe("true"));
    expect(screen.getByRole("textbox", { name: "Content" })).toBe(textbox());
    expect(screen.getByText("Describe your question")).toBeTruthy();
    expect(screen.getByRole("toolbar", { name: "格式" })).toBeTruthy();
    for (const name of [
      "粗体",
      "斜体",
      "下划线",
      "删除线",
      "项目符号列表",
      "编号列表",
      "引用",
      "代码块",
      "链接",
    ])
      expect(screen.getByRole("button", { name })).toBeTruthy();
  });

  it("reports typed text as HTML and hides the placeholder", async () => {
    const { user, textbox, onChange } = setup();
    await user.click(textbox());
    await user.keyboard("Hello");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<p>Hello</p>"));
    expect(screen.queryByText("Describe your question")).toBeNull();
  });

  it("formats with the toolbar and marks the active tool as pressed", async () => {
    const { user, textbox } = setup();
    await user.click(textbox());
    const bold = screen.getByRole("button", { name: "粗体" });
    expect(bold.getAttribute("aria-pressed")).toBe("false");
    await user.click(bold);
    expect(bold.getAttribute("aria-pressed")).toBe("true");
    await user.keyboard("strong");
    await waitFor(() =>
      expect(screen.getByTestId("value").textContent).toBe("<p><strong>strong</strong></p>"),
    );

    await user.click(screen.getByRole("button", { name: "项目符号列表" }));
    await waitFor(() =>
      expect(screen.getByTestId("value").textContent).toMatch(
        /^<ul><li><p><strong>strong<\/strong><\/p><\/li><\/ul>/,
      ),
    );
    expect(screen.getByRole("button", { name: "项目符号列表" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("reduces pasted HTML to what the toolbar offers: no headings, rules, scripts or handlers", async () => {
    const { user, textbox, onChange } = setup();
    await user.click(textbox());
    paste(
      textbox(),
      '<h1>Title</h1><hr><p onclick="steal()">Body <em>it</em><script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>',
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] ?? "";
    expect(html).toContain("<p>Title</p>");
    expect(html).toContain("<em>it</em>");
    expect(html).not.toMatch(/<h1|<hr|<script|<img|onclick|onerror|javascript:/i);
  });

  it("inserts a link through the dialog, refusing a javascript: address", async () => {
    const { user, textbox } = setup();
    await user.click(textbox());
    await user.click(screen.getByRole("button", { name: "链接" }));
    const url = await screen.findByTestId("link-url");
    await user.type(url, "javascript:alert(1)");
    await user.click(screen.getByTestId("link-apply"));
    expect(await screen.findByText("请输入网址（https://…）或 mailto: 链接")).toBeTruthy();
    await user.clear(url);
    await user.type(url, "example.com/page");
    await user.click(screen.getByTestId("link-apply"));
    await waitFor(() =>
      expect(screen.getByTestId("value").textContent).toContain('href="https://example.com/page"'),
    );
  });

  it("takes a value set from outside (a form reset) and cannot be edited or formatted while disabled", async () => {
    const { textbox } = setup({ initial: "<p>Draft</p>", disabled: true });
    await waitFor(() => expect(textbox().textContent).toBe("Draft"));
    expect(textbox().getAttribute("contenteditable")).toBe("false");
    for (const button of screen.getAllByRole("button")) expect(button).toHaveProperty("disabled", true);
    await act(async () => {});
  });
});
