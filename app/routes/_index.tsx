export default function Home() {
  return <h1 className="p-8 text-2xl">Surat Ethnic Wear</h1>;
}
