import type { Housing } from "@ask/contracts";
import CallOutlined from "@mui/icons-material/CallOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import { Avatar, Box, Button, Chip, Divider, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContactButton } from "../../../conversations";
import { ReportButton } from "../../../reports";
import { formatNumber, ltr } from "../housing-format";
import { HousingFlags } from "./HousingFlags";
import { HousingPrice } from "./HousingPrice";

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        sx={{ fontWeight: 700, fontSize: { xs: 15, sm: 17 }, overflowWrap: "anywhere" }}
        dir="auto"
        data-testid={testId}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The listing's card beside its photos: title, price, layout facts, the contact and the owner's buttons. */
export function HousingSummary({ housing: h }: { housing: Housing }) {
  const { t, i18n } = useTranslation("housing");
  const lang = i18n.language;
  // Sold, closed or expired: no call and no edit (the owner relists it first).
  const closed = h.status !== "active";
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, display: "flex", flexDirection: "column", gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography
          variant="h5"
          component="h1"
          dir="auto"
          sx={{
            fontWeight: 700,
            lineHeight: 1.3,
            overflowWrap: "anywhere",
            textAlign: "left",
            fontSize: { xs: 20, sm: 24 },
          }}
          data-testid="housing-detail-title"
        >
          {h.title}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 1 }}>
          <Chip size="small" label={t(`types.${h.type}`)} sx={{ height: 22, fontSize: 12 }} />
          <HousingFlags housing={h} />
        </Box>
      </Box>

      <Box
        sx={{
          display: "flex",
          alignItems: "baseline",
          flexWrap: "wrap",
          columnGap: 1.5,
          px: 1.5,
          py: 1,
          borderRadius: 1.5,
          bgcolor: "rgba(211, 47, 47, 0.06)",
        }}
      >
        <HousingPrice housing={h} testId="housing-detail" large />
      </Box>

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
          rowGap: 1.5,
          columnGap: 1,
        }}
      >
        <Fact
          label={t("detail.layout")}
          value={t("item.layout", { room: h.room, hall: h.hall, toilet: h.toilet })}
          testId="housing-detail-layout"
        />
        <Fact
          label={t("detail.area")}
          value={t("item.area", { area: formatNumber(h.area, lang) })}
          testId="housing-detail-area"
        />
        <Fact
          label={t("detail.floor")}
          value={h.floor || t("detail.unknown")}
          testId="housing-detail-floor"
        />
        <Fact
          label={t("detail.orientation")}
          value={t(`orientations.${h.orientation}`)}
          testId="housing-detail-orientation"
        />
        <Fact
          label={t("detail.decoration")}
          value={t(`decorations.${h.decoration}`)}
          testId="housing-detail-decoration"
        />
        <Fact label={t("detail.type")} value={t(`types.${h.type}`)} testId="housing-detail-type" />
      </Box>

      <Divider />

      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }} data-testid="housing-detail-contact">
        <Avatar sx={{ bgcolor: "primary.main", width: 40, height: 40 }}>
          <PersonOutlined />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap dir="auto">
            {h.contact}
          </Typography>
          <Typography variant="caption" color="textSecondary" sx={{ display: "block" }}>
            {h.phone ? ltr(h.phone) : t("detail.agent")}
          </Typography>
        </Box>
        {h.phone && !closed && (
          <Button
            variant="contained"
            color="primary"
            href={`tel:${h.phone.replace(/[^+0-9]/g, "")}`}
            startIcon={<CallOutlined />}
            data-testid="housing-call"
          >
            {t("detail.call")}
          </Button>
        )}
      </Box>

      {h.is_mine && !closed && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }} data-testid="housing-owner-actions">
          <Button
            component={Link}
            to={`/post/housing/${h.id}`}
            variant="outlined"
            startIcon={<EditOutlined />}
            sx={{ flex: "1 1 0" }}
            data-testid="housing-edit-button"
          >
            {t("detail.edit")}
          </Button>
        </Box>
      )}
      <ContactButton
        peerId={h.owner_id}
        subject={{ kind: "housing", id: h.id }}
        title={h.title}
        isMine={h.is_mine || h.status !== "active"}
      />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: -1, mb: -0.5 }}>
        <ReportButton target={{ type: "housing", id: h.id }} authorId={undefined} isMine={h.is_mine} />
      </Box>
    </Paper>
  );
}
