/** /housekeeping: placeholder until its helper lands the screen. */
export default function HousekeepingListPage() {
  return null;
}
