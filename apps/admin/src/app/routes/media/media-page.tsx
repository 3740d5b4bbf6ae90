// placeholder until the screen is built
export default function MediaPage() {
  return null;
}
