import type { Product } from "@ask/contracts";
import { Box, Card, CardContent, Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { clampLines } from "../../../components/ui/text-sx";
import { ModerationChip, ReportButton } from "../../reports";
import { AddToCart, StockLabel } from "./AddToCart";
import { Price } from "./Price";
import { ProductImage } from "./ProductImage";

/** One product of the store: picture, name (to its page), price, stock and the add-to-cart button. */
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
  return (
    <Card
      component="li"
      data-testid="product-card"
      data-product-id={product.id}
      sx={{ display: "flex", flexDirection: "column", listStyle: "none", minWidth: 0 }}
    >
      <RouterLink to={`/product?id=${product.id}`} tabIndex={-1} aria-hidden style={{ display: "block" }}>
        <ProductImage src={product.image_url} sx={{ aspectRatio: "4 / 3", width: "100%" }} />
      </RouterLink>
      <CardContent
        sx={{ flex: 1, display: "flex", flexDirection: "column", gap: 0.5, pb: 1, px: { xs: 1.5, sm: 2 } }}
      >
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
          <Typography
            component="h3"
            sx={{ flex: 1, minWidth: 0, fontWeight: 600, lineHeight: 1.35, overflowWrap: "anywhere" }}
            data-testid="product-name"
          >
            <Link
              component={RouterLink}
              to={`/product?id=${product.id}`}
              color="inherit"
              underline="hover"
              sx={{ display: "block" }}
            >
              <bdi>{product.name}</bdi>
            </Link>
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
          <StockLabel product={product} />
        </Box>
      </CardContent>
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 1.5 }}>
        <AddToCart product={product} />
      </Box>
    </Card>
  );
}
