import type { Order } from "@ask/contracts";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import { Box, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Price } from "./Price";

/** An order's lines: product (linked to its page), unit price × quantity, line total; optionally the merchant and its step. */
export function OrderLines({
  lines,
  detailed = false,
  cancelled = false,
}: {
  lines: Order["lines"];
  detailed?: boolean;
  /** A cancelled order's lines have no shipping step to show. */
  cancelled?: boolean;
}) {
  const { t } = useTranslation("store");
  return (
    <Box component="ul" sx={{ p: 0, m: 0, listStyle: "none" }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={`${line.merchant_id}-${line.product_id}`}
          sx={{ display: "flex", alignItems: "baseline", flexWrap: "wrap", columnGap: 1, py: 0.5 }}
          data-testid="order-line"
        >
          <Box sx={{ flex: "1 1 160px", minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/product?id=${line.product_id}`}
              color="inherit"
              underline="hover"
              sx={{ overflowWrap: "anywhere" }}
            >
              <bdi>{line.name}</bdi>
            </Link>
            {detailed && (
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
                <bdi>{line.merchant_name}</bdi>
                {cancelled ? "" : " · "}
                {cancelled
                  ? ""
                  : line.completed_at
                    ? t("orders.status.completed")
                    : line.shipped_at
                      ? t("orders.status.shipped")
                      : t("order.line_waiting")}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: "nowrap" }}>
            <Price value={line.price} /> × {line.quantity}
          </Typography>
          <Price value={line.line_total} sx={{ minWidth: 80, textAlign: "end", fontWeight: 600 }} />
        </Box>
      ))}
    </Box>
  );
}

/** The delivery contact of an order on one line: name · phone · address. */
export function OrderContact({ contact }: { contact: Order["contact"] }) {
  return (
    <Box sx={{ display: "flex", gap: 1, minWidth: 0, color: "text.secondary" }} data-testid="order-contact">
      <LocalShippingOutlined fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
        <bdi>{contact.name}</bdi> · <bdi dir="ltr">{contact.phone}</bdi> · <bdi>{contact.address}</bdi>
      </Typography>
    </Box>
  );
}
