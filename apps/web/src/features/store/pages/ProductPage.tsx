import ArrowBack from "@mui/icons-material/ArrowBack";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Box, Button, Card, CardContent, IconButton, Skeleton, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { DetailLayout } from "../../../components/ui/DetailLayout";
import { useDocumentTitle } from "../../../lib/document-title";
import { ContactButton } from "../../conversations";
import { ModerationChip, ReportButton } from "../../reports";
import { useMerchant } from "../api/merchants";
import { useProduct } from "../api/products";
import { AddToCart, StockLabel } from "../components/AddToCart";
import { LoadError } from "../components/LoadError";
import { Price } from "../components/Price";
import { ProductImage } from "../components/ProductImage";

const parseId = (raw: string | null) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /product?id=: one product — its picture, name, price, stock and description, with add-to-cart
 * and the way to its merchant's page.
 */
export default function ProductPage() {
  const { t } = useTranslation("store");
  const id = parseId(useSearchParams()[0].get("id"));
  const product = useProduct(id);
  // The merchant's owner is whom "Chat" writes to (issue 18: every product has Contact).
  const merchant = useMerchant(product.data?.merchant_id ?? null);
  useDocumentTitle("product", product.data?.name);

  if (id === null || product.data === null) return <NotFoundPage />;

  return (
    <Box sx={{ maxWidth: 1120, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Tooltip title={t("product.back")}>
          <IconButton component={Link} to="/store" aria-label={t("product.back")} edge="start">
            <ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />
          </IconButton>
        </Tooltip>
        <Typography variant="body2" color="textSecondary">
          {t("store.title")}
        </Typography>
      </Box>
      {product.isError ? (
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      ) : product.isPending ? (
        <Skeleton variant="rounded" height={360} />
      ) : (
        <DetailLayout
          testId="product-detail"
          gallery={
            <ProductImage
              src={product.data.image_url}
              // Without a photo the placeholder stays a low band instead of a large empty box.
              sx={{
                aspectRatio: product.data.image_url ? "4 / 3" : "16 / 5",
                width: "100%",
                borderRadius: 2,
              }}
            />
          }
          header={
            <Box>
              <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
                <Typography
                  variant="h5"
                  component="h1"
                  sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: "anywhere" }}
                  data-testid="product-title"
                >
                  <bdi>{product.data.name}</bdi>
                </Typography>
                <ReportButton
                  variant="icon"
                  target={{ type: "product", id: product.data.id }}
                  authorId={undefined}
                  isMine={false}
                  testId="report-product"
                />
              </Box>
              <ModerationChip item={product.data} alignStart />
              <Box sx={{ display: "flex", alignItems: "center", gap: 2, mt: 1 }}>
                <Price
                  value={product.data.price}
                  sx={{ fontWeight: 700, fontSize: 26, color: "secondary.dark" }}
                  testId="product-price"
                />
                <StockLabel product={product.data} />
              </Box>
            </Box>
          }
          aside={
            <Card>
              <CardContent
                sx={{ display: "flex", flexDirection: "column", gap: 1.5, "&:last-child": { pb: 2 } }}
              >
                <AddToCart product={product.data} size="large" />
                {merchant.data && (
                  <ContactButton
                    peerId={merchant.data.owner_id}
                    subject={{ kind: "product", id: product.data.id }}
                    title={product.data.name}
                    isMine={merchant.data.is_mine}
                  />
                )}
                <Button
                  component={Link}
                  to={`/merchants/${product.data.merchant_id}`}
                  variant="text"
                  startIcon={<StorefrontOutlined />}
                  sx={{ justifyContent: "flex-start", overflowWrap: "anywhere", textAlign: "start" }}
                  data-testid="product-merchant"
                >
                  <bdi>{product.data.merchant_name}</bdi>
                </Button>
                <Button component={Link} to="/cart" variant="outlined" data-testid="product-cart-link">
                  {t("store.go_to_cart")}
                </Button>
              </CardContent>
            </Card>
          }
          content={
            <Box component="section" aria-labelledby="product-description-title">
              <Typography
                id="product-description-title"
                variant="h6"
                component="h2"
                sx={{ fontWeight: 700, mb: 1 }}
              >
                {t("product.description")}
              </Typography>
              <Typography
                sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
                color={product.data.description ? "textPrimary" : "textSecondary"}
                data-testid="product-description"
              >
                {product.data.description ? (
                  <bdi>{product.data.description}</bdi>
                ) : (
                  t("product.no_description")
                )}
              </Typography>
            </Box>
          }
        />
      )}
    </Box>
  );
}
