import type { LoginRequest, LoginResponse } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/login is form-encoded (spec 7). */
export const login = (input: LoginRequest) =>
  apiRequest<LoginResponse>("/login", {
    method: "POST",
    form: { username: input.username, password: input.password },
  });

export const useLogin = () => useMutation({ mutationFn: login });
