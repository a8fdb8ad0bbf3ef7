/** /houses: placeholder until its helper lands the screen. */
export default function HousingListPage() {
  return null;
}
