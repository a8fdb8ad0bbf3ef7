/** /cart: placeholder until its helper lands the screen. */
export default function CartPage() {
  return null;
}
