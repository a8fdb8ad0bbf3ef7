/** /housekeepingDetail: placeholder until its helper lands the screen. */
export default function HousekeepingDetailPage() {
  return null;
}
