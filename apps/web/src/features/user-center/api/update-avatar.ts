import { customersRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { useCustomerUpdate } from "./update-customer";

/** PUT /api/customers/{id}/avatar: sets the avatar to an image the caller uploaded. */
export const updateAvatar = (userId: number, avatar: string) =>
  callEndpoint(customersRoutes.updateAvatar, { params: { id: userId }, body: { avatar } });

export const useUpdateAvatar = () =>
  useCustomerUpdate(({ userId, avatar }: { userId: number; avatar: string }) => updateAvatar(userId, avatar));
