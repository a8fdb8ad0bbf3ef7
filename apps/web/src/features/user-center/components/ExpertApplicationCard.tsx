import HourglassTopOutlined from "@mui/icons-material/HourglassTopOutlined";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import { Box, Button, Card, CardContent, Chip, Skeleton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../../lib/session";
import { useChannels } from "../../catalogue";
import { useMyExpert } from "../../experts";

/**
 * Spec 6, issue 14: a normal user applies to become an expert (the application is formed on
 * /expert-category-select and an administrator approves it). Shows the application's state: waiting,
 * declined with the reason, or revoked; nothing for other roles.
 */
export function ExpertApplicationCard() {
  const { t } = useTranslation("userCenter");
  const { user } = useSession();
  const isUser = user?.role === "user";
  const mine = useMyExpert(isUser);
  const channels = useChannels();
  if (!isUser) return null;

  const application = mine.data?.application ?? null;
  const pending = application?.status === "pending" ? application : null;
  const rejected = !pending && application?.status === "rejected" ? application : null;
  const revoked = !pending && mine.data?.status === "revoked";
  const channelName = channels.data?.find((c) => c.id === pending?.channel_id)?.name;

  let state: { label: string; color: "warning" | "error" | "default"; text: string } | null = null;
  if (pending) {
    state = {
      label: t("upgrade.pending"),
      color: "warning",
      text: channelName
        ? t("upgrade.pending_body", { channel: channelName })
        : t("upgrade.pending_no_channel"),
    };
  } else if (revoked) {
    state = {
      label: t("upgrade.revoked"),
      color: "error",
      text: t("upgrade.reason", { reason: mine.data?.revoke_reason ?? "" }),
    };
  } else if (rejected) {
    state = {
      label: t("upgrade.rejected"),
      color: "error",
      text: t("upgrade.reason", { reason: rejected.reason ?? "" }),
    };
  }

  return (
    <Card sx={{ borderColor: "#d8b4fe", bgcolor: "#faf5ff" }} data-testid="upgrade-card">
      <CardContent
        sx={{ p: { xs: 2, sm: 3 }, display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}
      >
        {pending ? (
          <HourglassTopOutlined sx={{ color: "#b45309", fontSize: 36 }} aria-hidden />
        ) : (
          <VerifiedOutlined sx={{ color: "#7e22ce", fontSize: 36 }} aria-hidden />
        )}
        <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <Typography sx={{ fontWeight: 700 }}>{t("upgrade.title")}</Typography>
            {state && (
              <Chip
                size="small"
                color={state.color}
                label={state.label}
                data-testid="expert-application-state"
              />
            )}
          </Box>
          {mine.isPending ? (
            <Skeleton width="80%" />
          ) : (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ overflowWrap: "anywhere" }}
              data-testid="expert-application-text"
            >
              {state ? state.text : t("upgrade.body")}
            </Typography>
          )}
        </Box>
        <Button
          variant={pending ? "outlined" : "contained"}
          component={Link}
          to="/expert-category-select"
          data-testid="upgrade-expert"
          sx={
            pending
              ? { width: { xs: "100%", sm: "auto" } }
              : { bgcolor: "#7e22ce", "&:hover": { bgcolor: "#6b21a8" }, width: { xs: "100%", sm: "auto" } }
          }
        >
          {pending ? t("upgrade.edit") : rejected || revoked ? t("upgrade.apply_again") : t("upgrade.button")}
        </Button>
      </CardContent>
    </Card>
  );
}
