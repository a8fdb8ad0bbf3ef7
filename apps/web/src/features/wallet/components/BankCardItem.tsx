import type { BankCard } from "@ask/contracts";
import MoreVert from "@mui/icons-material/MoreVert";
import { Box, Card, Chip, IconButton, ListItemText, Menu, MenuItem, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DefaultCardKind } from "../api/set-default-card";
import { formatExpiry } from "./card-number";

const BRAND_COLORS: Record<BankCard["brand"], string> = {
  visa: "linear-gradient(135deg, #1a3a8f, #3b6fd8)",
  mastercard: "linear-gradient(135deg, #b7410e, #e8912d)",
  unionpay: "linear-gradient(135deg, #0f766e, #2bb3a3)",
  jcb: "linear-gradient(135deg, #14532d, #3f9b5c)",
  discover: "linear-gradient(135deg, #7c2d12, #d97706)",
  other: "linear-gradient(135deg, #374151, #6b7280)",
};

interface BankCardItemProps {
  card: BankCard;
  busy: boolean;
  onSetDefault: (kind: DefaultCardKind) => void;
  onDelete: () => void;
}

/** A saved card: bank, brand, last four digits, expiry, default flags and its actions. */
export function BankCardItem({ card, busy, onSetDefault, onDelete }: BankCardItemProps) {
  const { t } = useTranslation("wallet");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Card
      data-testid="bank-card"
      data-card-id={card.id}
      sx={{ display: "flex", alignItems: "center", gap: 1.5, p: 1.5 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 42,
          borderRadius: 1.5,
          background: BRAND_COLORS[card.brand],
          flexShrink: 0,
          position: "relative",
          "&::after": {
            content: '""',
            position: "absolute",
            top: 10,
            left: 8,
            width: 14,
            height: 11,
            borderRadius: 0.5,
            bgcolor: "#e7c66b",
          },
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{card.bank_name}</Typography>
        <Typography variant="body2" color="textSecondary" component="div">
          {t(`cards.brand.${card.brand}`)}{" "}
          <bdi dir="ltr" data-testid="bank-card-number">
            •••• {card.last4}
          </bdi>
          {" · "}
          <Box component="span" sx={{ whiteSpace: "nowrap" }}>
            {t("cards.expires")} <bdi dir="ltr">{formatExpiry(card.exp_month, card.exp_year)}</bdi>
          </Box>
        </Typography>
        {(card.is_default_payment || card.is_default_receiving) && (
          <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 0.5 }}>
            {(
              [
                [card.is_default_payment, "primary", "cards.default_payment", "default-payment"],
                [card.is_default_receiving, "secondary", "cards.default_receiving", "default-receiving"],
              ] as const
            )
              .filter(([on]) => on)
              .map(([, color, label, testId]) => (
                <Chip
                  key={testId}
                  size="small"
                  color={color}
                  variant="outlined"
                  label={t(label)}
                  data-testid={testId}
                />
              ))}
          </Box>
        )}
      </Box>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy}
        aria-label={t("cards.actions", { card: `•••• ${card.last4}` })}
        data-testid="bank-card-actions"
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={card.is_default_payment}
          onClick={choose(() => onSetDefault("payment"))}
          data-testid="set-default-payment"
        >
          <ListItemText>{t("cards.set_payment")}</ListItemText>
        </MenuItem>
        <MenuItem
          disabled={card.is_default_receiving}
          onClick={choose(() => onSetDefault("receiving"))}
          data-testid="set-default-receiving"
        >
          <ListItemText>{t("cards.set_receiving")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onDelete)} sx={{ color: "error.main" }} data-testid="delete-card">
          <ListItemText>{t("cards.delete")}</ListItemText>
        </MenuItem>
      </Menu>
    </Card>
  );
}
