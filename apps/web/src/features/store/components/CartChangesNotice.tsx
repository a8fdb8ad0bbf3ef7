import { Alert, AlertTitle, Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { CartChanges } from "../use-cart-sync";

/** Says which cart lines were updated to the current price and stock, and which were removed. */
export function CartChangesNotice({
  changes,
  onClose,
}: {
  changes: CartChanges | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("store");
  if (!changes) return null;
  const rows = (
    [
      ["repriced", changes.repriced],
      ["reduced", changes.reduced],
      ["removed", changes.removed],
    ] as const
  ).filter(([, names]) => names.length > 0);
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mb: 2 }} data-testid="cart-changes">
      <AlertTitle>{t("cart.changed_title")}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rows.map(([kind, names]) => (
          <li key={kind}>{t(`cart.changed_${kind}`, { names: names.join(t("list_separator")) })}</li>
        ))}
      </Box>
    </Alert>
  );
}
