import ArrowBack from "@mui/icons-material/ArrowBack";
import { Box, IconButton, Tooltip, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page } from "../../../components/ui/Page";

export const WALLET_TAB_PATH = "/userCenter?tab=wallet";

interface WalletPageLayoutProps {
  title: string;
  /** Where the back button leads; the wallet tab of the user centre by default (spec 2). */
  backTo?: string;
  action?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

/** The frame of every /wallet/* screen: back button, title, optional action, content. */
export function WalletPageLayout({
  title,
  backTo = WALLET_TAB_PATH,
  action,
  maxWidth = 720,
  children,
}: WalletPageLayoutProps) {
  const { t } = useTranslation("wallet");
  return (
    <Page maxWidth={maxWidth}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Tooltip title={t("back")}>
          <IconButton
            component={Link}
            to={backTo}
            aria-label={t("back")}
            data-testid="wallet-back"
            edge="start"
          >
            {/* The arrow points to where "back" is: flipped in right-to-left languages. */}
            <ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />
          </IconButton>
        </Tooltip>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Page>
  );
}
