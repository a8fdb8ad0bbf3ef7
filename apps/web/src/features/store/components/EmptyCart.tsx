import RemoveShoppingCartOutlined from "@mui/icons-material/RemoveShoppingCartOutlined";
import { Button, Card, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** An empty cart (the cart page, or checkout after its items went away), with the way back to the store. */
export function EmptyCart({ testId }: { testId: string }) {
  const { t } = useTranslation("store");
  return (
    <Card sx={{ textAlign: "center", py: 6, px: 2 }} data-testid={testId}>
      <RemoveShoppingCartOutlined sx={{ fontSize: 48, color: "text.disabled" }} aria-hidden />
      <Typography sx={{ mt: 1, mb: 2 }} color="textSecondary">
        {t("cart.empty")}
      </Typography>
      <Button component={Link} to="/store" variant="outlined">
        {t("cart.browse")}
      </Button>
    </Card>
  );
}
