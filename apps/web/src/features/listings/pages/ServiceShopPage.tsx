/** /services/item/:id: placeholder until its helper lands the screen. */
export default function ServiceShopPage() {
  return null;
}
