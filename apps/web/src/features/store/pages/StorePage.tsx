import { PRODUCTS_PAGE, type ProductSort, parseStoreParams, storeAddress, storeSearch } from "@ask/contracts";
import ArrowForward from "@mui/icons-material/ArrowForward";
import ShoppingCartOutlined from "@mui/icons-material/ShoppingCartOutlined";
import { Box, Button, Chip, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { clampLines } from "../../../components/ui/text-sx";
import { useDocumentTitle } from "../../../lib/document-title";
import { useMerchants } from "../api/merchants";
import { cartCount, useCart } from "../cart";
import { LoadError } from "../components/LoadError";
import { ProductGrid } from "../components/ProductGrid";
import { StoreSearchBar } from "../components/StoreSearchBar";

/**
 * /store: every merchant's products, filterable by merchant (?merchant=id), searched (?q=) and
 * sorted (?sort=newest|price_asc|price_desc) on the server, with add-to-cart; `?page=` starts the list
 * further on (the pages a reader without scripts and a crawler follow, issue 19).
 */
export default function StorePage() {
  useDocumentTitle("store");
  const { t } = useTranslation("store");
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseStoreParams(searchParams);
  const { merchant: merchantId, q, sort } = params;
  const merchants = useMerchants();
  const count = cartCount(useCart());
  const selected = merchants.data?.find((m) => m.id === merchantId);

  // A new filter starts from the first page.
  const go = (next: { merchant?: number | undefined; q: string; sort: ProductSort }) =>
    setSearchParams(storeSearch({ ...next, page: 1 }), { replace: true });
  const choose = (id: number | undefined) => go({ merchant: id, q, sort });

  return (
    <Box sx={{ maxWidth: 1120, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t("store.title")}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t("store.subtitle")}
          </Typography>
        </Box>
        <Button
          component={Link}
          to="/cart"
          variant="contained"
          startIcon={<ShoppingCartOutlined />}
          data-testid="store-cart-link"
          sx={{ flexShrink: 0 }}
        >
          {count > 0 ? t("store.go_to_cart_count", { count }) : t("store.go_to_cart")}
        </Button>
      </Box>

      {merchants.isError ? (
        <Box sx={{ mb: 2 }}>
          <LoadError error={merchants.error} onRetry={() => void merchants.refetch()} />
        </Box>
      ) : (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}
          role="group"
          aria-label={t("store.merchants")}
          data-testid="merchant-chips"
        >
          <Chip
            label={t("store.all_merchants")}
            color={merchantId === undefined ? "primary" : "default"}
            variant={merchantId === undefined ? "filled" : "outlined"}
            onClick={() => choose(undefined)}
            aria-pressed={merchantId === undefined}
            data-testid="merchant-chip-all"
          />
          {merchants.isPending
            ? Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} variant="rounded" width={88} height={32} sx={{ borderRadius: 4 }} />
              ))
            : merchants.data.map((merchant) => (
                <Chip
                  key={merchant.id}
                  label={`${merchant.name} (${merchant.product_count})`}
                  color={merchant.id === merchantId ? "primary" : "default"}
                  variant={merchant.id === merchantId ? "filled" : "outlined"}
                  onClick={() => choose(merchant.id)}
                  aria-pressed={merchant.id === merchantId}
                  data-testid="merchant-chip"
                  data-merchant-id={merchant.id}
                />
              ))}
        </Stack>
      )}

      {selected && (
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            flexWrap: "wrap",
            gap: 1,
            mb: 2,
            p: 1.5,
            borderRadius: 2,
            bgcolor: "action.hover",
          }}
          data-testid="selected-merchant"
        >
          <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <bdi>{selected.name}</bdi>
            </Typography>
            {selected.description && (
              <Typography variant="body2" color="textSecondary" sx={clampLines(2)}>
                <bdi>{selected.description}</bdi>
              </Typography>
            )}
          </Box>
          <Button
            component={Link}
            to={`/merchants/${selected.id}`}
            size="small"
            endIcon={<ArrowForward sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
          >
            {t("store.merchant_page")}
          </Button>
        </Box>
      )}

      <StoreSearchBar q={q} sort={sort} onChange={(next) => go({ merchant: merchantId, ...next })} />

      <ProductGrid
        key={merchantId ?? "all"}
        merchantId={merchantId}
        search={{ ...(q ? { q } : {}), sort }}
        showMerchant={merchantId === undefined}
        firstSkip={(params.page - 1) * PRODUCTS_PAGE}
        startHref={storeAddress({ ...params, page: 1 })}
      />
    </Box>
  );
}
