// placeholder until the screen is built
export default function ExpertEditPage() {
  return null;
}
