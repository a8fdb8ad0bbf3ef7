import type { SvgIconComponent } from "@mui/icons-material";
import { Box, Button, Card, CardContent, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface WalletStatCardProps {
  icon: SvgIconComponent;
  label: string;
  value: ReactNode;
  loading: boolean;
  actionLabel: string;
  to: string;
  testId: string;
}

/** One wallet figure (balance, income, withdrawable, cards) with the button to its screen. */
export function WalletStatCard({
  icon: Icon,
  label,
  value,
  loading,
  actionLabel,
  to,
  testId,
}: WalletStatCardProps) {
  return (
    <Card data-testid={testId} sx={{ display: "flex", flexDirection: "column", minWidth: 0 }}>
      <CardContent sx={{ flex: 1, pb: 1, "&:last-child": { pb: 1 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary", mb: 1 }}>
          <Icon fontSize="small" sx={{ color: "primary.main" }} aria-hidden />
          {/* Long one-word labels ("Gesamteinnahmen") break inside the card on a phone (issue 18). */}
          <Typography
            variant="body2"
            sx={{ lineHeight: 1.3, minWidth: 0, overflowWrap: "anywhere", hyphens: "auto" }}
            data-testid={`${testId}-label`}
          >
            {label}
          </Typography>
        </Box>
        <Typography
          component="div"
          sx={{ fontWeight: 700, fontSize: { xs: 20, sm: 24 }, lineHeight: 1.3 }}
          data-testid={`${testId}-value`}
        >
          {loading ? <Skeleton width="70%" /> : value}
        </Typography>
      </CardContent>
      <Box sx={{ px: 1, pb: 1 }}>
        <Button
          component={Link}
          to={to}
          size="small"
          data-testid={`${testId}-action`}
          sx={{ minWidth: 0, px: 1 }}
        >
          {actionLabel}
        </Button>
      </Box>
    </Card>
  );
}
