import { type CustomerDetail, DEFAULT_LEVEL_LABEL } from "@ask/contracts";
import MilitaryTechOutlined from "@mui/icons-material/MilitaryTechOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import { Box, Card, CardContent, Chip, Skeleton, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { RoleChip } from "../../../components/RoleChip";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { TitleText } from "../../../components/ui/TitleText";
import { UserAvatar } from "../../questions";

/**
 * The public part of a poster (spec 2 /user?id=): avatar, name, role and level chips, location and the
 * force rank's name. Contact data (phone, email, address) is never sent by the server, so never shown.
 */
export function PosterCard({ card }: { card: CustomerDetail }) {
  const { t } = useTranslation(["questions", "userCenter"]);
  const rank = { name: "rank", icon: <MilitaryTechOutlined />, label: t("userCenter:header.force_rank") };
  const location = { name: "location", icon: <PlaceOutlined />, label: t("profile.location") };
  // The force rank always shows; the location only when the poster gave one.
  const facts = [
    { ...rank, value: card.military_rank_name },
    ...(card.location ? [{ ...location, value: card.location }] : []),
  ];
  return (
    <Card variant="outlined" data-testid="profile-card">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: { xs: 2, sm: 3 } }}>
          <UserAvatar name={card.username} src={card.avatar} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <TitleText testId="profile-username">{card.username}</TitleText>
            <Stack direction="row" spacing={1} sx={{ mt: 0.75, flexWrap: "wrap", rowGap: 1 }}>
              <RoleChip role={card.role} testId="profile-role-chip" />
              <Chip
                size="small"
                color="secondary"
                label={`${t("profile.level")} · ${card.level || DEFAULT_LEVEL_LABEL}`}
                sx={{ fontWeight: 700 }}
                data-testid="profile-level"
              />
            </Stack>
          </Box>
        </Box>
        <FactGrid
          columns={{ xs: 1, sm: 2 }}
          gap={2}
          sx={{ mt: { xs: 2, sm: 2.5 }, pt: { xs: 2, sm: 2.5 }, borderTop: 1, borderColor: "divider" }}
        >
          {facts.map(({ name, icon, label, value }) => (
            <Fact
              key={name}
              icon={icon}
              label={label}
              factTestId={`profile-${name}`}
              testId={`profile-${name}-value`}
              badge
            >
              {value}
            </Fact>
          ))}
        </FactGrid>
      </CardContent>
    </Card>
  );
}

export function PosterCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="profile-card-skeleton" aria-busy="true">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: { xs: 2, sm: 3 } }}>
          <Skeleton variant="circular" width={72} height={72} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" sx={{ fontSize: "1.5rem" }} />
            <Skeleton width={140} />
          </Box>
        </Box>
        <Skeleton sx={{ mt: 2 }} height={48} />
      </CardContent>
    </Card>
  );
}
