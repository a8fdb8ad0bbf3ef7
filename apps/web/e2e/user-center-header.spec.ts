import { apiUser, bearer, expect, grantRole, registerViaApi, test } from "./fixtures";

test("the header shows the publisher chip in blue, the location, force rank and the achievements received", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  const token: string = session.access_token;
  const userId: number = session.user.id;
  await grantRole(page, userId, "publisher");
  expect(
    (
      await page.request.put(`/api/customers/${userId}`, { headers: bearer(token), data: { country: "CN" } })
    ).ok(),
  ).toBe(true);

  // A question of ours, which another user likes, rates 4 stars and favorites; we answer it once.
  const channels = await (await page.request.get("/api/channels")).json();
  const channel = channels[0].id as number;
  const categories = await (await page.request.get(`/api/categories?channel_id=${channel}`)).json();
  const top = categories.find((c: { parent_id: number | null }) => c.parent_id === null).id as number;
  const created = await page.request.post("/api/questions", {
    headers: bearer(token),
    data: { channel, category_top: top, content: "<p>家里的老房子要不要先做防水再装修？</p>" },
  });
  expect(created.status()).toBe(201);
  const questionId = (await created.json()).id as number;
  const fan = (await apiUser(page.request, "fan")).token;
  for (const action of ["like", "favorite"]) {
    expect(
      (await page.request.post(`/api/questions/${questionId}/${action}`, { headers: bearer(fan) })).ok(),
    ).toBe(true);
  }
  const rated = await page.request.post(`/api/questions/${questionId}/rate`, {
    headers: bearer(fan),
    data: { score: 4 },
  });
  expect(rated.ok()).toBe(true);
  const answered = await page.request.post("/api/questions/comments", {
    headers: bearer(token),
    data: { question_id: questionId, content: "先做闭水试验，再决定防水层的范围。" },
  });
  expect(answered.status()).toBe(201);

  const rank = await (
    await page.request.get(`/api/customer_military_powers/${userId}?lang=zh`, { headers: bearer(token) })
  ).json();
  expect(rank.power).toBeGreaterThan(0);

  await page.goto("/userCenter");
  const chip = page.getByTestId("uc-role-chip");
  await expect(chip).toHaveAttribute("data-role", "publisher");
  await expect(chip).toHaveText("发布者");
  await expect(chip).toHaveCSS("background-color", "rgb(29, 78, 216)");
  await expect(page.getByTestId("uc-location")).toContainText("中国");
  await expect(page.getByTestId("uc-power")).toHaveText(String(rank.power));
  await expect(page.getByTestId("uc-month-score")).toHaveText(String(rank.month_score));
  await expect(page.getByTestId("uc-total-likes")).toHaveText("1");
  await expect(page.getByTestId("uc-total-ratings")).toHaveText("1");
  await expect(page.getByTestId("uc-total-favorites")).toHaveText("1");
});
