/** /sales: placeholder until its helper lands the screen. */
export default function SalesListPage() {
  return null;
}
