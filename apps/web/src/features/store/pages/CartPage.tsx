import { fenToYuan } from "@ask/contracts";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import ShoppingCartCheckout from "@mui/icons-material/ShoppingCartCheckout";
import {
  Box,
  Button,
  Card,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Page, PageTitleRow } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { cartStore, cartTotalFen, lineTotalFen } from "../cart";
import { CartChangesNotice } from "../components/CartChangesNotice";
import { EmptyCart } from "../components/EmptyCart";
import { Price } from "../components/Price";
import { QuantityInput } from "../components/QuantityInput";
import { useCartSync } from "../use-cart-sync";

/**
 * /cart (spec 2 "Cart"): name, price, quantity (min 1), line total, delete; the total with two
 * decimals; checkout (off when empty) goes to the OrderConfirm screen. Prices and stock are checked
 * against the server on the way in.
 */
export default function CartPage() {
  useDocumentTitle("cart");
  const { t } = useTranslation("store");
  const navigate = useNavigate();
  const { items, products, changes, dismissChanges } = useCartSync();
  const totalFen = cartTotalFen(items);
  const empty = items.length === 0;

  return (
    <Page maxWidth={880}>
      <PageTitleRow title={t("cart.title")}>
        <Button component={Link} to="/store" size="small" data-testid="cart-continue">
          {t("cart.continue")}
        </Button>
      </PageTitleRow>
      <CartChangesNotice changes={changes} onClose={dismissChanges} />

      {empty ? (
        <EmptyCart testId="cart-empty" />
      ) : (
        <Card>
          <Table
            size="small"
            aria-label={t("cart.title")}
            data-testid="cart-table"
            sx={{
              "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } },
              "& .MuiTableCell-paddingCheckbox": { px: 0.5 },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t("cart.name")}</TableCell>
                <TableCell align="right" sx={{ display: { xs: "none", sm: "table-cell" } }}>
                  {t("cart.price")}
                </TableCell>
                <TableCell align="center">{t("cart.quantity")}</TableCell>
                <TableCell align="right">{t("cart.line_total")}</TableCell>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {t("cart.delete")}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => {
                const stock = products.get(item.id)?.stock;
                return (
                  <TableRow key={item.id} data-testid="cart-row" data-product-id={item.id}>
                    <TableCell sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid="cart-name">
                        <bdi>{item.name}</bdi>
                      </Typography>
                      <Typography
                        variant="body2"
                        color="textSecondary"
                        sx={{ display: { xs: "block", sm: "none" } }}
                      >
                        <Price value={item.price} />
                      </Typography>
                      {stock !== undefined && item.quantity >= stock && (
                        <Typography
                          variant="caption"
                          sx={{ color: "warning.dark" }}
                          data-testid="cart-stock-limit"
                        >
                          {t("cart.stock_limit", { count: stock })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: "none", sm: "table-cell" } }}>
                      <Price value={item.price} testId="cart-price" />
                    </TableCell>
                    <TableCell align="center">
                      <QuantityInput
                        value={item.quantity}
                        max={stock}
                        name={item.name}
                        onChange={(quantity) => cartStore().setQuantity(item.id, quantity, stock)}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <Price
                        value={fenToYuan(lineTotalFen(item))}
                        sx={{ fontWeight: 600 }}
                        testId="cart-line-total"
                      />
                    </TableCell>
                    <TableCell padding="checkbox">
                      <Tooltip title={t("cart.delete")}>
                        <IconButton
                          aria-label={t("cart.delete_item", { name: item.name })}
                          onClick={() => cartStore().remove(item.id)}
                          size="small"
                          data-testid="cart-delete"
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={5} sx={{ borderBottom: 0 }}>
                  <Box
                    sx={{
                      display: "flex",
                      alignItems: "baseline",
                      justifyContent: "flex-end",
                      gap: 1.5,
                      py: 0.5,
                    }}
                  >
                    <Typography sx={{ fontWeight: 600 }} color="textPrimary">
                      {t("cart.total")}
                    </Typography>
                    {/* Spec 2 "Cart" says "dollar sign"; the app's one currency is yuan (see Price). */}
                    <Price
                      value={fenToYuan(totalFen)}
                      sx={{ fontWeight: 700, fontSize: 22, color: "secondary.dark" }}
                      testId="cart-total"
                    />
                  </Box>
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </Card>
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ShoppingCartCheckout />}
          disabled={empty}
          onClick={() => navigate("/orderConfirm")}
          data-testid="cart-checkout"
          sx={{ width: { xs: "100%", sm: "auto" } }}
        >
          {t("cart.checkout")}
        </Button>
      </Box>
    </Page>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
