import type { LoginResponse, RegisterRequest } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const register = (input: RegisterRequest) =>
  apiRequest<LoginResponse>("/register", { method: "POST", json: input });

export const useRegister = () => useMutation({ mutationFn: register });
