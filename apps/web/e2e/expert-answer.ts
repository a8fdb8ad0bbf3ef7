import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The smallest file the upload endpoint takes as a PDF. */
export const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

/**
 * On an expert's question screen: types `answer`, attaches a PDF named `fileName`, submits, sees the
 * "answer submitted" notice and the answer posted with its attachment. Returns the posted answer.
 */
export async function postExpertAnswerWithPdf(page: Page, answer: string, fileName: string) {
  await page.getByTestId("expert-answer-input").fill(answer);
  await page
    .getByTestId("upload-input-file")
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByTestId("uploaded-file")).toContainText(fileName);
  await page.getByTestId("expert-answer-submit").click();
  await expect(page.getByRole("alert").filter({ hasText: "回答已提交" })).toBeVisible();
  const posted = page.getByTestId("comment-item").filter({ hasText: answer });
  await expect(posted).toBeVisible();
  await expect(posted.getByTestId("attachment-link")).toHaveText(fileName);
  return posted;
}
