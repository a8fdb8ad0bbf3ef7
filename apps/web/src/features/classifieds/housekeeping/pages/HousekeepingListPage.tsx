import { HOUSEKEEPING_CATEGORIES } from "@ask/contracts";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useSession } from "../../../../lib/session";
import { HOUSEKEEPING_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { SectionBoard } from "../../shared/components/SectionBoard";
import { canPostListing } from "../../shared/listing-format";
import { HousekeepingCard } from "../components/HousekeepingCard";

/**
 * /housekeeping (spec 2): home services in four sections (cleaning, maternity nurse, moving, repair),
 * 4 more at a time. Publishers, organizations and administrators see the button to offer a service.
 */
export default function HousekeepingListPage() {
  useDocumentTitle("housekeeping");
  const { user } = useSession();
  return (
    <SectionBoard
      kind="housekeeping"
      categories={HOUSEKEEPING_CATEGORIES}
      icons={HOUSEKEEPING_CATEGORY_ICONS}
      canPost={canPostListing("housekeeping", user?.role)}
      renderItem={(item) => <HousekeepingCard item={item} />}
    />
  );
}
