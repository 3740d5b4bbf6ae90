// placeholder until the screen is built
export default function CompanyEditPage() {
  return null;
}
