// placeholder until the screen is built
export default function CompaniesPage() {
  return null;
}
