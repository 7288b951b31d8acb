export default function Page() {
  return <h1>Krankenkassen vergleichen</h1>;
}
