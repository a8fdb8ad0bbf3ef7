import { routeList } from "../endpoint.js";

export const verificationRoutes = routeList("verification", {
  sendEmailCode: "POST /auth/verify-email",
  confirmEmailCode: "POST /auth/verify-email-code",
  sendPhoneCode: "POST /auth/verify-phone",
  confirmPhoneCode: "POST /auth/verify-phone-code",
});
