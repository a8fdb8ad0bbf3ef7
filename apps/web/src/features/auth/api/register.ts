import { authRoutes, type RegisterRequest } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { storedLang } from "../../../lib/storage";

/** The language chosen before registering becomes the account's (system messages are written in it). */
export const register = (input: RegisterRequest) =>
  callEndpoint(authRoutes.register, { body: { lang: storedLang(), ...input } });

export const useRegister = () => useMutation({ mutationFn: register });
