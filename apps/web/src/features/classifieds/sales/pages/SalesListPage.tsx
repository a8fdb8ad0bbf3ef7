import { SALE_CATEGORIES, type SaleCategory } from "@ask/contracts";
import { Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useBoardSection } from "../../shared/api/board";
import { BoardHeader } from "../../shared/components/BoardHeader";
import { SALE_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { ListingPage } from "../../shared/components/ListingDetailLayout";
import { ListingSection } from "../../shared/components/ListingSection";
import { SaleCard } from "../components/SaleCard";

function SaleSection({ category }: { category: SaleCategory }) {
  const { t } = useTranslation("listings");
  const query = useBoardSection("sales", category);
  return (
    <ListingSection
      id={`sales-${category}`}
      title={t(`sales.categories.${category}`)}
      icon={SALE_CATEGORY_ICONS[category]}
      query={query}
      emptyText={t("sales.empty")}
      renderItem={(item) => <SaleCard item={item} />}
    />
  );
}

/** /sales (spec 2): second-hand goods in three category sections, each loading 4 more at a time. */
export default function SalesListPage() {
  useDocumentTitle("sales");
  const { t } = useTranslation("listings");
  return (
    <ListingPage>
      <BoardHeader
        title={t("sales.title")}
        subtitle={t("sales.subtitle")}
        // Anyone logged in may sell; the route sends a visitor through the login and back.
        post={{ to: "/post/sales", label: t("sales.post"), testId: "sales-post" }}
        sections={SALE_CATEGORIES.map((c) => ({
          id: `sales-${c}`,
          label: t(`sales.categories.${c}`),
          icon: SALE_CATEGORY_ICONS[c],
        }))}
        jumpLabel={t("jump_to")}
      />
      <Stack spacing={{ xs: 3, md: 4 }}>
        {SALE_CATEGORIES.map((category) => (
          <SaleSection key={category} category={category} />
        ))}
      </Stack>
    </ListingPage>
  );
}
