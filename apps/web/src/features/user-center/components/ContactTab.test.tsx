import type { Customer } from "@ask/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import { ContactTab } from "./ContactTab";

const SAVED: Customer = {
  id: TEST_USER.id,
  username: TEST_USER.username,
  name: "张三",
  country: "CN",
  phone: "13800000000",
  address: "北京市朝阳区 1 号",
  email: "zhang@example.com",
  is_phone_verified: true,
  is_email_verified: false,
  avatar: null,
  status: "active",
  location: null,
  role: "user",
  expert_id: null,
  lang: "zh",
};
const COUNTRIES = [
  { code: "CN", name: "China", currency: "CNY", dialingCode: "+86" },
  { code: "FR", name: "France", currency: "EUR", dialingCode: "+33" },
];
const CUSTOMER = `/customers/${TEST_USER.id}`;

/** The server as the contact tab sees it: the saved record; PUT answers with what it was sent. */
function server() {
  return fakeApi({
    "GET /me": { ...TEST_USER, access_token: null },
    "GET /countries": COUNTRIES,
    [`GET ${CUSTOMER}`]: SAVED,
    [`PUT ${CUSTOMER}`]: ({ body }: { body: unknown }) => ({ ...SAVED, ...(body as object) }),
  });
}
const puts = (requests: ReturnType<typeof server>) =>
  requests.filter((r) => r.method === "PUT" && r.path === CUSTOMER);
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

/** Renders the tab on the fake server and waits until the saved record fills the form. */
async function openTab() {
  const requests = server();
  const { user } = renderWithApp(<ContactTab />, { route: "/userCenter?tab=contact" });
  await waitFor(() => expect(input("contact-name").value).toBe("张三"));
  /** Replaces a field's text as a person would: select all, delete, type. */
  const retype = async (testId: string, text: string) => {
    await user.clear(input(testId));
    await user.type(input(testId), text);
  };
  return { requests, user, retype };
}

describe("ContactTab", () => {
  it("loads the saved contact details with the country's dialing code and the verification states", async () => {
    server();
    renderWithApp(<ContactTab />, { route: "/userCenter?tab=contact" });
    await waitFor(() => expect(input("contact-name").value).toBe("张三"));
    expect(input("contact-phone").value).toBe("13800000000");
    expect(input("contact-email").value).toBe("zhang@example.com");
    expect(input("contact-address").value).toBe("北京市朝阳区 1 号");
    await waitFor(() => expect(screen.getByTestId("contact-dial-code").textContent).toBe("+86"));
    expect(screen.getByText("已验证")).toBeTruthy();
    expect(screen.getByText("验证邮箱")).toBeTruthy();
  });

  it("saves a changed name: the request carries every field and the language, then a toast", async () => {
    const { requests, user, retype } = await openTab();
    await retype("contact-name", "李四");
    await user.click(screen.getByTestId("contact-save"));

    expect(await screen.findByText("保存成功。")).toBeTruthy();
    expect(puts(requests).map((r) => r.body)).toEqual([
      {
        name: "李四",
        country: "CN",
        phone: "13800000000",
        address: "北京市朝阳区 1 号",
        email: "zhang@example.com",
        lang: "zh",
      },
    ]);
  });

  it("shows the translated validation message under a wrong phone and sends nothing", async () => {
    const { requests, user, retype } = await openTab();
    await retype("contact-phone", "12ab");
    await user.click(screen.getByTestId("contact-save"));

    expect(await screen.findByText("只能输入数字。")).toBeTruthy();
    await retype("contact-email", "not-an-address");
    await user.tab();
    expect(await screen.findByText("请输入有效的邮箱地址。")).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it("deletes a field: a cleared address is sent as null and the form shows it empty", async () => {
    const { requests, user } = await openTab();
    expect(input("contact-address").value).toBe("北京市朝阳区 1 号");
    await user.clear(input("contact-address"));
    await user.click(screen.getByTestId("contact-save"));

    expect(await screen.findByText("保存成功。")).toBeTruthy();
    const [sent] = puts(requests);
    expect(sent?.body).toMatchObject({ address: null, name: "张三", email: "zhang@example.com" });
    expect(input("contact-address").value).toBe("");
  });
});
