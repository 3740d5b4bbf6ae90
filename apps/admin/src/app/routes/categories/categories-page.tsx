// placeholder until the screen is built
export default function CategoriesPage() {
  return null;
}
