import type { Product, ProductSearch } from "@ask/contracts";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Box, Button, Card, Skeleton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { cardGridSx, cardListSx } from "../../../components/ui/card-grid";
import { useProducts } from "../api/products";
import { LoadError } from "./LoadError";
import { ProductCard } from "./ProductCard";

/** The products of the store (or of one merchant) as a grid of cards, with "load more". */
export function ProductGrid({
  merchantId,
  search,
  showMerchant = true,
  mine = false,
  firstSkip = 0,
  startHref,
}: {
  merchantId?: number;
  /** The store page's search words and sort order. */
  search?: ProductSearch;
  showMerchant?: boolean;
  /** The reader's own merchant (no report buttons). */
  mine?: boolean;
  /** Products skipped before the first shown (the store's `?page=`). */
  firstSkip?: number;
  /** With firstSkip: the same list from its first product. */
  startHref?: string;
}) {
  const { t } = useTranslation("store");
  const products = useProducts(merchantId, search, firstSkip);

  if (products.isPending) {
    return (
      <Box sx={cardGridSx} data-testid="product-grid-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: "4 / 3", height: "auto" }} />
            <Box sx={{ p: 2 }}>
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </Box>
          </Card>
        ))}
      </Box>
    );
  }
  if (products.isError) return <LoadError error={products.error} onRetry={() => void products.refetch()} />;

  const items: Product[] = products.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Box sx={{ textAlign: "center", py: 6, color: "text.secondary" }} data-testid="products-empty">
        <StorefrontOutlined sx={{ fontSize: 44, opacity: 0.5 }} aria-hidden />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {search?.q ? t("search.no_results", { q: search.q }) : t("store.empty")}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      {firstSkip > 0 && startHref && (
        <Box sx={{ display: "flex", justifyContent: "center", mb: 2 }}>
          <Button component={RouterLink} to={startHref} variant="text" data-testid="products-from-start">
            {t("store.from_start")}
          </Button>
        </Box>
      )}
      <Box component="ul" sx={cardListSx} data-testid="product-grid" aria-label={t("store.products")}>
        {items.map((product) => (
          <ProductCard key={product.id} product={product} showMerchant={showMerchant} mine={mine} />
        ))}
      </Box>
      {products.hasNextPage && (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void products.fetchNextPage()}
            disabled={products.isFetchingNextPage}
            data-testid="products-more"
          >
            {t("store.load_more")}
          </Button>
        </Box>
      )}
    </>
  );
}
