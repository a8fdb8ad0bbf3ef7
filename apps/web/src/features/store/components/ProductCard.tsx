import type { Product } from "@ask/contracts";
import AddShoppingCart from "@mui/icons-material/AddShoppingCart";
import { Box, Button, Card, CardContent, Chip, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { clampLines } from "../../../components/ui/text-sx";
import { useToast } from "../../../lib/toast";
import { ModerationChip, ReportButton } from "../../reports";
import { cartStore, quantityOf, useCart } from "../cart";
import { Price } from "./Price";
import { ProductImage } from "./ProductImage";

/** Stock at or below the warning level (and above 0) reads "only n left". */
export const isLowStock = (product: Pick<Product, "stock" | "warning_level">) =>
  product.stock > 0 && product.stock <= product.warning_level;

/**
 * One product of the store: picture, name, price, stock and the add-to-cart button. The cart never
 * holds more than the stock: the button turns off once it does, and at stock 0.
 */
export function ProductCard({
  product,
  showMerchant = true,
  mine = false,
}: {
  product: Product;
  showMerchant?: boolean;
  /** The reader's own merchant's product: no report button. */
  mine?: boolean;
}) {
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
    <Card
      component="li"
      data-testid="product-card"
      data-product-id={product.id}
      sx={{ display: "flex", flexDirection: "column", listStyle: "none", minWidth: 0 }}
    >
      <ProductImage src={product.image_url} sx={{ aspectRatio: "4 / 3", width: "100%" }} />
      <CardContent
        sx={{ flex: 1, display: "flex", flexDirection: "column", gap: 0.5, pb: 1, px: { xs: 1.5, sm: 2 } }}
      >
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
          <Typography
            component="h3"
            sx={{ flex: 1, minWidth: 0, fontWeight: 600, lineHeight: 1.35, overflowWrap: "anywhere" }}
            data-testid="product-name"
          >
            <bdi>{product.name}</bdi>
          </Typography>
          <Box sx={{ mt: -0.5, mr: -1 }}>
            <ReportButton
              variant="icon"
              target={{ type: "product", id: product.id }}
              authorId={undefined}
              isMine={mine}
              testId="report-product"
            />
          </Box>
        </Box>
        <ModerationChip item={product} alignStart />
        {showMerchant && (
          <Link
            component={RouterLink}
            to={`/merchants/${product.merchant_id}`}
            variant="body2"
            color="textSecondary"
            underline="hover"
            sx={{ overflowWrap: "anywhere" }}
          >
            <bdi>{product.merchant_name}</bdi>
          </Link>
        )}
        {product.description && (
          <Typography variant="body2" color="textSecondary" sx={clampLines(2)}>
            <bdi>{product.description}</bdi>
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mt: 0.5 }}>
          <Price
            value={product.price}
            sx={{ fontWeight: 700, fontSize: 18, color: "secondary.dark" }}
            testId="product-price"
          />
          <Box sx={{ flex: 1 }} />
          {soldOut ? (
            <Chip size="small" label={t("product.sold_out")} data-testid="product-stock" />
          ) : isLowStock(product) ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t("product.only_left", { count: product.stock })}
              data-testid="product-stock"
            />
          ) : (
            <Typography variant="body2" color="textSecondary" data-testid="product-stock">
              {t("product.stock", { count: product.stock })}
            </Typography>
          )}
        </Box>
      </CardContent>
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 1.5 }}>
        <Button
          fullWidth
          variant={inCart > 0 ? "outlined" : "contained"}
          startIcon={<AddShoppingCart />}
          onClick={add}
          disabled={soldOut || atLimit}
          data-testid="add-to-cart"
          sx={{
            px: 1,
            lineHeight: 1.3,
            "& .MuiButton-startIcon": { display: { xs: "none", sm: "inherit" } },
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
    </Card>
  );
}
