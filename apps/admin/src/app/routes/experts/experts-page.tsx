// placeholder until the screen is built
export default function ExpertsPage() {
  return null;
}
