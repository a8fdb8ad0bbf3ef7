import ShoppingCartOutlined from "@mui/icons-material/ShoppingCartOutlined";
import { useTranslation } from "react-i18next";
import { BadgeLinkButton } from "../../../components/BadgeLinkButton";
import { cartCount, useCart } from "../cart";

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
    <BadgeLinkButton to="/cart" label={label} count={count} color="secondary" testId="cart-button">
      <ShoppingCartOutlined />
    </BadgeLinkButton>
  );
}
