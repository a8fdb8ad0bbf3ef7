import { HOUSEKEEPING_CATEGORIES, type HousekeepingCategory } from "@ask/contracts";
import { Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useSession } from "../../../../lib/session";
import { useBoardSection } from "../../shared/api/board";
import { BoardHeader } from "../../shared/components/BoardHeader";
import { HOUSEKEEPING_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { ListingPage } from "../../shared/components/ListingDetailLayout";
import { ListingSection } from "../../shared/components/ListingSection";
import { canPostListing } from "../../shared/listing-format";
import { HousekeepingCard } from "../components/HousekeepingCard";

function HousekeepingSection({ category }: { category: HousekeepingCategory }) {
  const { t } = useTranslation("listings");
  const query = useBoardSection("housekeeping", category);
  return (
    <ListingSection
      id={`housekeeping-${category}`}
      title={t(`housekeeping.categories.${category}`)}
      icon={HOUSEKEEPING_CATEGORY_ICONS[category]}
      query={query}
      emptyText={t("housekeeping.empty")}
      renderItem={(item) => <HousekeepingCard item={item} />}
    />
  );
}

/**
 * /housekeeping (spec 2): home services in four sections (cleaning, maternity nurse, moving, repair),
 * 4 more at a time. Publishers, organizations and administrators see the button to offer a service.
 */
export default function HousekeepingListPage() {
  useDocumentTitle("housekeeping");
  const { t } = useTranslation("listings");
  const { user } = useSession();
  return (
    <ListingPage>
      <BoardHeader
        title={t("housekeeping.title")}
        subtitle={t("housekeeping.subtitle")}
        post={
          canPostListing("housekeeping", user?.role)
            ? { to: "/post/housekeeping", label: t("housekeeping.post"), testId: "housekeeping-post" }
            : undefined
        }
        sections={HOUSEKEEPING_CATEGORIES.map((c) => ({
          id: `housekeeping-${c}`,
          label: t(`housekeeping.categories.${c}`),
          icon: HOUSEKEEPING_CATEGORY_ICONS[c],
        }))}
        jumpLabel={t("jump_to")}
      />
      <Stack spacing={{ xs: 3, md: 4 }}>
        {HOUSEKEEPING_CATEGORIES.map((category) => (
          <HousekeepingSection key={category} category={category} />
        ))}
      </Stack>
    </ListingPage>
  );
}
