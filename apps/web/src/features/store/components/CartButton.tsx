import ShoppingCartOutlined from "@mui/icons-material/ShoppingCartOutlined";
import { Badge, IconButton, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cartCount, useCart } from "../cart";

/** Above this the badge reads "99+". */
const BADGE_MAX = 99;

/**
 * The top bar's cart: how many pieces are in the browser cart, linking to /cart. With
 * `hideWhenEmpty` it shows only while something is in the cart (the top bar keeps room on phones).
 */
export function CartButton({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const count = cartCount(useCart());
  if (hideWhenEmpty && count === 0) return null;
  return <CartIconButton count={count} />;
}

function CartIconButton({ count }: { count: number }) {
  const { t } = useTranslation("store");
  const label = count > 0 ? t("cart_button.count", { count }) : t("cart_button.empty");
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={Link}
        to="/cart"
        aria-label={label}
        data-testid="cart-button"
        data-count={count}
        sx={{ flexShrink: 0 }}
      >
        <Badge
          badgeContent={count}
          max={BADGE_MAX}
          color="secondary"
          slotProps={{ badge: { "data-testid": "cart-button-count" } as object }}
        >
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
