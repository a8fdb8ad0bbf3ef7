/** /saleDetail: placeholder until its helper lands the screen. */
export default function SaleDetailPage() {
  return null;
}
