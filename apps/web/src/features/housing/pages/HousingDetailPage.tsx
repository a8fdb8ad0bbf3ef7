/** /houseDetail: placeholder until its helper lands the screen. */
export default function HousingDetailPage() {
  return null;
}
