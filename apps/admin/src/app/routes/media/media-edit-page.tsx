// placeholder until the screen is built
export default function MediaEditPage() {
  return null;
}
