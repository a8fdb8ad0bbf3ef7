import { SALE_CATEGORIES } from "@ask/contracts";
import { useDocumentTitle } from "../../../../lib/document-title";
import { SALE_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { SectionBoard } from "../../shared/components/SectionBoard";
import { SaleCard } from "../components/SaleCard";

/** /sales (spec 2): second-hand goods in three category sections, each loading 4 more at a time. */
export default function SalesListPage() {
  useDocumentTitle("sales");
  return (
    <SectionBoard
      kind="sales"
      categories={SALE_CATEGORIES}
      icons={SALE_CATEGORY_ICONS}
      // Anyone logged in may sell; the route sends a visitor through the login and back.
      canPost
      renderItem={(item) => <SaleCard item={item} />}
    />
  );
}
