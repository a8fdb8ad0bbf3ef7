import { LoginRequest, LoginResponse, MeResponse, RegisterRequest } from "../auth.js";
import { defineEndpoints } from "../endpoint.js";
import { authRoutes } from "../routes/auth.js";

export const authEndpoints = defineEndpoints(authRoutes, {
  login: {
    access: "public",
    tags: ["auth"],
    summary: "Log in (form-encoded username and password)",
    consumes: ["application/x-www-form-urlencoded", "application/json"],
    body: LoginRequest,
    response: LoginResponse,
    errors: [400, 401, 429],
  },
  register: {
    access: "public",
    tags: ["auth"],
    summary: "Create an account; returns a session like /login",
    body: RegisterRequest,
    status: 201,
    response: LoginResponse,
    errors: [400, 409, 429],
  },
  me: {
    access: "user",
    tags: ["auth"],
    summary: "The logged-in user (with a renewed access_token when the role changed since login)",
    response: MeResponse,
    errors: [401],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    auth: typeof authEndpoints;
  }
}
