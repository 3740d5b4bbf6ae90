// placeholder until the screen is built
export default function HelpPage() {
  return null;
}
