import { type Contact, fenToYuan } from "@ask/contracts";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  IconButton,
  Skeleton,
  Tooltip,
  Typography,
} from "@mui/material";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Page } from "../../../components/ui/Page";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { useIdempotencyKey } from "../../../lib/idempotency";
import { useFeedback } from "../../../lib/use-feedback";
import { useBalance } from "../../wallet";
import { useCreateOrder } from "../api/orders";
import { cartStore, cartTotalFen, lineTotalFen } from "../cart";
import { CartChangesNotice } from "../components/CartChangesNotice";
import { ContactPicker } from "../components/ContactPicker";
import { EmptyCart } from "../components/EmptyCart";
import { Price } from "../components/Price";
import { useCartSync } from "../use-cart-sync";

const isCode = (error: unknown, ...codes: string[]) =>
  error instanceof ApiError && codes.includes(error.code);

/**
 * The spec's OrderConfirm screen (/orderConfirm, login required): delivery contact, the order's lines
 * and total, the wallet balance, and "pay with wallet balance". One Idempotency-Key per visit, so a
 * double click or a retry after a lost answer pays once. A changed price or stock refuses the order
 * (409), refreshes the cart and says what changed.
 */
export default function OrderConfirmPage() {
  useDocumentTitle("order_confirm");
  const { t, toast, errorMessage } = useFeedback("store");
  const navigate = useNavigate();
  const { items, changes, dismissChanges, refresh } = useCartSync();
  const balance = useBalance();
  const createOrder = useCreateOrder();
  const [contact, setContact] = useState<Contact | null>(null);
  const idempotency = useIdempotencyKey();
  const [payError, setPayError] = useState<unknown>(null);
  const [paid, setPaid] = useState(false);
  // Set synchronously on the first click: a double click must not start a second request.
  const paying = useRef(false);
  const selectContact = useCallback((next: Contact | null) => setContact(next), []);

  const totalFen = cartTotalFen(items);
  const balanceFen = balance.data ? Math.round(balance.data.balance * 100) : undefined;
  const short = balanceFen !== undefined && balanceFen < totalFen;

  const pay = () => {
    if (!contact || items.length === 0 || paying.current) return;
    paying.current = true;
    setPayError(null);
    const request = {
      items: items.map((item) => ({ product_id: item.id, quantity: item.quantity })),
      contact_id: contact.id,
      expected_total: fenToYuan(totalFen),
    };
    createOrder.mutate(
      // A retry of the same order after a lost answer reuses its key; a changed order gets a new one.
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (order) => {
          idempotency.settled();
          setPaid(true);
          cartStore().clear();
          toast(t("confirm.paid", { id: order.id }), "success");
          navigate(`/orders?placed=${order.id}`, { replace: true });
        },
        onError: (error) => {
          idempotency.settled(error);
          paying.current = false;
          setPayError(error);
          if (isCode(error, "out_of_stock", "price_changed", "product_not_found")) void refresh();
          if (isCode(error, "contact_not_found")) setContact(null);
        },
      },
    );
  };

  if (paid) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("confirm.paying")} />
      </Box>
    );
  }

  const header = (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
      <Tooltip title={t("confirm.back_to_cart")}>
        <IconButton component={Link} to="/cart" aria-label={t("confirm.back_to_cart")} edge="start">
          <ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />
        </IconButton>
      </Tooltip>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t("confirm.title")}
      </Typography>
    </Box>
  );

  if (items.length === 0) {
    return (
      <Page maxWidth={720}>
        {header}
        <CartChangesNotice changes={changes} onClose={dismissChanges} />
        <EmptyCart testId="confirm-empty" />
      </Page>
    );
  }

  return (
    <Page maxWidth={1040}>
      {header}
      <CartChangesNotice changes={changes} onClose={dismissChanges} />
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 340px" },
          gap: { xs: 2, md: 3 },
          alignItems: "start",
        }}
      >
        <Card>
          <CardContent>
            <ContactPicker selected={contact} onSelect={selectContact} />
          </CardContent>
        </Card>

        <Card sx={{ position: { md: "sticky" }, top: { md: 80 } }} data-testid="order-summary">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t("confirm.summary")}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0, listStyle: "none" }}>
              {items.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ display: "flex", alignItems: "baseline", gap: 1, py: 0.5 }}
                  data-testid="summary-line"
                >
                  <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                    <bdi>{item.name}</bdi>
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                      sx={{ whiteSpace: "nowrap" }}
                    >
                      {" "}
                      × {item.quantity}
                    </Typography>
                  </Typography>
                  <Price value={fenToYuan(lineTotalFen(item))} />
                </Box>
              ))}
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
              <Typography sx={{ fontWeight: 700, flex: 1 }}>{t("cart.total")}</Typography>
              <Price
                value={fenToYuan(totalFen)}
                sx={{ fontWeight: 700, fontSize: 22, color: "secondary.dark" }}
                testId="confirm-total"
              />
            </Box>
            <Box
              sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1, color: "text.secondary" }}
              data-testid="confirm-balance"
            >
              <AccountBalanceWalletOutlined fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ flex: 1 }}>
                {t("confirm.balance")}
              </Typography>
              {balance.isPending ? (
                <Skeleton width={64} />
              ) : balance.data ? (
                <Price value={balance.data.balance} testId="confirm-balance-value" />
              ) : (
                <Typography variant="body2">—</Typography>
              )}
            </Box>

            {short && !isCode(payError, "insufficient_balance") && (
              <Alert
                severity="warning"
                sx={{ mt: 2 }}
                data-testid="confirm-short"
                action={
                  <Button component={Link} to={RECHARGE_AND_RETURN} color="inherit" size="small">
                    {t("confirm.recharge")}
                  </Button>
                }
              >
                {t("confirm.short")}
              </Alert>
            )}
            {payError !== null && <PayError error={payError} message={errorMessage(payError)} />}
            {!contact && (
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{ mt: 2 }}
                data-testid="confirm-need-contact"
              >
                {t("confirm.need_contact")}
              </Typography>
            )}

            <Button
              fullWidth
              size="large"
              variant="contained"
              sx={{ mt: 2 }}
              startIcon={
                createOrder.isPending ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <AccountBalanceWalletOutlined />
                )
              }
              disabled={!contact || short || createOrder.isPending}
              onClick={pay}
              data-testid="confirm-pay"
            >
              {createOrder.isPending ? t("confirm.paying") : t("confirm.pay")}
            </Button>
          </CardContent>
        </Card>
      </Box>
    </Page>
  );
}

/** The wallet's recharge, coming back to this checkout (cart and contact kept) once the money arrived. */
const RECHARGE_AND_RETURN = `/wallet/recharge?return=${encodeURIComponent("/orderConfirm")}`;

/** Why the payment was refused: too little money (with the way to recharge), stale cart, or else. */
function PayError({ error, message }: { error: unknown; message: string }) {
  const { t } = useTranslation("store");
  if (isCode(error, "insufficient_balance")) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        data-testid="confirm-error"
        action={
          <Button
            component={Link}
            to={RECHARGE_AND_RETURN}
            color="inherit"
            size="small"
            data-testid="confirm-recharge"
          >
            {t("confirm.recharge")}
          </Button>
        }
      >
        {message}
      </Alert>
    );
  }
  const stale = isCode(error, "out_of_stock", "price_changed", "product_not_found");
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="confirm-error">
      {message}
      {stale && ` ${t("confirm.cart_refreshed")}`}
    </Alert>
  );
}
