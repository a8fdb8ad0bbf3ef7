/** /orders: placeholder until its helper lands the screen. */
export default function OrdersPage() {
  return null;
}
