import type { AdminExpertApplication } from "@ask/contracts";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import { Avatar, Box, Chip, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ChannelIcon } from "../../../components/ChannelIcon";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { formatDateTime } from "../../../lib/format";
import { useCategories, useChannels } from "../../catalogue";
import { AdminCard, DecisionButtons } from "./AdminCard";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The channel chip and the chosen root categories' names, localized. */
export function ExpertScopeChips({
  channelId,
  categoryIds,
}: {
  channelId: number | null;
  categoryIds: number[];
}) {
  const { t } = useTranslation("admin");
  const channels = useChannels();
  const categories = useCategories(channelId ?? undefined);
  const channel = channels.data?.find((c) => c.id === channelId);
  if (channelId === null) {
    return (
      <Typography variant="body2" color="warning.main" data-testid="expert-app-no-channel">
        {t("experts.no_channel")}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap", alignItems: "center" }}>
      <Chip
        size="small"
        color="secondary"
        icon={channel ? <ChannelIcon icon={channel.icon} /> : undefined}
        label={channel?.name ?? "…"}
        data-testid="expert-app-channel"
      />
      {categoryIds.map((id) => (
        <Chip
          key={id}
          size="small"
          variant="outlined"
          label={categories.data?.find((c) => c.id === id)?.name ?? "…"}
        />
      ))}
    </Box>
  );
}

interface Props {
  application: AdminExpertApplication;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}

/** One pending application: who applies (profile, verified contacts), for which channel, and the decision. */
export function ExpertApplicationItem({ application: app, busy, onApprove, onReject }: Props) {
  const { t, i18n } = useTranslation("admin");
  const lang = i18n.language;
  const channels = useChannels();
  const { applicant, profile } = app;
  const edu = [text(profile.edu.school), text(profile.edu.major)].filter(Boolean);
  const work = [text(profile.work.company), text(profile.work.position), text(profile.work.industry)].filter(
    Boolean,
  );
  const tags = [...profile.interests, ...profile.identity_tags];
  const hasProfile = edu.length > 0 || work.length > 0 || tags.length > 0;
  const current = channels.data?.find((c) => c.id === app.current_channel_id)?.name;

  return (
    <AdminCard testId="expert-app-item" data={{ "data-application-id": app.id }}>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", mb: 1.5, minWidth: 0 }}>
        <Avatar src={applicant.avatar ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
          {applicant.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/user?id=${applicant.id}`}
            underline="hover"
            sx={{ fontWeight: 700, fontSize: "1.05rem", overflowWrap: "anywhere" }}
            dir="auto"
            data-testid="expert-app-applicant"
          >
            {applicant.username}
          </Link>
          <Typography variant="caption" color="textSecondary" component="div">
            {t("experts.joined", { date: formatDateTime(applicant.created_at, lang) })}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={app.kind === "apply" ? "primary" : "warning"}
          variant="outlined"
          icon={app.kind === "channel_change" ? <SwapHorizIcon /> : undefined}
          label={t(`experts.kind.${app.kind}`)}
          data-testid="expert-app-kind"
        />
      </Box>

      <FactGrid columns={{ xs: 1, sm: 2 }} sx={{ mb: 1.5 }}>
        <Fact label={t("experts.wants")}>
          <ExpertScopeChips channelId={app.channel_id} categoryIds={app.category_ids} />
          {app.kind === "channel_change" && current && (
            <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 0.5 }}>
              {t("experts.current_channel", { channel: current })}
            </Typography>
          )}
        </Fact>
        <Fact label={t("experts.applied_at")}>{formatDateTime(app.created_at, lang)}</Fact>
        <Fact label={t("experts.contacts")}>
          <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap" }}>
            {(["email", "phone"] as const).map((channel) => {
              const verified = applicant[`is_${channel}_verified`];
              return (
                <Chip
                  key={channel}
                  size="small"
                  color={verified ? "success" : "default"}
                  variant={verified ? "filled" : "outlined"}
                  label={t(`experts.${channel}_${verified ? "verified" : "unverified"}`)}
                />
              );
            })}
          </Box>
        </Fact>
        {applicant.location && <Fact label={t("experts.location")}>{applicant.location}</Fact>}
      </FactGrid>

      <Box sx={{ bgcolor: "action.hover", borderRadius: 1, px: 1.5, py: 1 }} data-testid="expert-app-profile">
        {!hasProfile && (
          <Typography variant="body2" color="textSecondary">
            {t("experts.no_profile")}
          </Typography>
        )}
        {edu.length > 0 && (
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }} dir="auto">
            <strong>{t("experts.education")}:</strong> {edu.join(" · ")}
          </Typography>
        )}
        {work.length > 0 && (
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }} dir="auto">
            <strong>{t("experts.work")}:</strong> {work.join(" · ")}
          </Typography>
        )}
        {tags.length > 0 && (
          <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 0.5 }}>
            {tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Box>
        )}
      </Box>

      <DecisionButtons
        rejectLabel={t("experts.reject")}
        approveLabel={t("experts.approve")}
        onReject={onReject}
        onApprove={onApprove}
        busy={busy}
        cannotApprove={app.channel_id === null}
        testIds={{ reject: "expert-app-reject", approve: "expert-app-approve" }}
        stretch
      />
    </AdminCard>
  );
}
