// placeholder until the screen is built
export default function HelpEditPage() {
  return null;
}
