import { authRoutes, type LoginRequest } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { storedLang } from "../../../lib/storage";

/**
 * POST /api/login is form-encoded (spec 7). The interface language goes along: the server keeps it as
 * the user's language if they have none yet, so messages arrive in the language they read.
 */
export const login = (input: LoginRequest) =>
  callEndpoint(
    authRoutes.login,
    { body: { username: input.username, password: input.password, lang: storedLang() } },
    { form: true },
  );

export const useLogin = () => useMutation({ mutationFn: login });
