import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../../test/render";
import HousingEditorPage from "./HousingEditorPage";

const PUBLISHER = { ...TEST_USER, role: "publisher" as const };

/** The server as the housing editor sees it: POST /housing answers the new listing's id. */
function server() {
  return fakeApi({
    "GET /me": { ...PUBLISHER, access_token: null },
    "POST /housing": { id: 42 },
  });
}

const posts = (requests: ReturnType<typeof server>) =>
  requests.filter((r) => r.method === "POST" && r.path === "/housing");

async function choose(user: ReturnType<typeof renderWithApp>["user"], testId: string, option: string) {
  // The test id is on the select's frame; the list opens from the combobox inside it.
  await user.click(within(screen.getByTestId(testId)).getByRole("combobox"));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("HousingEditorPage (new listing)", () => {
  it("tells a user who may not post housing so before the form, not after filling it (issue 18)", async () => {
    const plain = { ...TEST_USER, role: "user" as const };
    const requests = fakeApi({ "GET /me": { ...plain, access_token: null } });
    renderWithApp(<HousingEditorPage />, { route: "/post/housing", user: plain });
    expect(await screen.findByTestId("post-forbidden")).toBeTruthy();
    expect(screen.queryByTestId("housing-form-submit")).toBeNull();
    expect(posts(requests)).toHaveLength(0);
  });

  it("refuses an empty form with the translated field messages and sends nothing", async () => {
    const requests = server();
    const { user } = renderWithApp(<HousingEditorPage />, { route: "/post/housing", user: PUBLISHER });
    await user.click(await screen.findByTestId("housing-form-submit"));

    expect(await screen.findByText("请填写标题（最多 80 字）。")).toBeTruthy();
    expect(screen.getByText("请填写联系人。")).toBeTruthy();
    expect(await screen.findByText("请检查标红的字段。")).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it("sends the filled form as a HousingInput and opens the new listing", async () => {
    const requests = server();
    const { user } = renderWithApp(<HousingEditorPage />, { route: "/post/housing", user: PUBLISHER });
    await user.type(await screen.findByTestId("housing-form-title"), "地铁口两居室");
    await choose(user, "housing-form-top_category_id", "新房");
    await choose(user, "housing-form-category_id", "现房");
    await user.type(screen.getByTestId("housing-form-price"), "250.5");
    await user.type(screen.getByTestId("housing-form-area"), "88");
    await user.type(screen.getByTestId("housing-form-city"), "上海");
    await user.type(screen.getByTestId("housing-form-contact"), "李女士");
    await user.type(screen.getByTestId("housing-form-phone"), "139 0000 0000");
    await user.click(screen.getByTestId("housing-form-submit"));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toMatchObject({
      title: "地铁口两居室",
      category_id: 22,
      price: 250.5,
      area: 88,
      city: "上海",
      contact: "李女士",
      phone: "139 0000 0000",
    });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/houseDetail?id=42"));
    expect(await screen.findByText("房源已发布。")).toBeTruthy();
  });
});
