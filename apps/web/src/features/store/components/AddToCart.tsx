import type { Product } from "@ask/contracts";
import AddShoppingCart from "@mui/icons-material/AddShoppingCart";
import { Box, Button, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../lib/toast";
import { cartStore, quantityOf, useCart } from "../cart";

/** Stock at or below the warning level (and above 0) reads "only n left". */
export const isLowStock = (product: Pick<Product, "stock" | "warning_level">) =>
  product.stock > 0 && product.stock <= product.warning_level;

/** "Sold out", "only n left" or "n in stock". */
export function StockLabel({ product }: { product: Product }) {
  const { t } = useTranslation("store");
  if (product.stock < 1)
    return <Chip size="small" label={t("product.sold_out")} data-testid="product-stock" />;
  if (isLowStock(product))
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={t("product.only_left", { count: product.stock })}
        data-testid="product-stock"
      />
    );
  return (
    <Typography variant="body2" color="textSecondary" data-testid="product-stock">
      {t("product.stock", { count: product.stock })}
    </Typography>
  );
}

/**
 * The add-to-cart button and, under it, how many are in the cart. The cart never holds more than the
 * stock: the button turns off once it does, and at stock 0.
 */
export function AddToCart({ product, size = "medium" }: { product: Product; size?: "medium" | "large" }) {
  const { t } = useTranslation("store");
  const toast = useToast();
  const inCart = quantityOf(useCart(), product.id);
  const soldOut = product.stock < 1;
  const atLimit = !soldOut && inCart >= product.stock;

  const add = () => {
    cartStore().add(product, 1, product.stock);
    toast(t("product.added", { name: product.name }), "success");
  };

  return (
    <Box>
      <Button
        fullWidth
        size={size}
        variant={inCart > 0 ? "outlined" : "contained"}
        startIcon={<AddShoppingCart />}
        onClick={add}
        disabled={soldOut || atLimit}
        data-testid="add-to-cart"
        sx={{
          px: 1,
          lineHeight: 1.3,
          "& .MuiButton-startIcon": { display: { xs: size === "large" ? "inherit" : "none", sm: "inherit" } },
        }}
      >
        {soldOut ? t("product.sold_out") : atLimit ? t("product.at_limit") : t("product.add")}
      </Button>
      <Typography
        variant="caption"
        color="textSecondary"
        component="p"
        sx={{ textAlign: "center", mt: 0.5, minHeight: "1.66em" }}
        data-testid="product-in-cart"
      >
        {inCart > 0 ? t("product.in_cart", { count: inCart }) : ""}
      </Typography>
    </Box>
  );
}
