import ArrowBack from "@mui/icons-material/ArrowBack";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Box, Button, Card, CardContent, IconButton, Skeleton, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { ContactButton } from "../../conversations";
import { useMerchant } from "../api/merchants";
import { LoadError } from "../components/LoadError";
import { MerchantSite } from "../components/MerchantSite";
import { ProductGrid } from "../components/ProductGrid";

const parseId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /merchants/:id and /merchant-site/:id (spec 2: two path shapes, one screen): the merchant's name,
 * description, its own site (framed when it allows it, else a link) and its products.
 */
export default function MerchantPage() {
  const { t } = useTranslation("store");
  const id = parseId(useParams().id);
  const merchant = useMerchant(id);
  useDocumentTitle("merchant", merchant.data?.name);

  if (
    id === null ||
    (merchant.isError && merchant.error instanceof ApiError && merchant.error.status === 404)
  ) {
    return <NotFoundPage />;
  }

  return (
    <Box sx={{ maxWidth: 1120, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Tooltip title={t("merchant.back")}>
          <IconButton component={Link} to="/store" aria-label={t("merchant.back")} edge="start">
            <ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />
          </IconButton>
        </Tooltip>
        <StorefrontOutlined color="primary" aria-hidden />
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: "anywhere" }}
          data-testid="merchant-name"
        >
          {merchant.data ? <bdi>{merchant.data.name}</bdi> : <Skeleton width={200} />}
        </Typography>
        {merchant.data && (
          <ContactButton
            peerId={merchant.data.owner_id}
            subject={{ kind: "merchant", id: merchant.data.id }}
            title={merchant.data.name}
            isMine={merchant.data.is_mine}
          />
        )}
        {merchant.data?.is_mine && (
          <Button
            component={Link}
            to="/merchantOrders"
            variant="outlined"
            startIcon={<ReceiptLongOutlined />}
            sx={{ flexShrink: 0 }}
            data-testid="merchant-orders-link"
          >
            {t("merchant_orders.title")}
          </Button>
        )}
      </Box>

      {merchant.isError ? (
        <LoadError error={merchant.error} onRetry={() => void merchant.refetch()} />
      ) : merchant.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <>
          {merchant.data.description && (
            <Card sx={{ mb: 2 }}>
              <CardContent sx={{ "&:last-child": { pb: 2 } }}>
                <Typography
                  sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
                  data-testid="merchant-description"
                >
                  <bdi>{merchant.data.description}</bdi>
                </Typography>
              </CardContent>
            </Card>
          )}
          <Box component="section" aria-labelledby="merchant-site-title" sx={{ mb: 3 }}>
            <Typography id="merchant-site-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t("merchant.site")}
            </Typography>
            <MerchantSite merchant={merchant.data} />
          </Box>
        </>
      )}

      <Box component="section" aria-labelledby="merchant-products-title">
        <Typography id="merchant-products-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t("merchant.products")}
        </Typography>
        {id !== null && <ProductGrid merchantId={id} showMerchant={false} mine={merchant.data?.is_mine} />}
      </Box>
    </Box>
  );
}
