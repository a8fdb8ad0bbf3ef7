import { MILITARY_RANKS, type MilitaryPower } from "@ask/contracts";
import CategoryOutlined from "@mui/icons-material/CategoryOutlined";
import FavoriteBorder from "@mui/icons-material/FavoriteBorder";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import MilitaryTechOutlined from "@mui/icons-material/MilitaryTechOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import StarBorder from "@mui/icons-material/StarBorder";
import ThumbUpOffAlt from "@mui/icons-material/ThumbUpOffAlt";
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ROLE_CHIP_COLORS, RoleChip } from "../../../components/RoleChip";
import { TitleText } from "../../../components/ui/TitleText";
import { useSession } from "../../../lib/session";
import { useLocale } from "../../../lib/use-locale";
import { useCustomer } from "../api/customer";
import { useMilitaryPower } from "../api/military-power";
import { useMyTotals } from "../api/my-totals";
import { AvatarUpload } from "./AvatarUpload";
import { useCountryName } from "./country-name";

/** Header of /userCenter (spec 2): avatar, name, role, location, force rank and achievements. */
export function UserCenterHeader() {
  const { t } = useTranslation("userCenter");
  const { user } = useSession();
  const customer = useCustomer();
  const countryName = useCountryName();
  if (!user) return null;
  const role = customer.data?.role ?? user.role;
  const isExpert = role === "expert";
  const location =
    customer.data?.location || (customer.data?.country ? countryName(customer.data.country) : null);

  return (
    <Card data-testid="uc-header">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: "flex",
            gap: { xs: 2, sm: 3 },
            alignItems: { xs: "center", sm: "center" },
            flexWrap: "wrap",
          }}
        >
          <AvatarUpload username={user.username} src={customer.data?.avatar ?? user.avatar} />
          <Box sx={{ flex: "1 1 200px", minWidth: 0 }}>
            <TitleText component="p" testId="uc-username">
              {user.username}
            </TitleText>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 0.75, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}
            >
              <RoleChip role={role} />
              {location ? (
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{ alignItems: "center", color: "text.secondary" }}
                  data-testid="uc-location"
                >
                  <PlaceOutlined fontSize="small" />
                  <Typography variant="body2" noWrap>
                    {location}
                  </Typography>
                </Stack>
              ) : customer.isPending ? (
                <Skeleton width={80} />
              ) : null}
            </Stack>
          </Box>
          {isExpert && (
            <Stack
              spacing={1}
              sx={{ alignItems: { xs: "stretch", sm: "flex-end" }, width: { xs: "100%", sm: "auto" } }}
            >
              <Button
                component={RouterLink}
                to="/expert-category-select"
                variant="contained"
                startIcon={<CategoryOutlined />}
                data-testid="uc-expert-categories"
                sx={{ bgcolor: ROLE_CHIP_COLORS.expert, "&:hover": { bgcolor: "#6b21a8" } }}
              >
                {t("header.expert_categories")}
              </Button>
              <Link
                component={RouterLink}
                to="/expert-qa"
                underline="hover"
                variant="body2"
                sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, alignSelf: "center" }}
                data-testid="uc-expert-qa"
              >
                <ForumOutlined fontSize="inherit" />
                {t("header.expert_qa")}
              </Link>
            </Stack>
          )}
        </Box>
        <Divider sx={{ my: { xs: 2, sm: 2.5 } }} />
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1.1fr) minmax(0, 1fr)" },
          }}
        >
          <ForceRank />
          <Achievements />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Progress from the current rank's threshold to the next one (ranks in contracts). */
function rankProgress(power: MilitaryPower): number {
  const current = MILITARY_RANKS[power.military_rank - 1];
  const next = MILITARY_RANKS[power.military_rank];
  if (!current || !next) return 100;
  const span = next.threshold - current.threshold;
  return Math.min(100, Math.max(0, ((power.power - current.threshold) / span) * 100));
}

function ForceRank() {
  const { t, i18n } = useTranslation("userCenter");
  const power = useMilitaryPower(useLocale());
  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"));
  const data = power.data;
  return (
    <Box
      sx={{ bgcolor: "action.hover", borderRadius: 2, p: 2, display: "flex", gap: 1.5, alignItems: "center" }}
      data-testid="uc-force-rank"
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: "50%",
          bgcolor: "#fef3c7",
          color: "#b45309",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          flexShrink: 0,
        }}
      >
        <MilitaryTechOutlined />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary">
          {t("header.force_rank")}
        </Typography>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} data-testid="uc-rank">
          {data?.military_rank_name || t("header.default_rank")}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: "wrap" }}>
          {(
            [
              ["header.power", data?.power, "uc-power"],
              ["header.month_score", data?.month_score, "uc-month-score"],
            ] as const
          ).map(([label, value, testId]) => (
            <Typography key={testId} variant="body2" color="textSecondary">
              {t(label)}{" "}
              <Box component="strong" sx={{ color: "text.primary" }} data-testid={testId}>
                {power.isPending ? "…" : number.format(value ?? 0)}
              </Box>
            </Typography>
          ))}
        </Stack>
        {data?.next_rank_name && data.points_to_next !== null && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress
              variant="determinate"
              value={rankProgress(data)}
              sx={{ height: 6, borderRadius: 3 }}
              aria-label={t("header.next_rank", { name: data.next_rank_name, points: data.points_to_next })}
            />
            <Typography variant="caption" color="textSecondary">
              {t("header.next_rank", {
                name: data.next_rank_name,
                points: number.format(data.points_to_next),
              })}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}

function Achievements() {
  const { t, i18n } = useTranslation("userCenter");
  const totals = useMyTotals();
  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"));
  const value = (n: number | undefined) => (totals.isPending ? "…" : number.format(n ?? 0));
  return (
    <Box data-testid="uc-achievements">
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1 }}>
        {t("header.achievements")}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1 }}>
        <Stat icon={<ThumbUpOffAlt fontSize="small" />} label={t("header.likes")} testId="uc-total-likes">
          {value(totals.data?.total_likes)}
        </Stat>
        <Stat icon={<StarBorder fontSize="small" />} label={t("header.ratings")} testId="uc-total-ratings">
          {value(totals.data?.total_ratings)}
        </Stat>
        <Stat
          icon={<FavoriteBorder fontSize="small" />}
          label={t("header.favorites")}
          testId="uc-total-favorites"
        >
          {value(totals.data?.total_favorites)}
        </Stat>
      </Box>
    </Box>
  );
}

function Stat({
  icon,
  label,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: "center", border: 1, borderColor: "divider", borderRadius: 2, py: 1, px: 0.5 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid={testId}>
        {children}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ justifyContent: "center", alignItems: "center", color: "text.secondary", mt: 0.25 }}
      >
        {icon}
        <Typography variant="caption" noWrap>
          {label}
        </Typography>
      </Stack>
    </Box>
  );
}
