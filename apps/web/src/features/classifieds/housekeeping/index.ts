// The housekeeping part's surface for the rest of classifieds (my-listings' editor page): other parts import only from here.
export { HousekeepingEditor } from "./editor/HousekeepingEditor";
