// The static page: prerendered at build time, as Valora's landing is.
export default function Home() {
  return (
    <main>
      <h1>Preços justos para o seu trabalho</h1>
      <p>
        A static page of the framework floor: one heading and one paragraph, prerendered at build time and served
        from Next.js&apos;s cache, as the product&apos;s landing page is.
      </p>
    </main>
  );
}
